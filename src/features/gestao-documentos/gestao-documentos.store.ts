import { criarFila } from '../../lib/fila.store.ts';
import type { PdfAberto } from './documento-pdf.ts';
import { buscarArquivo, buscarFila } from './gestao-documentos.api.ts';
import type { SituacaoFila } from './gestao-documentos.ts';

interface FiltroDocumentos {
  start: number;
  /** One document type, or all of them. */
  tipo: number | undefined;
  situacao: SituacaoFila;
}

/** The documents' review queue of the process on screen: by type and state, ticked for a bulk decision (src/lib/fila.store.ts). */
export const filaDocumentos = criarFila({
  filtro: { start: 0, tipo: undefined, situacao: 'PENDENTE' } as FiltroDocumentos,
  buscar: (prcSltCodigo, f) => buscarFila(prcSltCodigo, { prcSltTpDocCodigo: f.tipo, situacao: f.situacao, limit: 100 }).then((r) => r.fila),
});

/**
 * A PDF opened for the in-page viewer (VisorPdf, through a Carga of its own): its bytes (a recorded view) and pdf.js,
 * loaded only now. Any failure reads in the viewer's words: the document refused, or a file it cannot show.
 */
export async function abrirPdfDoDocumento(insPrcDocCodigo: number): Promise<PdfAberto> {
  try {
    const [dados, { abrirPdf }] = await Promise.all([buscarArquivo(insPrcDocCodigo), import('./documento-pdf.ts')]);
    return await abrirPdf(dados);
  } catch (e) {
    throw new Error(e instanceof Error && e.message.startsWith('Documento') ? e.message : 'Não foi possível mostrar este PDF. Use "Baixar" para abri-lo no computador.');
  }
}
