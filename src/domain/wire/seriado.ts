/**
 * The serial (Seriado) exam simulation (SPEC §3 "Serial score row", §7 cnsSmlSeriado and cnsClsPorCota):
 * scores as numbers, the specific-exam flag as 'T'/'F'.
 */
import { Type, type Static } from 'typebox';
import { NumeroOuNulo as NullableNum, TextoOuNulo, TF } from './envelope.ts';

const Num = Type.Number();

export const SerialScoreRow = Type.Object({
  etpCodigo: Type.Integer(),
  etpDescricao: Type.String(),
  prvCodigo: Type.Integer(),
  prvDescricao: Type.String(),
  prvValorizacao: Num,
  prvEspecifica: TF,
  pntCndPrvPntBrtSeriado1: NullableNum,
  pntCndPrvPntBrtSeriado2: NullableNum,
  pntCndPrvPntPdrSeriado1: NullableNum,
  pntCndPrvPntPdrSeriado2: NullableNum,
  pntCndPrvPntPdrMedia: Num,
  pntCndPrvPntPdrFinal: Num,
  cndCrsClassificacao: Type.Integer(),
  /** With the process's ranking rules saved (issue 36 item 6): aprovado / espera / eliminado, and why eliminated. */
  cndCrsSituacao: Type.Optional(TextoOuNulo),
  cndCrsMotivo: Type.Optional(TextoOuNulo),
  crsDescricao: Type.String(),
  cmpDescricao: TextoOuNulo,
});

export const ExamRawScore = Type.Object({ prvCodigo: Type.Integer(), prvDescricao: Type.String(), pntCndPrvPntBruta: Num });
export const QuotaRankingRow = Type.Object({
  clsTpCota: Type.String(),
  crsPntPrmColocado: Num,
  crsClsPrmColocado: Type.Integer(),
  crsPntUltColocado: Num,
  crsClsUltColocado: Type.Integer(),
  actPrmColocado: Type.Array(ExamRawScore),
  actUltColocado: Type.Array(ExamRawScore),
});
export type SerialScoreRow = Static<typeof SerialScoreRow>;
export type ExamRawScore = Static<typeof ExamRawScore>;
export type QuotaRankingRow = Static<typeof QuotaRankingRow>;
