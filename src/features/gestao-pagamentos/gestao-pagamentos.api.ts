import { apiGet, apiPostJson, apiPostMultipart } from '../../lib/api-client.ts';
import type { Conciliacao, PagamentoInscricaoGestao, RetornoDetalhe, RetornoResumo } from '../../domain/wire/gestao-pagamentos.ts';

// Silent calls: the screens show a refusal themselves, and useEscrita shows the field messages.
const silent = { silent: true };
const dados = <T>(p: Promise<{ data?: T; total?: number }>) => p.then((e) => e.data as T);

/** POST gestao/pagamentos/retorno (multipart 'arquivo'): applies the bank's file and answers its kept report. */
export function importarRetorno(arquivo: File): Promise<RetornoDetalhe> {
  const form = new FormData();
  form.append('arquivo', arquivo, arquivo.name);
  return dados(apiPostMultipart<RetornoDetalhe>('gestao/pagamentos/retorno', form, silent));
}

export async function listarRetornos(start: number, limit: number): Promise<{ linhas: RetornoResumo[]; total: number }> {
  const e = await apiGet<RetornoResumo[]>('gestao/pagamentos/retornos', { start, limit }, silent);
  return { linhas: e.data ?? [], total: e.total ?? 0 };
}

/** A kept report with the page of its lines from `start` (the server's page size). */
export const buscarRetorno = (retCodigo: number, start = 0) => dados(apiGet<RetornoDetalhe>(`gestao/pagamentos/retornos/${retCodigo}`, { start }, silent));

export const buscarConciliacao = (prcSltCodigo: number, dia: string) => dados(apiGet<Conciliacao>(`gestao/processos/${prcSltCodigo}/conciliacao`, { dia }, silent));

export const buscarPagamento = (insPrcCodigo: number) => dados(apiGet<PagamentoInscricaoGestao>(`gestao/inscricoes/${insPrcCodigo}/pagamento`, undefined, silent));

export const marcarPago = (insPrcCodigo: number, corpo: { justificativa: string; documento: string; valor: number | null }) =>
  dados(apiPostJson<PagamentoInscricaoGestao>(`gestao/inscricoes/${insPrcCodigo}/marcar-pago`, corpo, silent));
