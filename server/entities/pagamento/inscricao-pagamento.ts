/**
 * An enrolment's fee and payment facts as SQL over many enrolments at once (the back office's message filters
 * and exports): the same rules as the candidate's payment screen (server/features/pagamento/oferta.ts and
 * src/domain/pagamento-situacao.ts) — the fee is the highest fee among the chosen options, "pago" means what was
 * received covers it, an exemption counts once granted — written once so a filter and an export never disagree.
 * `i` is the alias of ins_processo in the caller's query.
 */
import { sql, type SQL } from 'drizzle-orm';

/** The three payment states a staff filter offers. */
export const PAGAMENTOS = ['pendente', 'pago', 'isento'] as const;
export type Pagamento = (typeof PAGAMENTOS)[number];

/** The fee (centavos) of enrolment `i`: the highest among its options; null when every option is exempt. */
export const taxaSql = (i: SQL) => sql`(SELECT max(o."opcVlrInscricao") FROM prc_slt_opcao so JOIN opcao o ON o."opcCodigo" = so."opcCodigo" WHERE so."insPrcCodigo" = ${i}."insPrcCodigo")`;

/** What was received for the enrolment fee (its slips and card payments marked paid; appeals apart). */
export const recebidoSql = (i: SQL) =>
  sql`(SELECT coalesce(sum(b."insBltValor"), 0)::int FROM ins_boleto b WHERE b."insPrcCodigo" = ${i}."insPrcCodigo" AND b."insPrcRcrCodigo" IS NULL AND b."insBltSituacao" = 'PAGO')`;

/** The staff's exemption decision of enrolment `i` (DEFERIDA, INDEFERIDA or null while under analysis). */
export const isencaoSql = (i: SQL) => sql`(SELECT e."insPrcIsnSituacao" FROM ins_prc_isencao e WHERE e."insPrcCodigo" = ${i}."insPrcCodigo")`;

/**
 * The condition "enrolment `i` is in payment state `p`": pago (the fee is covered), isento (no fee, or an
 * exemption granted and not paid anyway), pendente (everything else that has a fee: a slip to pay, expired, not
 * issued, an exemption still under analysis or refused).
 */
export function condicaoPagamento(i: SQL, p: Pagamento): SQL {
  const taxa = taxaSql(i);
  const pago = sql`(coalesce(${taxa}, 0) > 0 AND ${recebidoSql(i)} >= ${taxa})`;
  const semTaxa = sql`coalesce(${taxa}, 0) = 0`;
  const isencao = sql`(${i}."insPrcSlcIsencao" AND ${isencaoSql(i)} = 'DEFERIDA')`;
  if (p === 'pago') return pago;
  if (p === 'isento') return sql`(${semTaxa} OR (${isencao} AND NOT ${pago}))`;
  return sql`(NOT ${semTaxa} AND NOT ${pago} AND NOT coalesce(${isencao}, false))`;
}
