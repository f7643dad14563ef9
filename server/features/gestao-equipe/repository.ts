/** The roles screen's reads and the locks its writes need (roles themselves are written by entities/equipe/equipe). */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { conta, papelEquipe, prcSeletivo, pssFisica } from '../../db/schema/index.ts';
import { NOME_PAPEL } from '../../entities/equipe/equipe.ts';
import type { PapelDaEquipe, PessoaParaPapel } from '../../../src/domain/wire/gestao-equipe.ts';

const concedente = alias(pssFisica, 'concedente');

/** Every role with its holder, its process and who granted it: the administrator's list. */
export async function listarPapeisDaEquipe(db: DbOrTx): Promise<PapelDaEquipe[]> {
  const rows = await db
    .select({
      papCodigo: papelEquipe.papCodigo,
      pssFscCodigo: papelEquipe.pssFscCodigo,
      pssFscNome: pssFisica.pssFscNome,
      pssFscCPF: pssFisica.pssFscCPF,
      papel: papelEquipe.papel,
      prcSltCodigo: papelEquipe.prcSltCodigo,
      prcSltDescricao: prcSeletivo.prcSltDescricao,
      concedidoEm: papelEquipe.concedidoEm,
      concedidoPorNome: concedente.pssFscNome,
    })
    .from(papelEquipe)
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, papelEquipe.pssFscCodigo))
    .leftJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, papelEquipe.prcSltCodigo))
    .leftJoin(concedente, eq(concedente.pssFscCodigo, papelEquipe.concedidoPor))
    .orderBy(asc(pssFisica.pssFscNome), asc(papelEquipe.papCodigo));
  return rows.map((r) => ({ ...r, nome: NOME_PAPEL[r.papel], concedidoEm: r.concedidoEm.toISOString() }));
}

/** A person by whole CPF (digits), with whether they have an account and the roles they hold. */
export async function pessoaPorCpf(db: DbOrTx, cpf: string): Promise<PessoaParaPapel | null> {
  const [p] = await db
    .select({ pssFscCodigo: pssFisica.pssFscCodigo, pssFscNome: pssFisica.pssFscNome, pssFscCPF: pssFisica.pssFscCPF, contaCodigo: conta.contaCodigo })
    .from(pssFisica)
    .leftJoin(conta, eq(conta.pssFscCodigo, pssFisica.pssFscCodigo))
    .where(eq(pssFisica.pssFscCPF, cpf));
  if (!p) return null;
  const papeis = await db
    .select({ papCodigo: papelEquipe.papCodigo, papel: papelEquipe.papel, prcSltCodigo: papelEquipe.prcSltCodigo })
    .from(papelEquipe)
    .where(eq(papelEquipe.pssFscCodigo, p.pssFscCodigo))
    .orderBy(asc(papelEquipe.papCodigo));
  return {
    pssFscCodigo: p.pssFscCodigo,
    pssFscNome: p.pssFscNome,
    pssFscCPF: p.pssFscCPF ?? cpf,
    temConta: p.contaCodigo !== null,
    papeis: papeis.map((r) => ({ ...r, nome: NOME_PAPEL[r.papel] })),
  };
}

/** The person a grant names: their name and whether they can sign in. */
export async function pessoaComConta(db: DbOrTx, pssFscCodigo: number) {
  const [p] = await db
    .select({ pssFscNome: pssFisica.pssFscNome, contaCodigo: conta.contaCodigo })
    .from(pssFisica)
    .leftJoin(conta, eq(conta.pssFscCodigo, pssFisica.pssFscCodigo))
    .where(eq(pssFisica.pssFscCodigo, pssFscCodigo));
  return p ?? null;
}

export async function processoExiste(db: DbOrTx, prcSltCodigo: number): Promise<boolean> {
  const [p] = await db.select({ c: prcSeletivo.prcSltCodigo }).from(prcSeletivo).where(eq(prcSeletivo.prcSltCodigo, prcSltCodigo));
  return !!p;
}

/** One role row with its holder's name (what a revocation records as "before"). */
export async function papelPorCodigo(db: DbOrTx, papCodigo: number) {
  const [r] = await db
    .select({ papCodigo: papelEquipe.papCodigo, pssFscCodigo: papelEquipe.pssFscCodigo, pssFscNome: pssFisica.pssFscNome, papel: papelEquipe.papel, prcSltCodigo: papelEquipe.prcSltCodigo })
    .from(papelEquipe)
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, papelEquipe.pssFscCodigo))
    .where(eq(papelEquipe.papCodigo, papCodigo));
  return r ?? null;
}

/**
 * Locks the administrator rows and counts them, inside the revocation's transaction: two administrators
 * revoking each other at once cannot both pass the "last administrator" check.
 */
export async function travarAdministradores(tx: DbOrTx): Promise<number> {
  const rows = await tx.select({ c: papelEquipe.papCodigo }).from(papelEquipe).where(eq(papelEquipe.papel, 'ADMINISTRADOR')).for('update');
  return rows.length;
}

/** True when the person already holds the role for exactly this scope. */
export async function jaTemPapel(db: DbOrTx, pssFscCodigo: number, papel: PapelDaEquipe['papel'], prcSltCodigo: number | null): Promise<boolean> {
  const [r] = await db
    .select({ c: papelEquipe.papCodigo })
    .from(papelEquipe)
    .where(and(eq(papelEquipe.pssFscCodigo, pssFscCodigo), eq(papelEquipe.papel, papel), prcSltCodigo === null ? sql`${papelEquipe.prcSltCodigo} IS NULL` : eq(papelEquipe.prcSltCodigo, prcSltCodigo)));
  return !!r;
}

/** The person's account for the second factor's screen: its code, super-user status and the person's name. */
export async function contaDaPessoa(db: DbOrTx, pssFscCodigo: number) {
  const [r] = await db
    .select({ contaCodigo: conta.contaCodigo, superUsuario: conta.superUsuario, pssFscNome: pssFisica.pssFscNome })
    .from(pssFisica)
    .innerJoin(conta, eq(conta.pssFscCodigo, pssFisica.pssFscCodigo))
    .where(eq(pssFisica.pssFscCodigo, pssFscCodigo));
  return r ?? null;
}
