/**
 * Whose account a CPF vouched for by the OpenID provider opens (issue 23 §3), in one transaction:
 *
 * 1. the account whose login is that CPF: that one (its local password keeps working);
 * 2. a person holding that CPF with no account (registered by staff, or an account moved away): an account is
 *    created for that person;
 * 3. nobody: a person (name and e-mail from the claims) and an account are created, the login being the CPF;
 * 4. collision, refused: the CPF is the login of a passport/RG account (`loginTipo` DOCUMENTO, written before
 *    passports were kept apart from CPFs), or it belongs to a person whose account signs in by passport/RG. That
 *    account is not opened by gov.br and no second account is made for the CPF: the person keeps signing in with
 *    the passport and its password, and staff (gestão de contas) decide whether it becomes a CPF account. The
 *    e-mail or the name alone never link anything.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conta, pssFisica } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { emailConfirmado, registrarEmailConfirmado } from './conta-email.ts';

export interface DadosDoProvedor {
  cpf: string;
  nome: string | null;
  email: string | null;
  /** The provider says it verified the e-mail (email_verified). */
  emailVerificado: boolean;
}

export type Vinculo =
  | { tipo: 'CONTA'; contaCodigo: number; pssFscCodigo: number; criada: boolean }
  | { tipo: 'COLISAO' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function vincularConta(db: DbOrTx, d: DadosDoProvedor, agora: Date): Promise<Vinculo> {
  const email = d.email && EMAIL.test(d.email) && d.email.length <= 200 ? d.email : null;
  const confirmadoEm = email && d.emailVerificado ? agora : null;
  const [porCpf] = await db.select({ contaCodigo: conta.contaCodigo, pssFscCodigo: conta.pssFscCodigo }).from(conta).where(and(eq(conta.loginTipo, 'CPF'), eq(conta.login, d.cpf)));
  if (porCpf) {
    await completarEmail(db, porCpf.pssFscCodigo, email, confirmadoEm);
    return { tipo: 'CONTA', ...porCpf, criada: false };
  }
  const [documento] = await db.select({ c: conta.contaCodigo }).from(conta).where(and(eq(conta.loginTipo, 'DOCUMENTO'), eq(conta.login, d.cpf)));
  if (documento) return { tipo: 'COLISAO' };
  const [pessoa] = await db
    .select({ pssFscCodigo: pssFisica.pssFscCodigo, contaCodigo: conta.contaCodigo, login: conta.login })
    .from(pssFisica)
    .leftJoin(conta, eq(conta.pssFscCodigo, pssFisica.pssFscCodigo))
    .where(eq(pssFisica.pssFscCPF, d.cpf));
  // An account that signs in by passport/RG, or one whose login staff took away: not gov.br's to open.
  if (pessoa && pessoa.contaCodigo !== null) return { tipo: 'COLISAO' };
  // Nobody will ever type this password: the person signs in through the provider, or sets one by password recovery.
  const senhaHash = await hashPassword(randomBytes(32).toString('base64url'));
  let pssFscCodigo = pessoa?.pssFscCodigo;
  if (pssFscCodigo === undefined) {
    const [nova] = await db
      .insert(pssFisica)
      .values({
        pssFscNome: (d.nome ?? '').trim().slice(0, 200) || 'Nome não informado',
        pssFscEmail: email,
        pssFscCPF: d.cpf,
        pssFscTpNacionalidade: 'B',
        // Like an account made at the entry screen: the enrolment form asks for the rest of the data.
        pssFscTemporaria: true,
        pssFscCriadoEm: agora,
      })
      .returning({ pssFscCodigo: pssFisica.pssFscCodigo });
    pssFscCodigo = nova.pssFscCodigo;
    if (email && confirmadoEm) await registrarEmailConfirmado(db, { pssFscCodigo, email, agora });
  } else {
    await completarEmail(db, pssFscCodigo, email, confirmadoEm);
  }
  const [nova] = await db.insert(conta).values({ pssFscCodigo, login: d.cpf, loginTipo: 'CPF', senhaHash, criadaEm: agora }).returning({ contaCodigo: conta.contaCodigo });
  return { tipo: 'CONTA', contaCodigo: nova.contaCodigo, pssFscCodigo, criada: true };
}

/**
 * An existing person keeps the e-mail they gave: the provider's fills it only when there is none, and confirms it
 * (server/entities/pessoa/conta-email.ts) when it is the person's address now and the provider verified it.
 */
async function completarEmail(db: DbOrTx, pssFscCodigo: number, email: string | null, confirmadoEm: Date | null) {
  if (!email) return;
  const [depois] = await db
    .update(pssFisica)
    .set({ pssFscEmail: sql`coalesce(${pssFisica.pssFscEmail}, ${email})` })
    .where(eq(pssFisica.pssFscCodigo, pssFscCodigo))
    .returning({ email: pssFisica.pssFscEmail });
  const atual = depois?.email?.trim();
  if (!confirmadoEm || !atual || atual.toLowerCase() !== email.toLowerCase()) return;
  if (!(await emailConfirmado(db, pssFscCodigo, atual))) await registrarEmailConfirmado(db, { pssFscCodigo, email: atual, agora: confirmadoEm });
}
