/**
 * The password staff asked to be replaced (gestão de contas: conta.senhaRedefinir): after a correct password the
 * login app does not start a session; it shows "Defina uma nova senha" with a ticket that proves the password was
 * right a moment ago, and the session starts only once a new password is set.
 *
 * ticket = contaCodigo.expiry.HMAC(server key, contaCodigo.expiry.current password hash): nothing is stored, it
 * lasts REDEFINICAO_MS, and it dies with the password it was issued for (once the new one is set, or if staff
 * or the owner change it meanwhile), so it is used once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const REDEFINICAO_MS = 10 * 60_000;

const assinar = (chave: Buffer, contaCodigo: number, expira: number, senhaHash: string) =>
  createHmac('sha256', chave).update(`redefinir-senha.${contaCodigo}.${expira}.${senhaHash}`).digest('base64url');

export function emitirTicket(chave: Buffer, contaCodigo: number, senhaHash: string, agora: Date): string {
  const expira = agora.getTime() + REDEFINICAO_MS;
  return `${contaCodigo}.${expira}.${assinar(chave, contaCodigo, expira, senhaHash)}`;
}

/** The account a ticket names, if it could be valid at `agora` (its signature is checked by `ticketConfere`). */
export function contaDoTicket(ticket: string, agora: Date): { contaCodigo: number; expira: number; mac: string } | null {
  const m = /^(\d{1,10})\.(\d{13})\.([\w-]{43})$/.exec(ticket);
  if (!m) return null;
  const expira = Number(m[2]);
  if (expira < agora.getTime() || expira > agora.getTime() + REDEFINICAO_MS) return null;
  return { contaCodigo: Number(m[1]), expira, mac: m[3] };
}

export function ticketConfere(chave: Buffer, t: { contaCodigo: number; expira: number; mac: string }, senhaHash: string): boolean {
  const esperado = Buffer.from(assinar(chave, t.contaCodigo, t.expira, senhaHash));
  const dado = Buffer.from(t.mac);
  return esperado.length === dado.length && timingSafeEqual(esperado, dado);
}
