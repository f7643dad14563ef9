/**
 * Account support's reads: people with their account summary, an account's sessions and sign-ins, a CPF's holder.
 * The writes live in server/entities/pessoa/conta-acesso.ts (behind the privileged-target rule). Never selects a password
 * hash or a session token for an answer.
 */
import { createHash } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import type { AcessoDaConta, PessoaComConta, SessaoDaConta } from '../../../src/domain/wire/gestao-contas.ts';
import type { DbOrTx } from '../../db/client.ts';
import { acesso, conta, pssFisica, sessao } from '../../db/schema/index.ts';
import { nomeContem, ordemDoNome } from '../../entities/pessoa/pessoa.ts';

/** What a person and their account show (no senhaHash: it is never selected). */
const campos = {
  pssFscCodigo: pssFisica.pssFscCodigo,
  pssFscNome: pssFisica.pssFscNome,
  pssFscCPF: pssFisica.pssFscCPF,
  pssFscPassaporte: pssFisica.pssFscPassaporte,
  pssFscDtNascimento: pssFisica.pssFscDtNascimento,
  pssFscEmail: pssFisica.pssFscEmail,
  pssFscCpfTransferido: pssFisica.pssFscCpfTransferido,
  contaCodigo: conta.contaCodigo,
  login: conta.login,
  loginTipo: conta.loginTipo,
  criadaEm: conta.criadaEm,
  senhaAlteradaEm: conta.senhaAlteradaEm,
  superUsuario: conta.superUsuario,
  senhaRedefinir: conta.senhaRedefinir,
};

const pessoasComConta = (db: DbOrTx) => db.select(campos).from(pssFisica).leftJoin(conta, eq(conta.pssFscCodigo, pssFisica.pssFscCodigo));
type Linha = Awaited<ReturnType<ReturnType<typeof pessoasComConta>['execute']>>[number];

const paraWire = (r: Linha): PessoaComConta => ({
  pssFscCodigo: r.pssFscCodigo,
  pssFscNome: r.pssFscNome,
  pssFscCPF: r.pssFscCPF,
  pssFscPassaporte: r.pssFscPassaporte,
  pssFscDtNascimento: r.pssFscDtNascimento,
  pssFscEmail: r.pssFscEmail,
  pssFscCpfTransferido: r.pssFscCpfTransferido,
  conta:
    r.contaCodigo === null
      ? null
      : {
          loginTipo: r.loginTipo!,
          temLogin: r.login !== null,
          criadaEm: r.criadaEm!.toISOString(),
          senhaAlteradaEm: r.senhaAlteradaEm?.toISOString() ?? null,
          superUsuario: r.superUsuario!,
          senhaRedefinir: r.senhaRedefinir!,
        },
});

/** People whose name holds `q` (the trigram index), or whose CPF is `cpf`: at most 50, by name. */
export async function buscarPessoas(db: DbOrTx, filtro: { cpf: string } | { nome: string }): Promise<PessoaComConta[]> {
  const onde = 'cpf' in filtro ? eq(pssFisica.pssFscCPF, filtro.cpf) : nomeContem(filtro.nome);
  const rows = await pessoasComConta(db).where(onde).orderBy(asc(ordemDoNome()), asc(pssFisica.pssFscCodigo)).limit(50);
  return rows.map(paraWire);
}

/** The person with their account (and its internal code, for the writes), or null. */
export async function pessoaComConta(db: DbOrTx, pssFscCodigo: number) {
  const [r] = await pessoasComConta(db).where(eq(pssFisica.pssFscCodigo, pssFscCodigo));
  return r ? { wire: paraWire(r), contaCodigo: r.contaCodigo, login: r.login, loginTipo: r.loginTipo, pssFscCPF: r.pssFscCPF } : null;
}

/** An opaque short id of a session: a hash of its token's hash, cut short; it leads back to nothing. */
export const idDaSessao = (tokenHash: string) => createHash('sha256').update(`sessao-gestao:${tokenHash}`).digest('base64url').slice(0, 10);

export async function sessoesDaConta(db: DbOrTx, contaCodigo: number): Promise<SessaoDaConta[]> {
  const rows = await db
    .select({ tokenHash: sessao.tokenHash, criadaEm: sessao.criadaEm, ultimoUso: sessao.ultimoUso, expiraEm: sessao.expiraEm, simula: sessao.simulaPssFscCodigo })
    .from(sessao)
    .where(eq(sessao.contaCodigo, contaCodigo))
    .orderBy(desc(sessao.ultimoUso));
  return rows.map((r) => ({ id: idDaSessao(r.tokenHash), criadaEm: r.criadaEm.toISOString(), ultimoUso: r.ultimoUso.toISOString(), expiraEm: r.expiraEm.toISOString(), simulando: r.simula !== null }));
}

/** The person's newest sign-ins (any of their accounts), at most `limite`. */
export async function acessosDaPessoa(db: DbOrTx, pssFscCodigo: number, limite = 50): Promise<AcessoDaConta[]> {
  const rows = await db.select({ em: acesso.em, origem: acesso.origem, resultado: acesso.resultado, meio: acesso.meio }).from(acesso).where(eq(acesso.pssFscCodigo, pssFscCodigo)).orderBy(desc(acesso.em), desc(acesso.acsCodigo)).limit(limite);
  return rows.map((r) => ({ ...r, em: r.em.toISOString() }));
}

/** Another person holding this CPF on their record (the unique index allows one), other than `exceto`. */
export async function donoDoCpf(db: DbOrTx, cpf: string, exceto: number[]): Promise<{ pssFscCodigo: number; pssFscNome: string } | null> {
  const rows = await db.select({ pssFscCodigo: pssFisica.pssFscCodigo, pssFscNome: pssFisica.pssFscNome }).from(pssFisica).where(eq(pssFisica.pssFscCPF, cpf));
  return rows.find((r) => !exceto.includes(r.pssFscCodigo)) ?? null;
}
