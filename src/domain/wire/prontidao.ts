/**
 * Wire contracts of a process's phases and readiness (issue 37 items 1 and 2): GET gestao/processos/:p/prontidao
 * answers the phase, the timeline, the next step and its items; a step refused for readiness answers 409 with the
 * same items in `data.prontidao`.
 */
import { Type, type Static } from 'typebox';

export const PendenciaWire = Type.Object({
  codigo: Type.String(),
  texto: Type.String(),
  /** The screen that fixes it (src/domain/prontidao.ts TelaDaPendencia). */
  tela: Type.String(),
  bloqueia: Type.Boolean(),
  contornavel: Type.Boolean(),
});
export type PendenciaWire = Static<typeof PendenciaWire>;

export const ProntidaoProcesso = Type.Object({
  prcSltCodigo: Type.Integer(),
  fase: Type.String(),
  nomeFase: Type.String(),
  detalhe: Type.String(),
  fases: Type.Array(Type.Object({ fase: Type.String(), nome: Type.String(), estado: Type.Union([Type.Literal('concluida'), Type.Literal('atual'), Type.Literal('futura')]) })),
  /** The next step (null: archived). */
  passo: Type.Union([Type.String(), Type.Null()]),
  nomePasso: Type.Union([Type.String(), Type.Null()]),
  pendencias: Type.Array(PendenciaWire),
  /** Deferred enrolments and how many of them lack an exam municipality (the seating's bulk fix). */
  deferidasSemMunicipio: Type.Integer(),
  /** Candidates who would be told by the next step (its confirmation says how many). */
  afetados: Type.Integer(),
});
export type ProntidaoProcesso = Static<typeof ProntidaoProcesso>;
