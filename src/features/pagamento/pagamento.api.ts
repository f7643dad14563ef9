import { API_BASE, apiGet, apiPost, apiPostMultipart } from '../../lib/api-client.ts';
import type { EtapasDaInscricaoWire } from '../../domain/wire/etapas.ts';
import type { Resumo, ResultadoCartao, Slip } from './pagamento.ts';

/** GET insBoleto/resumo: what the enrolment owes and may pay with. */
export async function buscarResumo(insPrcCodigo: number, silent = false): Promise<Resumo | null> {
  return (await apiGet<Resumo>('insBoleto/resumo', { insPrcCodigo }, { silent })).data ?? null;
}

/** GET prcSeletivo/verificaPagDtGeracao (SPEC §7): whether slips can still be generated for the process. */
export async function verificarPagDtGeracao(prcSltCodigo: number): Promise<boolean> {
  return (await apiGet<{ pagDtGeracao: 'T' | 'F' }>('prcSeletivo/verificaPagDtGeracao', { prcSltCodigo })).data?.pagDtGeracao === 'T';
}

/** POST insBoleto/gerarBoleto: the valid slip (boleto or pix), issued when needed. */
export async function gerarBoleto(insPrcCodigo: number, insBltForma: 'BOLETO' | 'PIX'): Promise<Slip | null> {
  return (await apiPost<Slip>('insBoleto/gerarBoleto', { insPrcCodigo, insBltForma })).data ?? null;
}

/** POST insBoleto/pixSimularPagamento (demo only): the local PSP pays the slip's charge as a payer's bank would. */
export async function simularPix(insBltCodigo: number): Promise<Resumo | null> {
  return (await apiPost<Resumo>('insBoleto/pixSimularPagamento', { insBltCodigo })).data ?? null;
}

/** POST insBoleto/pgtoCartaoProcessamento: without token starts the provider's checkout; with it, confirms. */
export async function pagarCartao(insPrcCodigo: number, token?: string): Promise<ResultadoCartao | null> {
  return (await apiPost<ResultadoCartao>('insBoleto/pgtoCartaoProcessamento', token ? { insPrcCodigo, token } : { insPrcCodigo })).data ?? null;
}

/** POST insBoleto/solicitarIsencao (multipart: the reason and an optional document 'anexo'). */
export async function solicitarIsencao(insPrcCodigo: number, justificativa: string, arquivo: File | null): Promise<Resumo | null> {
  const form = new FormData();
  form.append('insPrcCodigo', String(insPrcCodigo));
  if (justificativa.trim()) form.append('justificativa', justificativa.trim());
  if (arquivo) form.append('anexo', arquivo, arquivo.name);
  return (await apiPostMultipart<Resumo>('insBoleto/solicitarIsencao', form)).data ?? null;
}

export const pdfUrl = (insBltCodigo: number) => `${API_BASE}insBoleto/pdf?insBltCodigo=${insBltCodigo}`;
export const qrUrl = (insBltCodigo: number) => `${API_BASE}insBoleto/pixQrCode?insBltCodigo=${insBltCodigo}`;

/**
 * Whether this enrolment still has documents to send (its documentos step, insProcesso/etapas): once the fee is
 * settled the payment screen leads there (issue 38). Silent: false when unknown.
 */
export async function documentosAEnviar(insPrcCodigo: number): Promise<boolean> {
  try {
    const env = await apiGet<EtapasDaInscricaoWire[]>('insProcesso/etapas', undefined, { silent: true });
    const doc = env.data?.find((i) => i.insPrcCodigo === insPrcCodigo)?.etapas.find((e) => e.etapa === 'documentos');
    return doc?.acao === 'enviarDocumento';
  } catch {
    return false;
  }
}
