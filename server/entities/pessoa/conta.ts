/**
 * The login account (conta) and what hangs on it — its sign-in log (acesso), password-recovery requests, e-mail
 * confirmations, the record of its erasure — written here only (issue 35, item 1). The login application, the
 * enrolment's account creation and the person's own "Meus dados" call these; how staff change someone's sign-in
 * is ./conta-acesso.ts, gov.br's accounts ./conta-oidc.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contarApagadas } from '../../db/limpeza-em-lote.ts';
import { acesso, conta, contaExclusao, type MeioAcesso, pssFisica, type ResultadoAcesso } from '../../db/schema/index.ts';
import type { LoginNormalizado } from '../../../src/domain/documento-login.ts';

/** Creates a temporary person (the enrolment form asks for the rest) and the login account that signs them in. */
export async function createTemporaryPerson(
  db: DbOrTx,
  p: { cpf: string | null; passaporte: string | null; rg: string | null; nome: string; email: string; nascimento: string | null; login: LoginNormalizado; senhaHash: string; now: Date },
) {
  const [person] = await db
    .insert(pssFisica)
    .values({
      pssFscNome: p.nome,
      pssFscEmail: p.email,
      pssFscCPF: p.cpf,
      pssFscPassaporte: p.passaporte,
      pssFscRG: p.rg,
      pssFscDtNascimento: p.nascimento,
      pssFscTpNacionalidade: p.cpf ? 'B' : 'E',
      pssFscTemporaria: true,
      pssFscCriadoEm: p.now,
    })
    .returning({ pssFscCodigo: pssFisica.pssFscCodigo });
  const [account] = await db
    .insert(conta)
    .values({ pssFscCodigo: person.pssFscCodigo, login: p.login.login, loginTipo: p.login.tipo, senhaHash: p.senhaHash, criadaEm: p.now })
    .returning({ contaCodigo: conta.contaCodigo });
  return { pssFscCodigo: person.pssFscCodigo, contaCodigo: account.contaCodigo };
}

export async function updatePassword(db: DbOrTx, contaCodigo: number, senhaHash: string, now: Date) {
  // A new password, chosen by its owner, answers any request staff made for one.
  await db.update(conta).set({ senhaHash, senhaAlteradaEm: now, senhaRedefinir: false }).where(eq(conta.contaCodigo, contaCodigo));
}

/**
 * One sign-in attempt on an existing account, for the staff's account support screen (gestão de contas): when,
 * from where, what came of it. Never what was typed.
 */
export async function registrarAcesso(db: DbOrTx, a: { contaCodigo: number; pssFscCodigo: number; em: Date; origem: string; resultado: ResultadoAcesso; meio?: MeioAcesso }) {
  await db.insert(acesso).values(a);
}

/** What the person's name becomes; the RG keeps the row within pss_fisica_documento (a person has a document). */
export const NOME_EXCLUIDA = 'Conta excluída';
const RG_EXCLUIDA = 'CONTA EXCLUÍDA';

/** The person's row locked until the transaction ends: an erasure checks for enrolments under it. */
export async function travarPessoa(db: DbOrTx, pessoa: number): Promise<void> {
  await db.execute(sql`SELECT 1 FROM pss_fisica WHERE "pssFscCodigo" = ${pessoa} FOR UPDATE`);
}

/**
 * The person's data erased, the rows other tables reference kept (the audit trail, simulations, sign-ins of staff
 * who acted): every nullable column of pss_fisica emptied, the name replaced, the account left with no login and
 * no usable password, and what exists only about the account here (recovery requests, sign-ins, e-mail
 * confirmations) deleted. The caller deletes the rest its owners keep (sessions, messages, idempotency keys,
 * roles: server/login/meus-dados.ts) in the same transaction.
 */
export async function anonimizarConta(db: DbOrTx, pessoa: number, contaCodigo: number): Promise<void> {
  const r = (await db.execute(sql`SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'pss_fisica' AND is_nullable = 'YES'`)) as unknown as { rows: { column_name: string }[] };
  const anular = r.rows.filter((c) => c.column_name !== 'pssFscRG').map((c) => sql`${sql.identifier(c.column_name)} = NULL`);
  // One statement: the row never lacks a document, even between two updates (pss_fisica_documento).
  await db.execute(sql`UPDATE pss_fisica SET ${sql.join(anular, sql`, `)}, "pssFscNome" = ${NOME_EXCLUIDA}, "pssFscRG" = ${RG_EXCLUIDA}, "pssFscVncInterno" = false, "pssFscTemporaria" = false
     WHERE "pssFscCodigo" = ${pessoa}`);
  // '!' is no argon2 hash: no password ever verifies against it.
  await db.update(conta).set({ login: null, senhaHash: '!', superUsuario: false, senhaRedefinir: false }).where(eq(conta.contaCodigo, contaCodigo));
  await db.execute(sql`DELETE FROM recuperacao_senha WHERE "contaCodigo" = ${contaCodigo}`);
  await db.execute(sql`DELETE FROM acesso WHERE "pssFscCodigo" = ${pessoa}`);
  await db.execute(sql`DELETE FROM confirmacao_email WHERE "pssFscCodigo" = ${pessoa}`);
}

/** The erasure's own record (when, from where): kept after the person's data is gone. */
export async function registrarExclusao(db: DbOrTx, e: { pssFscCodigo: number; excluidaEm: Date; origem: string }): Promise<void> {
  await db.insert(contaExclusao).values(e);
}

/** The housekeeping's batch (server/plugins/limpeza.ts): sign-ins older than $1. */
export const LIMPEZA_ACESSOS = contarApagadas('limpeza_acessos', 'acesso', '"acsCodigo"', 'em < $1::timestamptz');
