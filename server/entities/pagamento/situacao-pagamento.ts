/**
 * The payment state of an enrolment (src/domain/pagamento-situacao.ts, the state the candidate's screens show) computed
 * by the database, for the back office's enrolment search and page, which read it over a whole process. The facts
 * are the shared SQL of entities/pagamento/inscricao-pagamento.ts (fee, received, exemption decision); the CASE is
 * paymentState written in SQL, in the same order. tests/api/gestao-inscricoes-pagamento.test.ts checks it against
 * paymentState on every combination of facts.
 */
import { SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PaymentState } from '../../../src/domain/pagamento-situacao.ts';
import { isencaoSql, recebidoSql, taxaSql } from './inscricao-pagamento.ts';

/** A column of the newest slip of the enrolment fee (appeal slips apart) of enrolment `i`. */
const ultimo = (i: SQL, coluna: string) =>
  sql`(SELECT b.${sql.identifier(coluna)} FROM ins_boleto b WHERE b."insPrcCodigo" = ${i}."insPrcCodigo" AND b."insPrcRcrCodigo" IS NULL ORDER BY b."insBltCriadoEm" DESC, b."insBltCodigo" DESC LIMIT 1)`;

/** The enrolment's own columns, when the caller has no alias to name (drizzle columns or SQL fragments). */
export interface ColunasDaInscricao {
  insPrcCodigo: AnyPgColumn | SQL;
  insCancelada: AnyPgColumn | SQL;
  insPrcSlcIsencao: AnyPgColumn | SQL;
}

/**
 * The payment state of enrolment `ins` on `hoje` (yyyy-mm-dd in São Paulo): one of PaymentState, as text. `ins` is
 * the alias (or table name) of ins_processo in the caller's query, or its three columns.
 */
export function situacaoPagamentoSql(ins: SQL | ColunasDaInscricao, hoje: string): SQL<PaymentState> {
  if (ins instanceof SQL) return casoPorAlias(ins, hoje);
  const k = sql`k`;
  return sql<PaymentState>`(SELECT ${casoPorAlias(k, hoje)} FROM (SELECT ${ins.insPrcCodigo} AS "insPrcCodigo", ${ins.insCancelada} AS "insCancelada", ${ins.insPrcSlcIsencao} AS "insPrcSlcIsencao") k)`;
}

function casoPorAlias(i: SQL, hoje: string): SQL<PaymentState> {
  return sql<PaymentState>`(SELECT CASE
      WHEN ${i}."insCancelada" THEN 'CANCELADA'
      WHEN coalesce(f.taxa, 0) = 0 THEN 'ISENTO'
      WHEN f.recebido >= f.taxa THEN 'PAGO'
      WHEN ${i}."insPrcSlcIsencao" AND f.isencao = 'DEFERIDA' THEN 'ISENCAO_DEFERIDA'
      WHEN ${i}."insPrcSlcIsencao" AND f.isencao IS NULL THEN 'ISENCAO_EM_ANALISE'
      WHEN f.ult_situacao = 'EMITIDO' AND f.ult_vencimento >= ${hoje}::date THEN 'EMITIDO'
      WHEN f.ult_situacao IN ('EMITIDO', 'VENCIDO') THEN 'VENCIDO'
      ELSE 'NAO_GERADO'
    END FROM (SELECT ${taxaSql(i)} AS taxa, ${recebidoSql(i)} AS recebido, ${isencaoSql(i)} AS isencao,
                     ${ultimo(i, 'insBltSituacao')} AS ult_situacao, ${ultimo(i, 'insBltDtVencimento')} AS ult_vencimento) f)`;
}
