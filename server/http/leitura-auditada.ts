/**
 * Reads the audit trail records — a staff member opening a sensitive file, an export or a PDF with health, race or
 * income data (issue 34, item 4: nothing changes on a GET). The screen asks with a POST (CSRF-checked like every
 * write), which writes the trail row (and any state the opening changes) in one transaction and answers a link:
 * the GET address of the bytes with a short-lived token signed with the reports' key (server/http/relatorios.ts),
 * bound to the person, the session that asked, and exactly what was recorded (the row, the columns). The GET
 * behind the link only checks the token and sends the bytes: a link or an <img> on another site, which the
 * browser sends with the cookies but without the token, is refused and writes nothing.
 *
 * The token is not single-use: spending it would be a write on a GET. Its short life and its session bound it
 * instead: the reviewer's own page may load the same image twice in those two minutes (one recorded view).
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from './envelope.ts';
import { assinarToken, chaveRelatorios, idSessaoRelatorio, verificarToken } from './relatorios.ts';

/** Enough for the page to follow the link it just received; too short to keep or pass one around. */
export const LINK_DE_LEITURA_SEGUNDOS = 120;
export const LINK_DE_LEITURA_INVALIDO = 'Este endereço expirou ou não foi aberto pela tela da gestão. Volte à tela e abra o arquivo novamente.';

/** Report tipos match /^[a-z][a-z0-9-]+$/: a ':' keeps the two kinds of token from ever opening each other. */
const tipoDoToken = (tipo: string) => `leitura:${tipo}`;

const mesmosParametros = (a: Record<string, string>, b: Record<string, string>) => {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
};

/**
 * The link for a read just recorded: `caminho` (the GET's path under /sgps/, its query included) with the token
 * appended. `params` are what the GET must match (e.g. the document's code, the export's columns).
 */
export async function linkDeLeitura(request: FastifyRequest, tipo: string, params: Record<string, string>, caminho: string): Promise<{ url: string; expiraEm: string }> {
  const auth = request.auth!;
  const app = request.server;
  const exp = Math.floor(app.clock().getTime() / 1000) + LINK_DE_LEITURA_SEGUNDOS;
  const token = assinarToken(await chaveRelatorios(app.db), {
    pssFscCodigo: auth.realPssFscCodigo,
    tipo: tipoDoToken(tipo),
    params,
    exp,
    contaCodigo: auth.contaCodigo,
    sessao: idSessaoRelatorio(auth.tokenHash),
  });
  return { url: `${caminho}${caminho.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`, expiraEm: new Date(exp * 1000).toISOString() };
}

/** Throws 403 unless `token` was issued by linkDeLeitura to this person, in this session, for exactly `params`. */
export async function exigirLinkDeLeitura(request: FastifyRequest, tipo: string, params: Record<string, string>, token: string | undefined): Promise<void> {
  const auth = request.auth;
  const app = request.server;
  const c = token && auth ? verificarToken(await chaveRelatorios(app.db), token, app.clock()) : null;
  const valido =
    c !== null &&
    c.tipo === tipoDoToken(tipo) &&
    c.pssFscCodigo === auth!.realPssFscCodigo &&
    c.contaCodigo === auth!.contaCodigo &&
    c.sessao === idSessaoRelatorio(auth!.tokenHash) &&
    mesmosParametros(c.params, params);
  if (!valido) throw new ApiError(403, LINK_DE_LEITURA_INVALIDO, LINK_DE_LEITURA_INVALIDO);
}
