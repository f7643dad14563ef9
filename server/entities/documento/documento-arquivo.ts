/**
 * A supporting document's file on its way in and out (issue 27): read from the multipart stream with the type's
 * size limit (a declared Content-Length over it is refused before a byte is read), its kind found from its first
 * bytes by `file-type` (never its name or the browser's word) and refused as soon as those bytes are in, photos
 * rebuilt without any place that could carry a location (imagem-sem-local.ts; one that does not parse is refused),
 * and the headers that keep a file from ever running as active
 * content of the site's origin.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { FORMATOS_DOCUMENTO, type FormatoDocumento } from '../../db/schema/index.ts';
import { ApiError, badRequest } from '../../http/envelope.ts';
import { nomeSeguro } from './anexo.ts';
import { tamanhoTexto } from '../../../src/domain/tamanho-arquivo.ts';
import { semLocalizacao } from './imagem-sem-local.ts';

const ROTULO: Record<FormatoDocumento, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

/** 'PDF', 'PDF ou JPEG', 'PDF, JPEG ou PNG'. */
export function formatosTexto(formatos: readonly FormatoDocumento[]): string {
  const r = formatos.map((f) => ROTULO[f]);
  return r.length <= 1 ? (r[0] ?? '') : `${r.slice(0, -1).join(', ')} ou ${r.at(-1)}`;
}

export { tamanhoTexto };

export const mensagemTipoRecusado = (formatos: readonly FormatoDocumento[]) => `Tipo de arquivo não aceito. Envie um arquivo ${formatosTexto(formatos)}.`;
export const mensagemGrandeDemais = (maxBytes: number) => `O arquivo é maior que o permitido (máximo de ${tamanhoTexto(maxBytes)}).`;
export const ARQUIVO_VAZIO = 'O arquivo enviado está vazio.';
export const SEM_ARQUIVO = 'Escolha o arquivo a enviar.';
export const ENVIO_INTERROMPIDO = 'O envio foi interrompido antes do fim do arquivo. Nada foi guardado: envie o arquivo novamente.';

/** Room for the multipart envelope (boundary, part headers) around the file itself. */
const FOLGA_MULTIPART = 16 * 1024;
/** file-type reads at most this many bytes to decide. */
const BYTES_PARA_TIPO = 4100;

/** The file's kind from its first bytes, when it is one of ours; null otherwise. */
export async function formatoPorConteudo(inicio: Buffer): Promise<FormatoDocumento | null> {
  const t = await fileTypeFromBuffer(inicio);
  return t && (FORMATOS_DOCUMENTO as readonly string[]).includes(t.mime) ? (t.mime as FormatoDocumento) : null;
}

export interface ArquivoLido {
  nome: string;
  tipo: FormatoDocumento;
  dados: Buffer;
}

/**
 * Reads the one file of a multipart request within `maxBytes`, refusing (with the Portuguese message the candidate
 * reads) a declared length over the limit before reading, a kind not in `formatos` as soon as its first bytes
 * arrived, and a body that turns out larger than declared when it passes the limit.
 */
export async function lerArquivo(request: FastifyRequest, reply: FastifyReply, regra: { maxBytes: number; formatos: readonly FormatoDocumento[] }): Promise<ArquivoLido> {
  /** Refuses mid-body: the rest is not read (the parser stops being fed) and the connection closes after the answer. */
  const parar = (erro: ApiError) => {
    request.raw.unpipe();
    request.raw.pause();
    reply.header('Connection', 'close');
    return erro;
  };
  const declarado = Number(request.headers['content-length']);
  if (Number.isFinite(declarado) && declarado > regra.maxBytes + FOLGA_MULTIPART) throw new ApiError(413, mensagemGrandeDemais(regra.maxBytes));
  if (!request.isMultipart()) throw badRequest(SEM_ARQUIVO);
  const parte = await request.file({ limits: { fileSize: regra.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 }, throwFileSizeLimit: false }).catch(() => {
    throw badRequest(ENVIO_INTERROMPIDO);
  });
  if (!parte) throw badRequest(SEM_ARQUIVO);
  const pedacos: Buffer[] = [];
  let total = 0;
  let tipo: FormatoDocumento | null = null;
  // The parser would go on reading (and dropping) the rest of an oversized part: stop at the limit instead.
  let excedeu = false;
  parte.file.once('limit', () => {
    excedeu = true;
    parte.file.destroy();
  });
  try {
    for await (const pedaco of parte.file as AsyncIterable<Buffer>) {
      pedacos.push(pedaco);
      total += pedaco.length;
      if (tipo === null && total >= BYTES_PARA_TIPO) {
        tipo = await formatoPorConteudo(Buffer.concat(pedacos));
        if (!tipo || !regra.formatos.includes(tipo)) throw parar(badRequest(mensagemTipoRecusado(regra.formatos)));
      }
    }
  } catch (e) {
    // A body cut short (the connection dropped, a malformed form) is the sender's problem, not the server's.
    if (!excedeu) throw e instanceof ApiError ? e : badRequest(ENVIO_INTERROMPIDO);
  }
  if (excedeu || parte.file.truncated) throw parar(new ApiError(413, mensagemGrandeDemais(regra.maxBytes)));
  if (total === 0) throw badRequest(ARQUIVO_VAZIO);
  const dados = Buffer.concat(pedacos, total);
  tipo ??= await formatoPorConteudo(dados);
  if (!tipo || !regra.formatos.includes(tipo)) throw badRequest(mensagemTipoRecusado(regra.formatos));
  return { nome: nomeSeguro(parte.filename, tipo), tipo, dados: semLocalizacao(dados, tipo) };
}

/**
 * Headers of a document sent back: inline for the reviewer's viewer (PDF and images) but sandboxed — no script,
 * no form, no plugin, nothing fetched, a unique origin — or as a download; never sniffed, never cached.
 */
export function cabecalhosDoDocumento(nome: string, tipo: FormatoDocumento, modo: 'inline' | 'attachment'): Record<string, string> {
  const seguro = nome.replace(/[^\w.-]/g, '_');
  return {
    'Content-Type': tipo,
    'Content-Disposition': `${modo}; filename="${seguro}"; filename*=UTF-8''${encodeURIComponent(nome)}`,
    // frame-ancestors: the back office's viewer may frame it (the API's default forbids every frame).
    'Content-Security-Policy': "sandbox; default-src 'none'; frame-ancestors 'self'",
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'private, no-store',
  };
}
