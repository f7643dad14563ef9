/**
 * The back office's account support (issue 21, item 2): find a person, see their account, sessions and recent
 * sign-ins, end the sessions, ask for a new password, and move a disputed CPF's login to its real owner. About
 * people, not processes: the role must hold for every process. Never a password hash or a session token here.
 */
import { Type, type Static } from 'typebox';

const Fechado = { additionalProperties: false } as const;
const Texto = Type.Union([Type.String(), Type.Null()]);

/** GET gestao/pessoas/busca?q=: a part of the name (accents and case ignored) or the whole CPF. */
export const BuscaPessoasQuery = Type.Object({ q: Type.String({ maxLength: 100 }), _dc: Type.Optional(Type.String({ maxLength: 30 })) }, Fechado);

export const ResumoConta = Type.Object(
  {
    /** 'CPF' or 'DOCUMENTO' (passport or RG). */
    loginTipo: Type.String(),
    /** False once the login moved to someone else: nothing signs this account in any more. */
    temLogin: Type.Boolean(),
    criadaEm: Type.String(),
    senhaAlteradaEm: Texto,
    superUsuario: Type.Boolean(),
    /** Staff asked for a new password: the next sign-in must set one. */
    senhaRedefinir: Type.Boolean(),
  },
  Fechado,
);
export type ResumoConta = Static<typeof ResumoConta>;

export const PessoaComConta = Type.Object(
  {
    pssFscCodigo: Type.Integer(),
    pssFscNome: Type.String(),
    pssFscCPF: Texto,
    pssFscPassaporte: Texto,
    pssFscDtNascimento: Texto,
    pssFscEmail: Texto,
    /** The CPF this record carried until staff moved it to its real owner. */
    pssFscCpfTransferido: Texto,
    conta: Type.Union([ResumoConta, Type.Null()]),
  },
  Fechado,
);
export type PessoaComConta = Static<typeof PessoaComConta>;

/** A session: an opaque short id (derived from, never revealing, the token), when it started, was last used, ends. */
export const SessaoDaConta = Type.Object({ id: Type.String(), criadaEm: Type.String(), ultimoUso: Type.String(), expiraEm: Type.String(), simulando: Type.Boolean() }, Fechado);
export type SessaoDaConta = Static<typeof SessaoDaConta>;

/** The outcomes the login app writes (server/db/schema/acesso.ts), as the screen says them. */
export const NOME_RESULTADO_ACESSO: Record<string, string> = {
  SUCESSO: 'Entrou',
  SENHA_INCORRETA: 'Senha incorreta',
  BLOQUEADO: 'Bloqueado (tentativas demais)',
  REDEFINICAO_EXIGIDA: 'Senha correta; nova senha exigida',
  SENHA_REDEFINIDA: 'Definiu nova senha e entrou',
};

/** `meio`: 'SENHA' (the local password) or 'OIDC' (Entrar com gov.br). */
export const AcessoDaConta = Type.Object({ em: Type.String(), origem: Type.String(), resultado: Type.String(), meio: Type.String() }, Fechado);
export type AcessoDaConta = Static<typeof AcessoDaConta>;

/** GET gestao/pessoas/:pssFscCodigo/conta */
export const ContaDaPessoa = Type.Object(
  {
    pessoa: PessoaComConta,
    sessoes: Type.Array(SessaoDaConta),
    acessos: Type.Array(AcessoDaConta),
    /** Why the caller may not change how this person signs in (a privileged person, or themselves), else null. */
    acessoRecusado: Texto,
  },
  Fechado,
);
export type ContaDaPessoa = Static<typeof ContaDaPessoa>;

const Justificativa = Type.String({ maxLength: 2000 });
export const AcaoNaConta = Type.Object({ justificativa: Justificativa }, Fechado);
export type AcaoNaConta = Static<typeof AcaoNaConta>;
export const TransferirLogin = Type.Object({ para: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), justificativa: Justificativa }, Fechado);
export type TransferirLogin = Static<typeof TransferirLogin>;

export const SessoesEncerradas = Type.Object({ sessoesEncerradas: Type.Integer(), senhaRedefinir: Type.Boolean() }, Fechado);
export type SessoesEncerradas = Static<typeof SessoesEncerradas>;

export const LoginTransferido = Type.Object(
  {
    de: Type.Integer(),
    para: Type.Integer(),
    /** The CPF (11 digits) that now signs the real owner in. */
    login: Type.String(),
    /**
     * A provisional password for the real owner, shown ONCE to the staff member who checked their identity in
     * person; the first sign-in with it must set a new one. Only its hash is kept.
     */
    senhaProvisoria: Type.String(),
    sessoesEncerradas: Type.Integer(),
  },
  Fechado,
);
export type LoginTransferido = Static<typeof LoginTransferido>;

/** What the screen says to someone whose role is scoped to one process. */
export const CONTAS_SO_PARA_TODOS = 'A gestão de contas trata de pessoas, não de processos: exige o papel de Atendimento, Gestor ou Administrador válido para todos os processos.';

/**
 * POST gestao/pessoas/:pssFscCodigo/alterar-email (issue 23): the person lost access to their e-mail and proved who
 * they are to staff; the new address gets a confirmation link, and password recovery uses it once confirmed.
 */
export const AlterarEmail = Type.Object({ email: Type.String({ maxLength: 200 }), justificativa: Justificativa }, Fechado);
export type AlterarEmail = Static<typeof AlterarEmail>;
export const EmailAlterado = Type.Object({ pssFscEmail: Type.String(), sessoesEncerradas: Type.Integer() }, Fechado);
export type EmailAlterado = Static<typeof EmailAlterado>;
