/**
 * The sign-in waiting for its second factor: after the password (or the OpenID provider) said who the person is,
 * no session exists yet; the code page carries this ticket, which proves the first step happened a moment ago.
 * Like the new-password ticket (../redefinicao.ts) nothing is stored: it is signed with the server key over the
 * account's current password hash, lasts TICKET_MS, and dies with the password. Holding it is worth nothing
 * without a code: every code typed with it counts against the account's limit.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MeioAcesso } from '../../db/schema/index.ts';

export const TICKET_MS = 10 * 60_000;

export interface EntradaPendente {
  contaCodigo: number;
  expira: number;
  meio: MeioAcesso;
  voltar: string;
  /** The provider's ID token (a sign-in through gov.br), for Sair's id_token_hint once the session starts. */
  idToken?: string;
}

const assinar = (chave: Buffer, corpo: string, senhaHash: string) => createHmac('sha256', chave).update(`segundo-fator.${corpo}.${senhaHash}`).digest('base64url');

export function emitirEntrada(chave: Buffer, senhaHash: string, e: Omit<EntradaPendente, 'expira'>, agora: Date): string {
  const corpo = Buffer.from(JSON.stringify({ ...e, expira: agora.getTime() + TICKET_MS })).toString('base64url');
  return `${corpo}.${assinar(chave, corpo, senhaHash)}`;
}

/** What a ticket says, unchecked (the signature needs the account's password hash: `entradaConfere`). */
export function lerEntrada(ticket: string, agora: Date): (EntradaPendente & { corpo: string; mac: string }) | null {
  const m = /^([\w-]{10,6000})\.([\w-]{43})$/.exec(ticket);
  if (!m) return null;
  try {
    const e = JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8')) as EntradaPendente;
    if (!Number.isInteger(e.contaCodigo) || typeof e.expira !== 'number' || typeof e.voltar !== 'string') return null;
    if (e.meio !== 'SENHA' && e.meio !== 'OIDC') return null;
    if (e.expira < agora.getTime() || e.expira > agora.getTime() + TICKET_MS) return null;
    return { ...e, corpo: m[1], mac: m[2] };
  } catch {
    return null;
  }
}

export function entradaConfere(chave: Buffer, t: { corpo: string; mac: string }, senhaHash: string): boolean {
  const esperado = Buffer.from(assinar(chave, t.corpo, senhaHash));
  const dado = Buffer.from(t.mac);
  return esperado.length === dado.length && timingSafeEqual(esperado, dado);
}
