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
