/**
 * The staff's second factor (issue 34 §2) and the OpenID links of privileged accounts (§3): the only writer of
 * segundo_fator, codigo_recuperacao and vinculo_oidc. The login app (server/login/segundo-fator/) signs in with
 * them, the roles screen (features/gestao-equipe) resets them.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { codigoRecuperacao, conta, segundoFator, vinculoOidc } from '../../db/schema/index.ts';
import { temPapelDeEquipe } from '../equipe/equipe.ts';

/** A staff role or super-user status: the accounts that sign in with a second factor. */
export async function contaPrivilegiada(db: DbOrTx, contaCodigo: number): Promise<boolean> {
  const [c] = await db.select({ pssFscCodigo: conta.pssFscCodigo, superUsuario: conta.superUsuario }).from(conta).where(eq(conta.contaCodigo, contaCodigo));
  if (!c) return false;
  return c.superUsuario || (await temPapelDeEquipe(db, c.pssFscCodigo));
}

export interface EstadoSegundoFator {
  segredo: string;
  confirmado: boolean;
  ultimoPasso: number;
}

export async function estadoSegundoFator(db: DbOrTx, contaCodigo: number): Promise<EstadoSegundoFator | null> {
  const [r] = await db.select().from(segundoFator).where(eq(segundoFator.contaCodigo, contaCodigo));
  return r ? { segredo: r.segredo, confirmado: r.confirmadoEm !== null, ultimoPasso: r.ultimoPasso } : null;
}

/**
 * The secret a set-up page shows: a new one replaces an unconfirmed one (a page reloaded, a set-up abandoned);
 * a confirmed one is never replaced here (only a reset by an Administrador removes it). Answers the secret kept.
 */
export async function iniciarConfiguracao(db: DbOrTx, contaCodigo: number, segredo: string, agora: Date): Promise<string> {
  const [r] = await db
    .insert(segundoFator)
    .values({ contaCodigo, segredo, criadoEm: agora })
    .onConflictDoUpdate({ target: segundoFator.contaCodigo, set: { segredo, criadoEm: agora }, setWhere: isNull(segundoFator.confirmadoEm) })
    .returning({ segredo: segundoFator.segredo });
  if (r) return r.segredo;
  const atual = await estadoSegundoFator(db, contaCodigo);
  return atual!.segredo;
}

/** Confirms the set-up with the step of the code just typed, and keeps the hashes of the new recovery codes. */
export async function confirmarConfiguracao(db: DbOrTx, contaCodigo: number, passo: number, hashes: readonly string[], agora: Date): Promise<boolean> {
  const [r] = await db
    .update(segundoFator)
    .set({ confirmadoEm: agora, ultimoPasso: passo })
    .where(and(eq(segundoFator.contaCodigo, contaCodigo), isNull(segundoFator.confirmadoEm)))
    .returning({ c: segundoFator.contaCodigo });
  if (!r) return false;
  await db.delete(codigoRecuperacao).where(eq(codigoRecuperacao.contaCodigo, contaCodigo));
  await db.insert(codigoRecuperacao).values(hashes.map((hash) => ({ contaCodigo, hash })));
  return true;
}

/**
 * Takes the time step of an accepted code, once: true only when it is later than every step accepted before
 * (one statement, so two requests with the same code at once cannot both pass — the replay of RFC 6238 §5.2).
 */
export async function aceitarPasso(db: DbOrTx, contaCodigo: number, passo: number): Promise<boolean> {
  const r = await db
    .update(segundoFator)
    .set({ ultimoPasso: passo })
    .where(and(eq(segundoFator.contaCodigo, contaCodigo), sql`${segundoFator.confirmadoEm} IS NOT NULL`, lt(segundoFator.ultimoPasso, passo)))
    .returning({ c: segundoFator.contaCodigo });
  return r.length === 1;
}

/** Spends a recovery code by its hash: true only the first time (one statement, no race). */
export async function gastarCodigoRecuperacao(db: DbOrTx, contaCodigo: number, hash: string, agora: Date): Promise<boolean> {
  const r = await db
    .update(codigoRecuperacao)
    .set({ usadoEm: agora })
    .where(and(eq(codigoRecuperacao.contaCodigo, contaCodigo), eq(codigoRecuperacao.hash, hash), isNull(codigoRecuperacao.usadoEm)))
    .returning({ c: codigoRecuperacao.contaCodigo });
  return r.length === 1;
}

export async function codigosRestantes(db: DbOrTx, contaCodigo: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(codigoRecuperacao)
    .where(and(eq(codigoRecuperacao.contaCodigo, contaCodigo), isNull(codigoRecuperacao.usadoEm)));
  return r.n;
}

/** Removes the second factor and its recovery codes (an Administrador's reset): the next sign-in sets one up again. */
export async function removerSegundoFator(db: DbOrTx, contaCodigo: number): Promise<{ confirmado: boolean } | null> {
  await db.delete(codigoRecuperacao).where(eq(codigoRecuperacao.contaCodigo, contaCodigo));
  const [r] = await db.delete(segundoFator).where(eq(segundoFator.contaCodigo, contaCodigo)).returning({ confirmadoEm: segundoFator.confirmadoEm });
  return r ? { confirmado: r.confirmadoEm !== null } : null;
}

/** The account a provider's subject was linked to by its owner, or null. */
export async function contaDoVinculo(db: DbOrTx, emissor: string, sujeito: string): Promise<number | null> {
  const [r] = await db.select({ c: vinculoOidc.contaCodigo }).from(vinculoOidc).where(and(eq(vinculoOidc.emissor, emissor), eq(vinculoOidc.sujeito, sujeito)));
  return r?.c ?? null;
}

export async function vinculoDaConta(db: DbOrTx, contaCodigo: number, emissor: string): Promise<string | null> {
  const [r] = await db.select({ s: vinculoOidc.sujeito }).from(vinculoOidc).where(and(eq(vinculoOidc.contaCodigo, contaCodigo), eq(vinculoOidc.emissor, emissor)));
  return r?.s ?? null;
}

/** Links the provider's subject to the account (a newer link of the same account to that provider replaces it). */
export async function vincularProvedor(db: DbOrTx, v: { contaCodigo: number; emissor: string; sujeito: string; agora: Date }): Promise<void> {
  await db.delete(vinculoOidc).where(and(eq(vinculoOidc.contaCodigo, v.contaCodigo), eq(vinculoOidc.emissor, v.emissor)));
  await db.delete(vinculoOidc).where(and(eq(vinculoOidc.emissor, v.emissor), eq(vinculoOidc.sujeito, v.sujeito)));
  await db.insert(vinculoOidc).values({ contaCodigo: v.contaCodigo, emissor: v.emissor, sujeito: v.sujeito, criadoEm: v.agora });
}

/** Everything of the second factor and the OpenID links of an account (the owner deleted their account, LGPD art. 18). */
export async function apagarDaConta(db: DbOrTx, contaCodigo: number): Promise<void> {
  await removerSegundoFator(db, contaCodigo);
  await db.delete(vinculoOidc).where(eq(vinculoOidc.contaCodigo, contaCodigo));
}
