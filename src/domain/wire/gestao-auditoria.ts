/**
 * Wire contract of the audit trail (issue 20): who did what, when, from where, to which row, why, and the row
 * before and after. Secrets never travel (the API strips password, token and hash fields at any depth).
 */
import { Type, type Static } from 'typebox';
import { InteiroOuNulo, TextoOuNulo } from './envelope.ts';

export const AuditoriaQuery = Type.Object(
  {
    /** The process's trail; without it, the whole trail (staff who read every process only). */
    prcSltCodigo: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    entidade: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    chave: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    start: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type AuditoriaQuery = Static<typeof AuditoriaQuery>;

export const LinhaAuditoria = Type.Object({
  audCodigo: Type.Integer(),
  /** ISO instant. */
  em: Type.String(),
  autorPssFscCodigo: Type.Integer(),
  autorNome: Type.String(),
  /** The person a simulated write acted for, when there was one. */
  titularNome: TextoOuNulo,
  /** The client address, or the command line a staff command ran from. */
  origem: Type.String(),
  /** The code as recorded ('gestao:processo.salvar'). */
  acao: Type.String(),
  /** The same in Portuguese, or the code when it is not known. */
  acaoDescricao: Type.String(),
  entidade: TextoOuNulo,
  entidadeNome: TextoOuNulo,
  chave: TextoOuNulo,
  justificativa: TextoOuNulo,
  prcSltCodigo: InteiroOuNulo,
  antes: Type.Unknown(),
  depois: Type.Unknown(),
});
export type LinhaAuditoria = Static<typeof LinhaAuditoria>;

/** The entities the filter offers (those found in the process's trail). */
export const EntidadeAuditada = Type.Object({ entidade: Type.String(), nome: Type.String() });
export type EntidadeAuditada = Static<typeof EntidadeAuditada>;
