import type { DocumentoPedido, DocumentosDaInscricao } from '../../domain/wire/documentos.ts';
import type { MinhasVerificacoes } from '../../domain/wire/gestao-cotas.ts';
import { API_BASE, apiGet, apiPostJson, apiUpload, type ApiCallError } from '../../lib/api-client.ts';

/** GET insPrcDocumento/pesquisa: the documents this enrolment must send, with what was sent. */
export async function buscarDocumentos(insPrcCodigo: number): Promise<DocumentosDaInscricao> {
  return (await apiGet<DocumentosDaInscricao>('insPrcDocumento/pesquisa', { insPrcCodigo }, { silent: true })).data!;
}

export type ResultadoEnvio = { ok: true; documento: DocumentoPedido } | { ok: false; mensagem: string; status: number };

/**
 * POST insPrcDocumento/enviar/:ins/:tipo with the file, reporting the upload's progress (api-client's apiUpload);
 * a failure comes back as the words this screen shows, not as a modal.
 */
export async function enviarDocumento(insPrcCodigo: number, tipo: number, arquivo: File, progresso: (pct: number) => void): Promise<ResultadoEnvio> {
  const corpo = new FormData();
  corpo.append('arquivo', arquivo);
  try {
    const env = await apiUpload<DocumentoPedido>(`insPrcDocumento/enviar/${insPrcCodigo}/${tipo}`, corpo, progresso, { silent: true });
    if (env.data) return { ok: true, documento: env.data };
    return { ok: false, status: 200, mensagem: env.message ?? 'Não foi possível enviar o arquivo (erro 200).' };
  } catch (err) {
    const e = err as ApiCallError;
    if (e.status === 0) return { ok: false, status: 0, mensagem: 'A conexão caiu durante o envio. Nada foi guardado: envie o arquivo novamente.' };
    if (e.status === 401) return { ok: false, status: 401, mensagem: 'Sua sessão expirou. Entre novamente e envie o arquivo outra vez.' };
    return { ok: false, status: e.status, mensagem: e.envelope?.message ?? `Não foi possível enviar o arquivo (erro ${e.status}).` };
  }
}

/** The candidate's own file, as a download. */
export const urlArquivo = (insPrcDocCodigo: number) => `${API_BASE}insPrcDocumento/arquivo/${insPrcDocCodigo}`;

/** GET inscricoes/:ins/verificacoes: the verification of this enrolment's quota declarations. */
export async function buscarVerificacoes(insPrcCodigo: number): Promise<MinhasVerificacoes> {
  return (await apiGet<MinhasVerificacoes>(`inscricoes/${insPrcCodigo}/verificacoes`, {}, { silent: true })).data!;
}

/** POST inscricoes/:ins/verificacoes/recurso: the appeal against a "não confirmada" (once, within its window). */
export async function recorrer(insPrcCodigo: number, declaracao: string, texto: string) {
  return apiPostJson<null>(`inscricoes/${insPrcCodigo}/verificacoes/recurso`, { declaracao, texto }, { silent: true });
}
