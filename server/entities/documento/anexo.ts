/**
 * Files people upload (an appeal's attachment, the documents of a fee-exemption request, the PDF staff attach to
 * answers): checked by their bytes, never by their name or the browser's word, photos kept without their location,
 * with a name safe to send back.
 */
import { createHash } from 'node:crypto';
import { ANEXO_MAX_BYTES, type ANEXO_TIPOS } from '../../db/schema/index.ts';
import { badRequest } from '../../http/envelope.ts';
import { semLocalizacao } from './imagem-sem-local.ts';

/** The largest attachment (an appeal's, an answer's): the column's own limit, for the routes that state it. */
export { ANEXO_MAX_BYTES };

export type TipoAnexo = (typeof ANEXO_TIPOS)[number];

/** A file part as the multipart hook leaves it in the body. */
export interface ArquivoRecebido {
  nome: string;
  dados: Buffer;
  truncado: boolean;
}

const startsWith = (buf: Buffer, bytes: number[]) => buf.length >= bytes.length && bytes.every((b, i) => buf[i] === b);

/**
 * The attachment's type from its first bytes (its "magic number"), never from its name or the
 * browser's Content-Type: PDF (%PDF-), PNG (\x89PNG\r\n\x1a\n) or JPEG (FF D8 FF). null = not accepted.
 */
export function tipoPorAssinatura(buf: Buffer): TipoAnexo | null {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** A file name safe to store and to send back: no path, no control characters, at most 120 characters. */
export function nomeSeguro(nome: string | undefined, tipo: TipoAnexo): string {
  const base = (nome ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const limpo = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim().slice(-120);
  if (limpo) return limpo;
  return tipo === 'application/pdf' ? 'anexo.pdf' : tipo === 'image/png' ? 'anexo.png' : 'anexo.jpg';
}

export const ANEXO_MAX_TEXTO = `${ANEXO_MAX_BYTES / (1024 * 1024)} MB`;

/** Checks an uploaded attachment; throws 400 with a message the candidate can act on. */
export function validarAnexo(valor: unknown): (ArquivoRecebido & { tipo: TipoAnexo }) | null {
  if (valor === undefined || valor === '') return null;
  const a = valor as Partial<ArquivoRecebido>;
  if (typeof valor !== 'object' || !a || !Buffer.isBuffer(a.dados)) throw badRequest('O anexo deve ser enviado como arquivo.');
  if (a.truncado || a.dados.length > ANEXO_MAX_BYTES) throw badRequest(`O anexo deve ter no máximo ${ANEXO_MAX_TEXTO}.`);
  if (a.dados.length === 0) throw badRequest('O anexo enviado está vazio.');
  const tipo = tipoPorAssinatura(a.dados);
  if (!tipo) throw badRequest('O anexo deve ser um arquivo PDF ou uma imagem (PNG ou JPEG).');
  // a photo is kept without its location (Exif, XMP, PNG text chunks...); one that does not parse is refused
  return { nome: nomeSeguro(a.nome, tipo), dados: semLocalizacao(a.dados, tipo), truncado: false, tipo };
}

/** A PDF only (staff answers): the same checks, and anything but a PDF refused. */
export function validarPdf(valor: unknown): (ArquivoRecebido & { tipo: 'application/pdf' }) | null {
  if (valor === undefined || valor === '') return null;
  const a = valor as Partial<ArquivoRecebido>;
  if (typeof valor !== 'object' || !a || !Buffer.isBuffer(a.dados)) throw badRequest('O anexo deve ser enviado como arquivo.');
  if (a.truncado || a.dados.length > ANEXO_MAX_BYTES) throw badRequest(`O anexo deve ter no máximo ${ANEXO_MAX_TEXTO}.`);
  if (a.dados.length === 0) throw badRequest('O anexo enviado está vazio.');
  if (tipoPorAssinatura(a.dados) !== 'application/pdf') throw badRequest('O anexo deve ser um arquivo PDF.');
  return { nome: nomeSeguro(a.nome, 'application/pdf'), dados: a.dados, truncado: false, tipo: 'application/pdf' };
}

export const sha256 = (dados: Buffer) => createHash('sha256').update(dados).digest('hex');

/** Headers of a file sent back for download: never shown inline, never sniffed, never cached by a shared cache. */
export function cabecalhosDeDownload(nome: string, tipo: string): Record<string, string> {
  return {
    'Content-Type': tipo,
    'Content-Disposition': `attachment; filename="anexo"; filename*=UTF-8''${encodeURIComponent(nome)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  };
}
