/**
 * A supporting document's file (issue 27): read by server/http/upload.ts with its type's own size limit and
 * formats (the default words of the upload module are the ones this screen was written with), and kept as a photo
 * without any place that could carry a location (imagem-sem-local.ts; one that does not parse is refused).
 */
import { DOCUMENTO_TETO_BYTES, type FormatoDocumento } from '../../db/schema/index.ts';
import { formatosTexto, type ArquivoLido, type RegraDeArquivo } from '../../http/upload.ts';
import { tamanhoTexto } from '../../../src/domain/tamanho-arquivo.ts';
import { semLocalizacao } from './imagem-sem-local.ts';

export { DOCUMENTO_TETO_BYTES, formatosTexto, tamanhoTexto };

/** How a document type's file is read: its size limit, its formats. */
export const regraDoTipo = (t: { prcSltTpDocMaxBytes: number; prcSltTpDocFormatos: readonly FormatoDocumento[] }): RegraDeArquivo => ({ maxBytes: t.prcSltTpDocMaxBytes, formatos: t.prcSltTpDocFormatos });

export interface DocumentoRecebido {
  nome: string;
  tipo: FormatoDocumento;
  dados: Buffer;
}

/** The file as it will be kept: a photo rebuilt without its metadata, a PDF as it came. */
export function documentoParaGuardar(a: ArquivoLido): DocumentoRecebido {
  // regraDoTipo admits only the type's formats, all of them binary: text never reaches here.
  const tipo = a.tipo as FormatoDocumento;
  return { nome: a.nome, tipo, dados: semLocalizacao(a.dados, tipo) };
}
