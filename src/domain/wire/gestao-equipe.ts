/**
 * Wire contracts of the staff roles screen (issue 20): who holds which role, finding a person to grant one to,
 * granting and revoking. Dates are ISO instants.
 */
import { CodigoAnulavel } from './anulavel.ts';
import { Type, type Static } from 'typebox';
import { InteiroOuNulo, TextoOuNulo } from './envelope.ts';

export const PapelWire = Type.Union([Type.Literal('ADMINISTRADOR'), Type.Literal('GESTOR'), Type.Literal('ATENDIMENTO'), Type.Literal('LEITURA')]);
export type PapelWire = Static<typeof PapelWire>;

/** One role held by one person, as the roles screen lists it. */
export const PapelDaEquipe = Type.Object({
  papCodigo: Type.Integer(),
  pssFscCodigo: Type.Integer(),
  pssFscNome: Type.String(),
  /** The holder's CPF (11 digits), shown to the administrator only (the one role that reads this list). */
  pssFscCPF: TextoOuNulo,
  papel: PapelWire,
  /** The role's Portuguese name. */
  nome: Type.String(),
  /** null = every process. */
  prcSltCodigo: InteiroOuNulo,
  prcSltDescricao: TextoOuNulo,
  concedidoEm: Type.String(),
  concedidoPorNome: TextoOuNulo,
});
export type PapelDaEquipe = Static<typeof PapelDaEquipe>;

/** A person found by CPF for a grant: only people with an account can sign in and so hold a role. */
export const PessoaParaPapel = Type.Object({
  pssFscCodigo: Type.Integer(),
  pssFscNome: Type.String(),
  pssFscCPF: Type.String(),
  temConta: Type.Boolean(),
  /** The roles the person already holds. */
  papeis: Type.Array(Type.Object({ papCodigo: Type.Integer(), papel: PapelWire, nome: Type.String(), prcSltCodigo: InteiroOuNulo })),
});
export type PessoaParaPapel = Static<typeof PessoaParaPapel>;

/**
 * The second factor of a privileged person (issue 34 §2), as the administrator sees it: ATIVO (confirmed),
 * PENDENTE (the set-up was shown and never confirmed), NENHUM (never set up, or reset).
 */
export const SegundoFatorWire = Type.Union([Type.Literal('ATIVO'), Type.Literal('PENDENTE'), Type.Literal('NENHUM')]);
export type SegundoFatorWire = Static<typeof SegundoFatorWire>;

/** GET gestao/equipe/segundo-fator?pssFscCodigo=: whether the person signs in with a second factor, and its state. */
export const SegundoFatorDaPessoa = Type.Object({
  /** A staff role or super-user status: the person signs in with a second factor. */
  privilegiada: Type.Boolean(),
  superUsuario: Type.Boolean(),
  estado: SegundoFatorWire,
});
export type SegundoFatorDaPessoa = Static<typeof SegundoFatorDaPessoa>;
export const SegundoFatorQuery = Type.Object({ pssFscCodigo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });

/** POST gestao/equipe/segundo-fator/redefinir: an Administrador resets another person's second factor. */
export const RedefinirSegundoFatorBody = Type.Object(
  { pssFscCodigo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), justificativa: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false },
);
export type RedefinirSegundoFatorBody = Static<typeof RedefinirSegundoFatorBody>;
export const SegundoFatorRedefinido = Type.Object({ sessoesEncerradas: Type.Integer() }, { additionalProperties: false });
export type SegundoFatorRedefinido = Static<typeof SegundoFatorRedefinido>;

export const BuscaPessoaQuery = Type.Object({ cpf: Type.String({ maxLength: 20 }) }, { additionalProperties: false });

export const ConcederPapelBody = Type.Object(
  {
    pssFscCodigo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    papel: PapelWire,
    /** null = every process (the only scope an administrator may have). */
    prcSltCodigo: CodigoAnulavel(),
  },
  { additionalProperties: false },
);
export type ConcederPapelBody = Static<typeof ConcederPapelBody>;

export const PapelConcedidoWire = Type.Object({ papCodigo: Type.Integer() });
export type PapelConcedidoWire = Static<typeof PapelConcedidoWire>;
