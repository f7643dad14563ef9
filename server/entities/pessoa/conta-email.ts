/**
 * The person's e-mail as the login application vouches for it (issue 23): whether the current address is
 * confirmed, and queuing a confirmation link for it. Shared by the login app (Dados Pessoais, resend) and the
 * account creation of the entry screen (features/pessoa).
 *
 * A confirmation row per address sent: the address is confirmed when a row with that address has
 * confirmadoEm. The link's token is HMAC(server key, "confirmacao-email.<cfeCodigo>"): the mail queue rebuilds it
 * when it sends, and the table keeps only its SHA-256.
 */
import { createHash, createHmac } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { confirmacaoEmail, pssFisica } from '../../db/schema/index.ts';
import { enfileirarEmail } from '../mensagem/fila-email.ts';

/** The kind of queued e-mail carrying the link (email_pendente.tipo; referencia = cfeCodigo). */
export const CONFIRMACAO_EMAIL = 'confirmacao-email';
/** How long a confirmation link works: a week (the candidate may read it days later; enrolling never waits for it). */
export const CONFIRMACAO_VALIDADE_MS = 7 * 24 * 3600_000;

export const tokenDaConfirmacao = (chave: Buffer, cfeCodigo: number) => createHmac('sha256', chave).update(`confirmacao-email.${cfeCodigo}`).digest('base64url');
export const sha256 = (texto: string) => createHash('sha256').update(texto).digest('base64url');

/** True when `email` (compared lower-cased and trimmed) is a confirmed address of the person. */
export async function emailConfirmado(db: DbOrTx, pssFscCodigo: number, email: string | null | undefined): Promise<boolean> {
  if (!email?.trim()) return false;
  const [row] = await db
    .select({ c: confirmacaoEmail.cfeCodigo })
    .from(confirmacaoEmail)
    .where(and(eq(confirmacaoEmail.pssFscCodigo, pssFscCodigo), sql`lower(${confirmacaoEmail.email}) = lower(${email.trim()})`, isNotNull(confirmacaoEmail.confirmadoEm)))
    .limit(1);
  return Boolean(row);
}

/**
 * Queues a confirmation link for `email` in the caller's transaction (so it is never sent for a change that
 * rolled back). The caller kicks the mail queue after the commit.
 */
export async function pedirConfirmacaoEmail(tx: DbOrTx, chave: Buffer, p: { pssFscCodigo: number; email: string; agora: Date; origem: string }): Promise<number> {
  const [row] = await tx
    .insert(confirmacaoEmail)
    .values({ pssFscCodigo: p.pssFscCodigo, email: p.email.trim(), tokenHash: '-', criadoEm: p.agora, expiraEm: new Date(p.agora.getTime() + CONFIRMACAO_VALIDADE_MS) })
    .returning({ cfeCodigo: confirmacaoEmail.cfeCodigo });
  await tx.update(confirmacaoEmail).set({ tokenHash: sha256(tokenDaConfirmacao(chave, row.cfeCodigo)) }).where(eq(confirmacaoEmail.cfeCodigo, row.cfeCodigo));
  await enfileirarEmail(tx, { tipo: CONFIRMACAO_EMAIL, referencia: row.cfeCodigo, origem: p.origem, agora: p.agora });
  return row.cfeCodigo;
}

/**
 * The origin of links that open a door (confirmation, password recovery): the configured public origin; without
 * one (the demo), the request's host only when it is this machine — a forged Host header never sends someone a
 * link to another site.
 */
export function origemDosLinks(publicOrigin: string, port: number, request: { protocol: string; headers: { host?: string } }): string {
  if (publicOrigin) return publicOrigin;
  const host = request.headers.host ?? '';
  return /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/.test(host) ? `${request.protocol}://${host}` : `http://localhost:${port}`;
}

/** Resends per person and hour: enough for a mistyped inbox, too few to flood someone's mailbox. */
export const REENVIOS_POR_HORA = 5;
export const chaveDoLimiteDeReenvio = (pssFscCodigo: number) => `confirmacao-email:${pssFscCodigo}`;

/**
 * Queues a new confirmation for the person's current address, within the hourly limit (Dados Pessoais and the
 * process list's "reenviar"); the caller's `dentroDoLimite` counts the request (REENVIOS_POR_HORA). `enviado`: a link was queued (the caller kicks the mail queue).
 */
export async function reenviarConfirmacao(db: DbOrTx, chave: Buffer, p: { pssFscCodigo: number; agora: Date; origem: string }, dentroDoLimite: () => Promise<boolean>) {
  const [person] = await db.select({ email: pssFisica.pssFscEmail }).from(pssFisica).where(eq(pssFisica.pssFscCodigo, p.pssFscCodigo));
  const email = person?.email?.trim();
  if (!email) return { ok: false, status: 400, enviado: false, message: 'Cadastre um e-mail antes de pedir a confirmação.' } as const;
  if (await emailConfirmado(db, p.pssFscCodigo, email)) return { ok: true, status: 200, enviado: false, message: 'Este e-mail já está confirmado.' } as const;
  if (!(await dentroDoLimite())) {
    return { ok: false, status: 429, enviado: false, message: 'Você já pediu vários links nesta hora. Aguarde e verifique também a caixa de spam.' } as const;
  }
  await db.transaction((tx) => pedirConfirmacaoEmail(tx, chave, { pssFscCodigo: p.pssFscCodigo, email, agora: p.agora, origem: p.origem }));
  return { ok: true, status: 200, enviado: true, message: `Enviamos um novo link de confirmação para ${email}.` } as const;
}

/**
 * Records `email` as already confirmed for the person: an address vouched for elsewhere (an OpenID Connect
 * provider's verified e-mail claim, the demo seed). No link is sent.
 */
export async function registrarEmailConfirmado(db: DbOrTx, p: { pssFscCodigo: number; email: string; agora: Date }): Promise<void> {
  await db.insert(confirmacaoEmail).values({ pssFscCodigo: p.pssFscCodigo, email: p.email.trim(), tokenHash: '-', criadoEm: p.agora, expiraEm: p.agora, confirmadoEm: p.agora });
}

/** The link was followed: the address is confirmed from `agora`. */
export async function marcarEmailConfirmado(tx: DbOrTx, cfeCodigo: number, agora: Date): Promise<void> {
  await tx.update(confirmacaoEmail).set({ confirmadoEm: agora }).where(and(eq(confirmacaoEmail.cfeCodigo, cfeCodigo)));
}
