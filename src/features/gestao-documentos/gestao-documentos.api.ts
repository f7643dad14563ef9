import type { TipoDocumentoWire } from '../../domain/wire/documentos.ts';
import type { DocumentosDaInscricaoGestao, FilaDocumentos, FilaDocumentosQuery, SalvarTipoDocumento, TiposDocumento } from '../../domain/wire/gestao-documentos.ts';
import type { LinkDeLeitura } from '../../domain/wire/gestao.ts';
import { API_BASE, apiBytes, ApiCallError, apiGet, apiPostJson, type CallOptions } from '../../lib/api-client.ts';

// Silent calls: the screen shows a refusal itself (403 as "sem acesso", field messages beside the form).
const silent: CallOptions = { silent: true };

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

/**
 * Opens a file for the reviewer (issue 34, item 4): a POST that records the view (every view of a sensitive file;
 * the first view of a sent one, which moves it to "Em análise") and answers the file's address, valid for two
 * minutes in this session only. The address itself changes nothing.
 */
export async function abrirArquivo(insPrcDocCodigo: number, baixar = false, opts: CallOptions = silent): Promise<string> {
  return (await apiPostJson<LinkDeLeitura>(`gestao/documentos/${insPrcDocCodigo}/abrir`, baixar ? { baixar: 'T' } : {}, opts)).data!.url;
}

/**
 * A PDF's bytes for the in-page viewer, fetched once for every page drawn (one recorded view of a sensitive file,
 * as opening it in a tab would be). The answer's own sandboxing policy does not matter here: nothing is navigated to.
 */
export async function buscarArquivo(insPrcDocCodigo: number): Promise<ArrayBuffer> {
  const naoDisponivel = (e: unknown) => e instanceof ApiCallError && (e.status === 403 || e.status === 404);
  const url = await abrirArquivo(insPrcDocCodigo).catch((e: unknown) => {
    throw new Error(naoDisponivel(e) ? 'Documento não disponível para você.' : 'Não foi possível carregar o PDF.');
  });
  // the link is an address under the API's base: read through the one client, like every other call
  return apiBytes(url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url, silent).catch((e: unknown) => {
    throw new Error(naoDisponivel(e) ? 'Documento não disponível para você.' : 'Não foi possível carregar o PDF.');
  });
}
