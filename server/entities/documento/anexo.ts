/**
 * Files people attach (an appeal's attachment, the document of a fee-exemption request, the PDF staff attach to
 * answers): the rules they are read by (server/http/upload.ts, with the words the candidate reads) and what is
 * kept of them — a photo without any place that could carry its location, and its hash.
 */
import { createHash } from 'node:crypto';
import { ANEXO_MAX_BYTES, type ANEXO_TIPOS } from '../../db/schema/index.ts';
import { badRequest } from '../../http/envelope.ts';
import type { ArquivoLido, RegraDoFormulario } from '../../http/upload.ts';
import { semLocalizacao } from './imagem-sem-local.ts';

/** The largest attachment (an appeal's, an answer's): the column's own limit, for the routes that state it. */
export { ANEXO_MAX_BYTES };

export type TipoAnexo = (typeof ANEXO_TIPOS)[number];

export const ANEXO_MAX_TEXTO = `${ANEXO_MAX_BYTES / (1024 * 1024)} MB`;

const recusasDoAnexo = {
  naoArquivo: () => badRequest('O anexo deve ser enviado como arquivo.'),
  grande: () => badRequest(`O anexo deve ter no máximo ${ANEXO_MAX_TEXTO}.`),
  vazio: () => badRequest('O anexo enviado está vazio.'),
};

/** A candidate's optional attachment (field 'anexo'): PDF, PNG or JPEG up to 2 MB, beside the form's text fields. */
export const regraDoAnexo = (campos: RegraDoFormulario['campos']): RegraDoFormulario => ({
  campo: 'anexo',
  opcional: true,
  campos,
  maxBytes: ANEXO_MAX_BYTES,
  formatos: ['application/pdf', 'image/png', 'image/jpeg'],
  recusas: { ...recusasDoAnexo, tipo: () => badRequest('O anexo deve ser um arquivo PDF ou uma imagem (PNG ou JPEG).') },
});

/** The PDF staff attach to an answer (field 'anexo'), required. */
export const regraDoPdf = (campos: RegraDoFormulario['campos']): RegraDoFormulario => ({
  campo: 'anexo',
  campos,
  maxBytes: ANEXO_MAX_BYTES,
  formatos: ['application/pdf'],
  recusas: { ...recusasDoAnexo, tipo: () => badRequest('O anexo deve ser um arquivo PDF.'), ausente: () => badRequest('Escolha o arquivo PDF da resposta.') },
});

export const sha256 = (dados: Buffer) => createHash('sha256').update(dados).digest('hex');

export interface AnexoGuardado {
  nome: string;
  tipo: TipoAnexo;
  dados: Buffer;
  sha256: string;
}

/**
 * What is kept of an attachment: a photo without its location (Exif, XMP, PNG text chunks...; one that does not
 * parse is refused), a PDF as it came, with the hash of what is kept.
 */
export function anexoParaGuardar(a: ArquivoLido): AnexoGuardado {
  if (a.tipo === 'text/plain') throw badRequest('O anexo deve ser um arquivo PDF ou uma imagem (PNG ou JPEG).');
  const dados = semLocalizacao(a.dados, a.tipo);
  return { nome: a.nome, tipo: a.tipo, dados, sha256: sha256(dados) };
}
