/**
 * Staff roles (the back office, issue 20): who may do what, on which process. The guard (server/plugins/equipe.ts),
 * the role screens and `npm run staff:grant` all read and write roles through here.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { papelEquipe, type Papel, pssFisica } from '../../db/schema/index.ts';

export type { Papel } from '../../db/schema/index.ts';

/**
 * What a staff action needs:
 * - ler: read processes, candidates and the audit trail, export (every role);
 * - atender: answer candidates (Atendimento, Gestor, Administrador);
 * - configurar: set up and change a process (Gestor, Administrador);
 * - criarProcesso: create a process from nothing or by cloning (Administrador, or Gestor of every process);
 * - papeis: grant and revoke roles (Administrador).
 */
export type Capacidade = 'ler' | 'atender' | 'configurar' | 'criarProcesso' | 'papeis';

const CAPACIDADES: Record<Papel, readonly Capacidade[]> = {
  ADMINISTRADOR: ['ler', 'atender', 'configurar', 'criarProcesso', 'papeis'],
  GESTOR: ['ler', 'atender', 'configurar', 'criarProcesso'],
  ATENDIMENTO: ['ler', 'atender'],
  LEITURA: ['ler'],
};

/** The Portuguese names the screens show. */
export const NOME_PAPEL: Record<Papel, string> = {
  ADMINISTRADOR: 'Administrador',
  GESTOR: 'Gestor do processo',
  ATENDIMENTO: 'Atendimento',
  LEITURA: 'Leitura',
};

export interface PapelConcedido {
  papel: Papel;
  /** null = every process. */
  prcSltCodigo: number | null;
}

/** A role held for one process only never creates processes (that needs the role for every process). */
function concede(p: PapelConcedido, cap: Capacidade, prcSltCodigo: number | null): boolean {
  if (!CAPACIDADES[p.papel].includes(cap)) return false;
  if (cap === 'criarProcesso' || cap === 'papeis') return p.prcSltCodigo === null;
  return p.prcSltCodigo === null || (prcSltCodigo !== null && p.prcSltCodigo === prcSltCodigo);
}

/** True when the roles allow `cap` on the process (null: an action about no single process). */
export function pode(papeis: readonly PapelConcedido[], cap: Capacidade, prcSltCodigo: number | null): boolean {
  return papeis.some((p) => concede(p, cap, prcSltCodigo));
}

/** True when some role allows `cap` on some process: the first gate of every staff route. */
export function podeEmAlgum(papeis: readonly PapelConcedido[], cap: Capacidade): boolean {
  return papeis.some((p) => CAPACIDADES[p.papel].includes(cap) && (p.prcSltCodigo === null || (cap !== 'criarProcesso' && cap !== 'papeis')));
}

/**
 * The processes `cap` reaches: null = all of them, else the list of codes (possibly empty). Staff lists filter
 * by it, so a Gestor of one process never sees another in a list.
 */
export function processosAlcancados(papeis: readonly PapelConcedido[], cap: Capacidade): number[] | null {
  const validos = papeis.filter((p) => CAPACIDADES[p.papel].includes(cap));
  if (validos.some((p) => p.prcSltCodigo === null)) return null;
  return [...new Set(validos.map((p) => p.prcSltCodigo!))];
}

export async function papeisDaPessoa(db: DbOrTx, pssFscCodigo: number): Promise<PapelConcedido[]> {
  return db
    .select({ papel: papelEquipe.papel, prcSltCodigo: papelEquipe.prcSltCodigo })
    .from(papelEquipe)
    .where(eq(papelEquipe.pssFscCodigo, pssFscCodigo))
    .orderBy(asc(papelEquipe.papCodigo));
}

/**
 * True when the person holds any staff role: the session call answers it so the menu can offer the back office
 * without calling a staff route on every page (one lookup on the (pssFscCodigo, ...) unique index).
 */
export async function temPapelDeEquipe(db: DbOrTx, pssFscCodigo: number): Promise<boolean> {
  const [row] = await db.select({ c: papelEquipe.papCodigo }).from(papelEquipe).where(eq(papelEquipe.pssFscCodigo, pssFscCodigo)).limit(1);
  return !!row;
}

export interface Concessao extends PapelConcedido {
  pssFscCodigo: number;
  concedidoPor: number | null;
  em: Date;
}

/** Grants a role; granting one the person already holds changes nothing. Returns the role's code. */
export async function concederPapel(db: DbOrTx, c: Concessao): Promise<{ papCodigo: number; novo: boolean }> {
  const [novo] = await db
    .insert(papelEquipe)
    .values({ pssFscCodigo: c.pssFscCodigo, papel: c.papel, prcSltCodigo: c.prcSltCodigo, concedidoPor: c.concedidoPor, concedidoEm: c.em })
    .onConflictDoNothing()
    .returning({ papCodigo: papelEquipe.papCodigo });
  if (novo) return { papCodigo: novo.papCodigo, novo: true };
  const escopo = c.prcSltCodigo === null ? isNull(papelEquipe.prcSltCodigo) : eq(papelEquipe.prcSltCodigo, c.prcSltCodigo);
  const [existente] = await db
    .select({ papCodigo: papelEquipe.papCodigo })
    .from(papelEquipe)
    .where(and(eq(papelEquipe.pssFscCodigo, c.pssFscCodigo), eq(papelEquipe.papel, c.papel), escopo));
  return { papCodigo: existente.papCodigo, novo: false };
}

export async function revogarPapel(db: DbOrTx, papCodigo: number): Promise<PapelConcedido & { pssFscCodigo: number } | null> {
  const [row] = await db
    .delete(papelEquipe)
    .where(eq(papelEquipe.papCodigo, papCodigo))
    .returning({ pssFscCodigo: papelEquipe.pssFscCodigo, papel: papelEquipe.papel, prcSltCodigo: papelEquipe.prcSltCodigo });
  return row ?? null;
}

/** Revokes the person's role `papel` in that scope (null: every process): the code of the role it was, or null when they had none. */
export async function revogarPapelDaPessoa(db: DbOrTx, pssFscCodigo: number, papel: Papel, prcSltCodigo: number | null): Promise<number | null> {
  const alvo = and(eq(papelEquipe.pssFscCodigo, pssFscCodigo), eq(papelEquipe.papel, papel), prcSltCodigo === null ? isNull(papelEquipe.prcSltCodigo) : eq(papelEquipe.prcSltCodigo, prcSltCodigo));
  const apagados = await db.delete(papelEquipe).where(alvo).returning({ papCodigo: papelEquipe.papCodigo });
  return apagados[0]?.papCodigo ?? null;
}

/** How many administrators remain: the last one is never revoked (nobody could grant roles again). */
export async function contarAdministradores(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(papelEquipe).where(eq(papelEquipe.papel, 'ADMINISTRADOR'));
  return row.n;
}

/** Every role with its holder's name, for the roles screen. */
export function listarPapeis(db: DbOrTx) {
  return db
    .select({
      papCodigo: papelEquipe.papCodigo,
      pssFscCodigo: papelEquipe.pssFscCodigo,
      pssFscNome: pssFisica.pssFscNome,
      papel: papelEquipe.papel,
      prcSltCodigo: papelEquipe.prcSltCodigo,
      concedidoEm: papelEquipe.concedidoEm,
    })
    .from(papelEquipe)
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, papelEquipe.pssFscCodigo))
    .orderBy(asc(pssFisica.pssFscNome), asc(papelEquipe.papCodigo));
}

/** Every role of the person withdrawn (an account erased by its owner: server/login/meus-dados.ts). */
export async function retirarPapeisDaPessoa(db: DbOrTx, pssFscCodigo: number): Promise<void> {
  await db.execute(sql`DELETE FROM papel_equipe WHERE "pssFscCodigo" = ${pssFscCodigo}`);
}
