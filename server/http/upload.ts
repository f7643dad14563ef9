/**
 * The one way a file comes in (issue 35 item 4). @fastify/multipart is registered once, for the whole app, and
 * reads nothing by itself: a route that takes a file says so in its `config.arquivo`, and its file is read here,
 * streamed and bounded by the route's own size limit — a declared Content-Length over it is refused before a byte
 * is read, a body that turns out larger when it passes the limit —, its kind found from its first bytes by
 * `file-type` (never its name or the browser's word) and refused as soon as those bytes are in. A multipart body
 * sent to any other route is refused (415) unread.
 *
 * Two shapes of route use it: a form with fields and one file (`config.arquivo` a RegraDoFormulario: read before
 * validation, the fields in `request.body`, the file in `request.arquivo`), and a route whose limit depends on
 * what it reads first (the supporting documents: `config.arquivo: 'no-manipulador'`, the handler calls
 * `lerArquivo` after its checks). What is kept of a file (a photo without its location) is the entities' rule.
 */
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest, type preHandlerAsyncHookHandler, type preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { tamanhoTexto } from '../../src/domain/tamanho-arquivo.ts';
import { ApiError, badRequest } from './envelope.ts';
import { camposInvalidos } from './gestao.ts';

/** What a file may be, by its bytes: the three binary kinds people send, and plain text (CSV, bank files). */
export type FormatoArquivo = 'application/pdf' | 'image/jpeg' | 'image/png' | 'text/plain';
const BINARIOS: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];
const ROTULO: Record<FormatoArquivo, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'text/plain': 'de texto' };

/** 'PDF', 'PDF ou JPEG', 'PDF, JPEG ou PNG'. */
export function formatosTexto(formatos: readonly FormatoArquivo[]): string {
  const r = formatos.map((f) => ROTULO[f]);
  return r.length <= 1 ? (r[0] ?? '') : `${r.slice(0, -1).join(', ')} ou ${r.at(-1)}`;
}

export type MotivoRecusa = 'ausente' | 'naoArquivo' | 'grande' | 'tipo' | 'vazio' | 'interrompido';

export interface RegraDeArquivo {
  maxBytes: number;
  formatos: readonly FormatoArquivo[];
  /** The name kept when the sender gave none (default 'anexo.pdf', 'anexo.png', ...). */
  nomePadrao?: string;
  /** The route's own words for a refusal; the others are the defaults below. */
  recusas?: Partial<Record<MotivoRecusa, () => ApiError>>;
}

/** A form with text fields and (at most) one file. */
export interface RegraDoFormulario extends RegraDeArquivo {
  /** The form field that carries the file. */
  campo: string;
  /** Without it the request goes on (`request.arquivo` null); otherwise refused as 'ausente'. */
  opcional?: boolean;
  /** The text fields the form may carry: how many, and the longest. */
  campos: { quantos: number; tamanho: number };
}

export interface ArquivoLido {
  nome: string;
  tipo: FormatoArquivo;
  dados: Buffer;
}

export const SEM_ARQUIVO = 'Escolha o arquivo a enviar.';
export const ARQUIVO_VAZIO = 'O arquivo enviado está vazio.';
export const ENVIO_INTERROMPIDO = 'O envio foi interrompido antes do fim do arquivo. Nada foi guardado: envie o arquivo novamente.';
export const mensagemTipoRecusado = (formatos: readonly FormatoArquivo[]) => `Tipo de arquivo não aceito. Envie um arquivo ${formatosTexto(formatos)}.`;
export const mensagemGrandeDemais = (maxBytes: number) => `O arquivo é maior que o permitido (máximo de ${tamanhoTexto(maxBytes)}).`;

/** The refusal a sender reads: the route's own words, or these. */
export function recusa(regra: RegraDeArquivo, motivo: MotivoRecusa): ApiError {
  const propria = regra.recusas?.[motivo];
  if (propria) return propria();
  switch (motivo) {
    case 'grande':
      return new ApiError(413, mensagemGrandeDemais(regra.maxBytes));
    case 'tipo':
      return badRequest(mensagemTipoRecusado(regra.formatos));
    case 'vazio':
      return badRequest(ARQUIVO_VAZIO);
    case 'interrompido':
      return badRequest(ENVIO_INTERROMPIDO);
    default:
      return badRequest(SEM_ARQUIVO);
  }
}

/**
 * A back-office form's text file (a CSV, a bank file) in the field 'arquivo', each refusal the field's message as
 * the staff screens show them: `escolha` when none came (or, with `vazioComoAusente`, an empty one).
 */
export function regraDoArquivoDeTexto(o: { maxBytes: number; escolha: string; nomePadrao?: string; vazioComoAusente?: boolean }): RegraDoFormulario {
  const campo = (m: string) => () => camposInvalidos({ arquivo: m });
  return {
    campo: 'arquivo',
    campos: { quantos: 2, tamanho: 1024 },
    maxBytes: o.maxBytes,
    formatos: ['text/plain'],
    nomePadrao: o.nomePadrao,
    recusas: {
      ausente: campo(o.escolha),
      naoArquivo: campo(o.escolha),
      grande: campo(`Arquivo: até ${tamanhoTexto(o.maxBytes)}.`),
      vazio: campo(o.vazioComoAusente ? o.escolha : 'Arquivo: o arquivo enviado está vazio.'),
      tipo: campo('Arquivo: envie um arquivo de texto, não uma planilha, um PDF ou uma imagem.'),
      interrompido: campo('Arquivo: o envio foi interrompido antes do fim do arquivo. Nada foi guardado: envie o arquivo novamente.'),
    },
  };
}

/** file-type decides from at most this many bytes. */
const BYTES_PARA_TIPO = 4100;
/** Room for the multipart envelope (boundary, part headers) around the file itself. */
const FOLGA_MULTIPART = 16 * 1024;
/** Bytes text may hold besides printable ones: tab, line feed, form feed, carriage return, DOS end of file. */
const CONTROLE_DE_TEXTO = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x1a]);

/**
 * The file's kind from its first bytes: a kind file-type knows (only PDF, JPEG and PNG are ours), or text when
 * file-type knows none and no control byte shows it is binary; null otherwise.
 */
export async function formatoPorConteudo(inicio: Buffer): Promise<FormatoArquivo | null> {
  const t = await fileTypeFromBuffer(inicio);
  if (t) return BINARIOS.includes(t.mime) ? (t.mime as FormatoArquivo) : null;
  return inicio.subarray(0, BYTES_PARA_TIPO).every((b) => b >= 0x20 || CONTROLE_DE_TEXTO.has(b)) ? 'text/plain' : null;
}

const EXTENSAO: Record<FormatoArquivo, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'text/plain': 'txt' };

/** A file name safe to store and to send back: no path, no control characters, at most 120 characters. */
export function nomeSeguro(nome: string | undefined, tipo: FormatoArquivo, padrao = `anexo.${EXTENSAO[tipo]}`): string {
  const base = (nome ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const limpo = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim().slice(-120);
  return limpo || padrao;
}

/** A declared length over `teto`: refused before a byte of the body is read. */
function conferirTamanhoDeclarado(request: FastifyRequest, regra: RegraDeArquivo, teto: number) {
  const declarado = Number(request.headers['content-length']);
  if (Number.isFinite(declarado) && declarado > teto) throw recusa(regra, 'grande');
}

/** Refusing mid-body: the rest is not read (the parser stops being fed) and the connection closes after the answer. */
function pararDeLer(request: FastifyRequest, reply: FastifyReply) {
  return (erro: ApiError) => {
    request.raw.unpipe();
    request.raw.pause();
    reply.header('Connection', 'close');
    return erro;
  };
}

/** Reads one file part to its end within the rule, or refuses as soon as it can tell. */
async function lerParte(parte: MultipartFile, regra: RegraDeArquivo, parar: (e: ApiError) => ApiError): Promise<ArquivoLido> {
  const pedacos: Buffer[] = [];
  let total = 0;
  let tipo: FormatoArquivo | null = null;
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
        if (!tipo || !regra.formatos.includes(tipo)) throw parar(recusa(regra, 'tipo'));
      }
    }
  } catch (e) {
    // A body cut short (the connection dropped, a malformed form) is the sender's problem, not the server's.
    if (!excedeu) throw e instanceof ApiError ? e : recusa(regra, 'interrompido');
  }
  if (excedeu || parte.file.truncated) throw parar(recusa(regra, 'grande'));
  if (total === 0) throw recusa(regra, 'vazio');
  const dados = Buffer.concat(pedacos, total);
  tipo ??= await formatoPorConteudo(dados);
  if (!tipo || !regra.formatos.includes(tipo)) throw recusa(regra, 'tipo');
  return { nome: nomeSeguro(parte.filename, tipo, regra.nomePadrao), tipo, dados };
}

/**
 * Reads the one file of a multipart request whose only part is the file (a route with
 * `config.arquivo: 'no-manipulador'`, once it knows the rule).
 */
export async function lerArquivo(request: FastifyRequest, reply: FastifyReply, regra: RegraDeArquivo): Promise<ArquivoLido> {
  conferirTamanhoDeclarado(request, regra, regra.maxBytes + FOLGA_MULTIPART);
  if (!request.isMultipart()) throw recusa(regra, 'ausente');
  const parte = await request.file({ limits: { fileSize: regra.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 }, throwFileSizeLimit: false }).catch(() => {
    throw recusa(regra, 'interrompido');
  });
  if (!parte) throw recusa(regra, 'ausente');
  return lerParte(parte, regra, pararDeLer(request, reply));
}

/** A multipart error of the parser's limits (too many parts or fields) goes to the error handler as it is. */
const limiteDoParser = (e: unknown) => typeof (e as { code?: unknown })?.code === 'string' && (e as { code: string }).code.startsWith('FST_');

/**
 * preValidation of a form route: a multipart body becomes `request.body` (its text fields) and `request.arquivo`
 * (the file, read by lerParte); a form-encoded one keeps its body, and a text value in the file's field is refused.
 * A missing file is refused later (exigirArquivo), once the route's guards have spoken.
 */
function lerFormulario(regra: RegraDoFormulario): preValidationAsyncHookHandler {
  return async function lerFormulario(request, reply) {
    if (!request.isMultipart()) {
      const corpo = request.body as Record<string, unknown> | undefined;
      const valor = corpo?.[regra.campo];
      if (valor !== undefined && valor !== '') throw recusa(regra, 'naoArquivo');
      if (corpo && regra.campo in corpo) delete corpo[regra.campo];
      return;
    }
    conferirTamanhoDeclarado(request, regra, regra.maxBytes + FOLGA_MULTIPART + regra.campos.quantos * regra.campos.tamanho);
    const parar = pararDeLer(request, reply);
    const corpo: Record<string, string | string[]> = {};
    const limits = { fileSize: regra.maxBytes, files: 1, fields: regra.campos.quantos, fieldSize: regra.campos.tamanho, parts: regra.campos.quantos + 1, headerPairs: 100 };
    try {
      for await (const parte of request.parts({ limits })) {
        if (parte.type === 'file') {
          if (parte.fieldname !== regra.campo) throw parar(badRequest('Este formulário não recebe arquivo no campo enviado.'));
          request.arquivo = await lerParte(parte, regra, parar);
        } else if (parte.fieldname === regra.campo) {
          if (parte.value !== '') throw parar(recusa(regra, 'naoArquivo'));
        } else {
          const v = String(parte.value);
          const antes = corpo[parte.fieldname];
          corpo[parte.fieldname] = antes === undefined ? v : Array.isArray(antes) ? [...antes, v] : [antes, v];
        }
      }
    } catch (e) {
      if (e instanceof ApiError || limiteDoParser(e)) throw e;
      throw recusa(regra, 'interrompido');
    }
    request.body = corpo;
  };
}

/**
 * preHandler of a form route whose file is required: a request without one is refused after the route's own guards
 * (a staff member outside the process is told 403 first, as for any other field the handler would refuse).
 */
function exigirArquivo(regra: RegraDoFormulario): preHandlerAsyncHookHandler {
  return async function exigirArquivo(request) {
    if (!request.arquivo) throw recusa(regra, 'ausente');
  };
}

const refusarMultipart: preValidationAsyncHookHandler = async function semArquivo(request) {
  if (request.isMultipart()) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE('multipart/form-data');
};

/**
 * Registered once by the app, before the features: multipart for every route (its parser only marks the request),
 * and each route given its reader — a form route's, none for the handler-read route, a refusal for all others.
 */
export const uploadPlugin = fp(async (app: FastifyInstance) => {
  // The parser's own ceilings; each route reads with its tighter limits. A file over its limit is not the
  // parser's error: lerParte answers it with the route's words.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false, limits: { files: 1, parts: 20, headerPairs: 100 } });
  app.decorateRequest('arquivo', null);
  app.addHook('onRoute', (route) => {
    const regra = route.config?.arquivo;
    if (regra === 'no-manipulador') return;
    const lista = <T>(h: T | T[] | undefined): T[] => (h === undefined ? [] : Array.isArray(h) ? h : [h]);
    route.preValidation = [...lista(route.preValidation), regra ? lerFormulario(regra) : refusarMultipart];
    if (regra && !regra.opcional) route.preHandler = [...lista(route.preHandler), exigirArquivo(regra)];
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    /** The file of a form route (`config.arquivo`), read and checked; null when none came. */
    arquivo: ArquivoLido | null;
  }
  interface FastifyContextConfig {
    /** A route that takes a file: the form's rule, or 'no-manipulador' when its handler reads it (lerArquivo). */
    arquivo?: RegraDoFormulario | 'no-manipulador';
  }
}
