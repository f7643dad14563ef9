/**
 * Money as it is (issue 39): the day's totals by origin — Pix charged, paid, divergent and refunded; boletos issued,
 * registered, rejected, paid at the bank and written off — and one slip's history, read from the facts each table
 * keeps (the slip, its charge, the Pix received, the remessas, its registration, the refunds, a manual record).
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { boletoRegistro, cnabRemessa, cnabRemessaBoleto, insBoleto, insProcesso, pgtManual, pixCobranca, pixDevolucao, pixRecebimento } from '../../db/schema/index.ts';

const noDia = (coluna: SQL | unknown, dia: string) => sql`to_char(${coluna} AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') = ${dia}`;
const pagoPorPix = sql`EXISTS (SELECT 1 FROM ${pixRecebimento} r WHERE r."insBltCodigo" = ${insBoleto.insBltCodigo} AND r."pixRcbSituacao" = 'APLICADO')`;

type Total = { n: number; v: number };
async function total(q: Promise<{ n: number; v: number }[]>): Promise<Total> {
  const [r] = await q;
  return { n: Number(r?.n ?? 0), v: Number(r?.v ?? 0) };
}
const contar = { n: sql<number>`count(*)::int`, v: sql<number>`coalesce(sum(${insBoleto.insBltValor}), 0)::int` };

export async function dinheiroDoDia(db: DbOrTx, dia: string) {
  const registro = (situacao: 'REGISTRADO' | 'REJEITADO' | 'BAIXADO') =>
    total(db.select(contar).from(boletoRegistro).innerJoin(insBoleto, eq(insBoleto.insBltCodigo, boletoRegistro.insBltCodigo)).where(and(eq(boletoRegistro.bltRegSituacao, situacao), noDia(boletoRegistro.bltRegAtualizadoEm, dia))));
  return {
    pix: {
      cobrado: await total(db.select(contar).from(pixCobranca).innerJoin(insBoleto, eq(insBoleto.insBltCodigo, pixCobranca.insBltCodigo)).where(noDia(pixCobranca.pixCobCriadaEm, dia))),
      pago: await total(
        db.select({ n: sql<number>`count(*)::int`, v: sql<number>`coalesce(sum(${pixRecebimento.pixRcbValor}), 0)::int` }).from(pixRecebimento).where(and(eq(pixRecebimento.pixRcbSituacao, 'APLICADO'), noDia(pixRecebimento.pixRcbHorario, dia))),
      ),
      divergente: await total(
        db
          .select({ n: sql<number>`count(*)::int`, v: sql<number>`coalesce(sum(${pixRecebimento.pixRcbValor}), 0)::int` })
          .from(pixRecebimento)
          .where(and(sql`${pixRecebimento.pixRcbMotivo} IS NOT NULL`, noDia(pixRecebimento.pixRcbHorario, dia))),
      ),
      devolvido: await total(
        db.select({ n: sql<number>`count(*)::int`, v: sql<number>`coalesce(sum(${pixDevolucao.pixDvlValor}), 0)::int` }).from(pixDevolucao).where(and(eq(pixDevolucao.pixDvlSituacao, 'DEVOLVIDO'), noDia(pixDevolucao.pixDvlConcluidaEm, dia))),
      ),
    },
    boleto: {
      emitido: await total(db.select(contar).from(insBoleto).where(and(eq(insBoleto.insBltForma, 'BOLETO'), noDia(insBoleto.insBltCriadoEm, dia)))),
      registrado: await registro('REGISTRADO'),
      rejeitado: await registro('REJEITADO'),
      pago: await total(db.select(contar).from(insBoleto).where(and(eq(insBoleto.insBltForma, 'BOLETO'), eq(insBoleto.insBltSituacao, 'PAGO'), noDia(insBoleto.insBltPagoEm, dia), sql`NOT ${pagoPorPix}`))),
      baixado: await registro('BAIXADO'),
    },
  };
}

/** The process of a slip (the staff guard's scope). */
export async function processoDoBoleto(db: DbOrTx, insBltCodigo: number): Promise<number | null> {
  const [r] = await db.select({ p: insProcesso.prcSltCodigo }).from(insBoleto).innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insBoleto.insPrcCodigo)).where(eq(insBoleto.insBltCodigo, insBltCodigo));
  return r?.p ?? null;
}

/** Everything that happened to a slip, as facts with their instants. */
export async function fatosDoSlip(db: DbOrTx, insBltCodigo: number) {
  const [slip] = await db.select().from(insBoleto).where(eq(insBoleto.insBltCodigo, insBltCodigo));
  if (!slip) return null;
  const [cobranca] = await db.select().from(pixCobranca).where(eq(pixCobranca.insBltCodigo, insBltCodigo));
  const recebidos = await db.select().from(pixRecebimento).where(eq(pixRecebimento.insBltCodigo, insBltCodigo)).orderBy(asc(pixRecebimento.pixRcbHorario));
  const devolucoes = recebidos.length ? await db.select().from(pixDevolucao).where(inArray(pixDevolucao.pixRcbE2eid, recebidos.map((r) => r.pixRcbE2eid))) : [];
  const remessas = await db
    .select({ seq: cnabRemessa.remSequencial, em: cnabRemessa.remEm, movimento: cnabRemessaBoleto.remBltMovimento })
    .from(cnabRemessaBoleto)
    .innerJoin(cnabRemessa, eq(cnabRemessa.remCodigo, cnabRemessaBoleto.remCodigo))
    .where(eq(cnabRemessaBoleto.insBltCodigo, insBltCodigo));
  const [registro] = await db.select().from(boletoRegistro).where(eq(boletoRegistro.insBltCodigo, insBltCodigo));
  const [manual] = await db.select().from(pgtManual).where(eq(pgtManual.insBltCodigo, insBltCodigo));
  return { slip, cobranca: cobranca ?? null, recebidos, devolucoes, remessas, registro: registro ?? null, manual: manual ?? null };
}
