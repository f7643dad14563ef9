import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  prcSltArConhecimento,
  prcSltDfcCndApoio,
  prcSltLngEstrangeira,
  prcSltMncProva,
  prcSltModalidade,
  prcSltSerie,
  prcSltSetor,
  prcSltTpDivulgacao,
  prcSltTpEscolaridade,
} from './schema/index.ts';

/**
 * The lists a process offers its enrolment form, by the enrolment field that holds the chosen item's code:
 * the list's table, its code column, its process column and, for a list of described items (all but the exam
 * municipalities), its description column. The enrolment catalogue loads a process's codes from them
 * (features/inscricao/catalogo.ts); the seed fills them (seed/cadastros.ts).
 */
export const LOOKUPS = {
  prcSltMncPrvCodigo: [prcSltMncProva, prcSltMncProva.prcSltMncPrvCodigo, prcSltMncProva.prcSltCodigo],
  prcSltLngEstCodigo: [prcSltLngEstrangeira, prcSltLngEstrangeira.prcSltLngEstCodigo, prcSltLngEstrangeira.prcSltCodigo, prcSltLngEstrangeira.prcSltLngEstDescricao],
  prcSltMdlCodigo: [prcSltModalidade, prcSltModalidade.prcSltMdlCodigo, prcSltModalidade.prcSltCodigo, prcSltModalidade.prcSltMdlDescricao],
  prcSltSerCodigo: [prcSltSerie, prcSltSerie.prcSltSerCodigo, prcSltSerie.prcSltCodigo, prcSltSerie.prcSltSerDescricao],
  prcSltStrCodigo: [prcSltSetor, prcSltSetor.prcSltStrCodigo, prcSltSetor.prcSltCodigo, prcSltSetor.prcSltStrDescricao],
  prcSltArCnhCodigo: [prcSltArConhecimento, prcSltArConhecimento.prcSltArCnhCodigo, prcSltArConhecimento.prcSltCodigo, prcSltArConhecimento.prcSltArCnhDescricao],
  prcSltTpDvlCodigo: [prcSltTpDivulgacao, prcSltTpDivulgacao.prcSltTpDvlCodigo, prcSltTpDivulgacao.prcSltCodigo, prcSltTpDivulgacao.prcSltTpDvlDescricao],
  prcSltTpEscCodigo: [prcSltTpEscolaridade, prcSltTpEscolaridade.prcSltTpEscCodigo, prcSltTpEscolaridade.prcSltCodigo, prcSltTpEscolaridade.prcSltTpEscDescricao],
  prcSltDfcCndApoioCodigo: [prcSltDfcCndApoio, prcSltDfcCndApoio.prcSltDfcCndApoioCodigo, prcSltDfcCndApoio.prcSltCodigo, prcSltDfcCndApoio.prcSltDfcCndApoioDescricao],
} as const satisfies Record<string, readonly [PgTable, PgColumn, PgColumn, PgColumn?]>;

export type LookupName = keyof typeof LOOKUPS;
