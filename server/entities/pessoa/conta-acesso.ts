/**
 * How a person signs in, changed by someone else (issue 34, item 1): the one rule and the only writers.
 *
 * A staff account is the most valuable account in the product: whoever changes its e-mail, its password or its
 * login can take it over (change the e-mail, confirm it, ask "Esqueci minha senha", sign in, grant roles). So:
 * - a person who holds any staff role, or is a super user, is "privileged": only an Administrador changes how
 *   they sign in;
 * - nobody changes their own sign-in here: their e-mail and password change with their password, in "Login e
 *   Segurança" / "Dados Pessoais", like any person's.
 *
 * The rule lives in `autorizarMudancaDeAcesso`, and every writer below demands its product (an AcessoAutorizado
 * naming the person), so an action added tomorrow cannot change a sign-in without passing through the rule. The
 * back office's guard (server/plugins/equipe.ts) runs it for every route that declares `config.equipe.alteraAcessoDe`.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { conta, papelEquipe, pssFisica } from '../../db/schema/index.ts';
import { forbidden } from '../../http/envelope.ts';
import { type PapelConcedido, pode } from '../equipe/equipe.ts';
import { encerrarSessoesDaConta } from '../sessao/sessao.ts';

export const ACESSO_PRIVILEGIADO =
  'Esta pessoa faz parte da equipe da gestão ou é superusuário: só um Administrador pode alterar o acesso dela (e-mail, senha, sessões ou login).';
export const ACESSO_PROPRIO =
  'Você não pode alterar o próprio acesso por esta tela: troque seu e-mail ou sua senha em "Login e Segurança", com a sua senha.';

declare const marca: unique symbol;
/** Proof that the rule let `agente` change how each of `pessoas` signs in. Only `autorizarMudancaDeAcesso` makes one. */
export interface AcessoAutorizado {
  readonly agente: number;
  readonly pessoas: ReadonlySet<number>;
  readonly [marca]: true;
}

/** Holds a staff role (any, for any process) or is a super user. */
export async function pessoaPrivilegiada(db: DbOrTx, pssFscCodigo: number): Promise<boolean> {
  const [papel] = await db.select({ c: papelEquipe.papCodigo }).from(papelEquipe).where(eq(papelEquipe.pssFscCodigo, pssFscCodigo)).limit(1);
  if (papel) return true;
  const [su] = await db.select({ c: conta.contaCodigo }).from(conta).where(and(eq(conta.pssFscCodigo, pssFscCodigo), eq(conta.superUsuario, true))).limit(1);
  return !!su;
}

/** Why the rule refuses `agente` on `alvos`, or null when it lets them (the account screen says it up front). */
export async function recusaDeMudancaDeAcesso(
  db: DbOrTx,
  agente: { pssFscCodigo: number; papeis: readonly PapelConcedido[] },
  alvos: readonly number[],
): Promise<string | null> {
  if (alvos.includes(agente.pssFscCodigo)) return ACESSO_PROPRIO;
  // Administrador = the role that grants roles, which only exists for every process (server/entities/equipe/equipe.ts).
  if (pode(agente.papeis, 'papeis', null)) return null;
  for (const alvo of alvos) if (await pessoaPrivilegiada(db, alvo)) return ACESSO_PRIVILEGIADO;
  return null;
}

/**
 * The rule. `agente` is the staff member acting, with their roles; `alvos` every person whose sign-in the action
 * changes (a login transfer changes two). Throws 403 with the reason; else the proof the writers need.
 */
export async function autorizarMudancaDeAcesso(
  db: DbOrTx,
  agente: { pssFscCodigo: number; papeis: readonly PapelConcedido[] },
  alvos: readonly number[],
): Promise<AcessoAutorizado> {
  const recusa = await recusaDeMudancaDeAcesso(db, agente, alvos);
  if (recusa) throw forbidden(recusa);
  return { agente: agente.pssFscCodigo, pessoas: new Set(alvos) } as unknown as AcessoAutorizado;
}

/** The writers' own check: the proof must name the person (a proof for someone else is no proof). */
function exigir(aut: AcessoAutorizado | undefined, pssFscCodigo: number): void {
  if (!aut?.pessoas.has(pssFscCodigo)) throw forbidden(ACESSO_PRIVILEGIADO);
}

/** Ends every session of the person's account (closing the simulations they held): how many there were. */
export async function encerrarSessoesDaPessoa(tx: Tx, aut: AcessoAutorizado, pssFscCodigo: number, contaCodigo: number, agora: Date): Promise<number> {
  exigir(aut, pssFscCodigo);
  return encerrarSessoesDaConta(tx, contaCodigo, agora, pssFscCodigo);
}

/** "Nova senha na próxima entrada". */
export async function exigirNovaSenha(tx: Tx, aut: AcessoAutorizado, pssFscCodigo: number): Promise<void> {
  exigir(aut, pssFscCodigo);
  await tx.update(conta).set({ senhaRedefinir: true }).where(eq(conta.pssFscCodigo, pssFscCodigo));
}

/** The person's e-mail, set by staff (it still has to be confirmed by its link before recovery uses it). */
export async function trocarEmailDaPessoa(tx: Tx, aut: AcessoAutorizado, pssFscCodigo: number, email: string): Promise<void> {
  exigir(aut, pssFscCodigo);
  await tx.update(pssFisica).set({ pssFscEmail: email }).where(eq(pssFisica.pssFscCodigo, pssFscCodigo));
}

/**
 * The disputed CPF's writes (server/features/gestao-contas/transferencia.ts checks the case first): the old account
 * loses its login (and super-user status), the CPF moves from the old record to the owner's, the owner gets an
 * account signed in by that CPF with a provisional password to change at the first sign-in.
 */
export async function moverLoginCpf(
  tx: Tx,
  aut: AcessoAutorizado,
  m: { de: number; contaDe: number; para: number; cpf: string; cpfNoCadastroDe: boolean; cpfNoCadastroPara: boolean; senhaHash: string; agora: Date },
): Promise<{ contaCodigo: number }> {
  exigir(aut, m.de);
  exigir(aut, m.para);
  await tx.update(conta).set({ login: null, superUsuario: false, senhaRedefinir: false }).where(eq(conta.contaCodigo, m.contaDe));
  // The unique CPF index allows one holder: the old record lets it go before the owner's takes it.
  if (m.cpfNoCadastroDe) await tx.update(pssFisica).set({ pssFscCPF: null, pssFscCpfTransferido: m.cpf }).where(eq(pssFisica.pssFscCodigo, m.de));
  if (!m.cpfNoCadastroPara) await tx.update(pssFisica).set({ pssFscCPF: m.cpf }).where(eq(pssFisica.pssFscCodigo, m.para));
  const [nova] = await tx
    .insert(conta)
    .values({ pssFscCodigo: m.para, login: m.cpf, loginTipo: 'CPF', senhaHash: m.senhaHash, senhaRedefinir: true, criadaEm: m.agora })
    .returning({ contaCodigo: conta.contaCodigo });
  return nova;
}
