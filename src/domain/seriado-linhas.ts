/** SPEC §3 "Quota ranking row", as the API computes it and the screen shows it. */
export interface ExamRawScore {
  prvCodigo: number;
  prvDescricao: string;
  pntCndPrvPntBruta: number;
}

export interface QuotaRankingRow {
  clsTpCota: string;
  crsPntPrmColocado: number;
  crsClsPrmColocado: number;
  crsPntUltColocado: number;
  crsClsUltColocado: number;
  actPrmColocado: ExamRawScore[];
  actUltColocado: ExamRawScore[];
}
