import { API_BASE, apiGet, apiPostJson, apiPostMultipart } from '../../lib/api-client.ts';
import type { AnexoRespostaEnviado, FilaRecursos, FilaRecursosQuery, ResultadoRespostas, SituacaoRespostaGestao } from '../../domain/wire/gestao-reexame.ts';

// Silent calls: the screen shows a refusal itself, and useEscrita shows the field messages.
const silent = { silent: true };

/** GET gestao/processos/:p/reexame: the stages and one page of appeals, and its total. */
export async function buscarRecursos(prcSltCodigo: number, q: FilaRecursosQuery): Promise<{ fila: FilaRecursos; total: number }> {
  const e = await apiGet<FilaRecursos>(`gestao/processos/${prcSltCodigo}/reexame`, { ...q, busca: q.busca || undefined }, silent);
  return { fila: e.data!, total: e.total ?? 0 };
}

/** POST gestao/reexame/anexo (multipart): the answer's PDF, before the answer names it. */
export async function enviarPdf(prcSltCodigo: number, arquivo: File): Promise<AnexoRespostaEnviado> {
  const form = new FormData();
  form.append('prcSltCodigo', String(prcSltCodigo));
  form.append('anexo', arquivo, arquivo.name);
  return (await apiPostMultipart<AnexoRespostaEnviado>('gestao/reexame/anexo', form, silent)).data!;
}

/** POST gestao/reexame/responder: the same answer to every appeal named. */
export async function responderRecursos(corpo: { prcSltCodigo: number; respostas: { insPrcRcrCodigo: number }[]; situacao: SituacaoRespostaGestao; resposta: string; rcrRspAnxCodigo: number | null; nota?: { prova: number; nota: number } }) {
  return (await apiPostJson<ResultadoRespostas>('gestao/reexame/responder', corpo, silent)).data!;
}

export const urlAnexoDoRecurso = (insPrcRcrCodigo: number) => `${API_BASE}gestao/reexame/${insPrcRcrCodigo}/anexo`;
export const urlAnexoDaResposta = (rcrRspAnxCodigo: number) => `${API_BASE}gestao/reexame/respostas/anexos/${rcrRspAnxCodigo}`;
