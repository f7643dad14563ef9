import type { TipoDocumentoWire } from '../../domain/wire/documentos.ts';
import type { DocumentosDaInscricaoGestao, FilaDocumentos, FilaDocumentosQuery, SalvarTipoDocumento, TiposDocumento } from '../../domain/wire/gestao-documentos.ts';
import { API_BASE, apiBytes, apiGet, apiPostJson, type ApiCallError } from '../../lib/api-client.ts';

// Silent calls: the screen shows a refusal itself (403 as "sem acesso", field messages beside the form).
const silent = { silent: true };

export async function buscarTipos(prcSltCodigo: number): Promise<TiposDocumento> {
  return (await apiGet<TiposDocumento>(`gestao/processos/${prcSltCodigo}/tipos-documento`, undefined, silent)).data!;
}

export async function salvarTipo(corpo: SalvarTipoDocumento): Promise<TipoDocumentoWire> {
  return (await apiPostJson<TipoDocumentoWire>('gestao/tipos-documento/salvar', corpo as unknown as Record<string, unknown>, silent)).data!;
}

export async function removerTipo(prcSltTpDocCodigo: number): Promise<void> {
  await apiPostJson('gestao/tipos-documento/remover', { prcSltTpDocCodigo }, silent);
}

export async function buscarFila(prcSltCodigo: number, q: FilaDocumentosQuery): Promise<{ fila: FilaDocumentos; total: number }> {
  const e = await apiGet<FilaDocumentos>(`gestao/processos/${prcSltCodigo}/documentos`, q as Record<string, unknown>, silent);
  return { fila: e.data!, total: e.total ?? 0 };
}

export async function decidir(corpo: { prcSltCodigo: number; decisoes: { insPrcDocCodigo: number; situacao: 'ACEITO' | 'RECUSADO' }[]; motivo: string | null }): Promise<string> {
  const e = await apiPostJson<{ gravadas: number }>('gestao/documentos/decidir', corpo, silent);
  return e.message ?? 'Decisão gravada.';
}

export async function buscarDaInscricao(insPrcCodigo: number): Promise<DocumentosDaInscricaoGestao> {
  return (await apiGet<DocumentosDaInscricaoGestao>(`gestao/inscricoes/${insPrcCodigo}/documentos`, undefined, silent)).data!;
}

/** A file for the reviewer: inline (sandboxed) or as a download. Viewing a sensitive one is audited. */
export const urlArquivo = (insPrcDocCodigo: number, baixar = false) => `${API_BASE}gestao/documentos/${insPrcDocCodigo}/arquivo${baixar ? '?baixar=T' : ''}`;

/**
 * A PDF's bytes for the in-page viewer, fetched once for every page drawn (one audited view of a sensitive file,
 * as opening it in a tab would be). The answer's own sandboxing policy does not matter here: nothing is navigated to.
 */
export async function buscarArquivo(insPrcDocCodigo: number): Promise<ArrayBuffer> {
  try {
    return await apiBytes(`gestao/documentos/${insPrcDocCodigo}/arquivo`, silent);
  } catch (err) {
    const status = (err as ApiCallError).status;
    throw new Error(status === 403 || status === 404 ? 'Documento não disponível para você.' : 'Não foi possível carregar o PDF.');
  }
}
