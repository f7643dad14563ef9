/**
 * The headers of every file the API sends back (issue 35 item 4): documents and attachments people uploaded,
 * exports, bank files, PDFs. One place says how a file is named — a plain ASCII `filename` any client reads and
 * the exact name in RFC 5987's `filename*` —, that it is never sniffed into something else, and that no shared
 * cache keeps it. A file someone uploaded is also sandboxed: no script, no form, no plugin, nothing fetched,
 * a unique origin, even if a browser were to render it as a page.
 */

export interface Download {
  /** The name the browser offers (any characters: the ASCII fallback is derived). */
  nome: string;
  /** Content-Type, with its charset when text. */
  tipo: string;
  /** 'attachment' (default) saves it; 'inline' shows it (a PDF in the browser's viewer, the reviewer's frame). */
  modo?: 'attachment' | 'inline';
  /** A file a person uploaded (not one the API generated): sandboxed and kept to this origin. */
  deTerceiros?: boolean;
}

/** The name as ASCII without quotes or path: what `filename=` can carry safely in every client. */
export const nomeAscii = (nome: string) => nome.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w.-]/g, '_') || 'arquivo';

/** RFC 5987 / 8187 ext-value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves but the grammar does not. */
const rfc5987 = (nome: string) => encodeURIComponent(nome).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function cabecalhosDeDownload(d: Download): Record<string, string> {
  const h: Record<string, string> = {
    'Content-Type': d.tipo,
    'Content-Disposition': `${d.modo ?? 'attachment'}; filename="${nomeAscii(d.nome)}"; filename*=UTF-8''${rfc5987(d.nome)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  };
  if (d.deTerceiros) {
    // frame-ancestors: the back office's viewer may frame it (the API's default forbids every frame).
    h['Content-Security-Policy'] = "sandbox; default-src 'none'; frame-ancestors 'self'";
    h['Cross-Origin-Resource-Policy'] = 'same-origin';
  }
  return h;
}
