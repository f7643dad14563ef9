/**
 * A process's daily reconciliation: per day (Horário de Brasília), the slips due (what may come in) against the
 * payments received, by origin (a bank return file, a Pix the PSP confirmed, a card, a payment recorded by hand, anything else such as
 * imported history); the day's payments one by one; and the period's totals — the fees owed by the enrolments that
 * owe one, what was received, what is still to receive — by the candidate payment screen's rules.
 */
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { feeText } from '../../../src/domain/money.ts';
import type { Conciliacao, DiaConciliacao } from '../../../src/domain/wire/gestao-pagamentos.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insBoleto, insPrcIsencao, insProcesso, pgtManual, pgtRetornoLinha, pixRecebimento, pssFisica } from '../../db/schema/index.ts';
import { taxaDaInscricao } from './repository.ts';

const diaPago = sql<string>`to_char(${insBoleto.insBltPagoEm} AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD')`;
const origem = sql<'retorno' | 'pix' | 'cartao' | 'manual' | 'outros'>`CASE
  WHEN ${pgtManual.pgtMnlCodigo} IS NOT NULL THEN 'manual'
  WHEN ${insBoleto.insBltForma} = 'CARTAO' THEN 'cartao'
  WHEN EXISTS (SELECT 1 FROM ${pixRecebimento} r WHERE r."insBltCodigo" = ${insBoleto.insBltCodigo} AND r."pixRcbSituacao" = 'APLICADO') THEN 'pix'
  WHEN EXISTS (SELECT 1 FROM ${pgtRetornoLinha} l WHERE l."insBltCodigo" = ${insBoleto.insBltCodigo} AND l."retLnhTipo" = 'PAGO') THEN 'retorno'
  ELSE 'outros' END`;

const soma = (quantidade: number, valor: number) => ({ quantidade, valor, valorTexto: feeText(valor) });
const vazio = (dia: string): DiaConciliacao => ({ dia, esperado: soma(0, 0), recebido: soma(0, 0), porOrigem: { retorno: soma(0, 0), pix: soma(0, 0), cartao: soma(0, 0), manual: soma(0, 0), outros: soma(0, 0) } });

const doProcesso = (prcSltCodigo: number) => eq(insProcesso.prcSltCodigo, prcSltCodigo);

export async function conciliacao(db: DbOrTx, prcSltCodigo: number, dia: string): Promise<Conciliacao> {
  const devidos = await db
    .select({ dia: insBoleto.insBltDtVencimento, n: sql<number>`count(*)::int`, v: sql<number>`coalesce(sum(${insBoleto.insBltValor}), 0)::int` })
    .from(insBoleto)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insBoleto.insPrcCodigo))
    .where(and(doProcesso(prcSltCodigo), ne(insBoleto.insBltSituacao, 'CANCELADO'), ne(insBoleto.insBltForma, 'CARTAO')))
    .groupBy(insBoleto.insBltDtVencimento);
  const pagos = await db
    .select({ dia: diaPago, origem, n: sql<number>`count(*)::int`, v: sql<number>`coalesce(sum(${insBoleto.insBltValor}), 0)::int` })
    .from(insBoleto)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insBoleto.insPrcCodigo))
    .leftJoin(pgtManual, eq(pgtManual.insBltCodigo, insBoleto.insBltCodigo))
    .where(and(doProcesso(prcSltCodigo), eq(insBoleto.insBltSituacao, 'PAGO'), isNotNull(insBoleto.insBltPagoEm)))
    .groupBy(diaPago, origem);
  const dias = new Map<string, DiaConciliacao>();
  const doDia = (d: string) => dias.get(d) ?? dias.set(d, vazio(d)).get(d)!;
  for (const r of devidos) doDia(r.dia).esperado = soma(Number(r.n), Number(r.v));
  for (const r of pagos) {
    const d = doDia(r.dia);
    d.porOrigem[r.origem] = soma(d.porOrigem[r.origem].quantidade + Number(r.n), d.porOrigem[r.origem].valor + Number(r.v));
    d.recebido = soma(d.recebido.quantidade + Number(r.n), d.recebido.valor + Number(r.v));
  }
  const doDiaPedido = dias.get(dia) ?? vazio(dia);

  const pagamentosDoDia = await db
    .select({
      insBltCodigo: insBoleto.insBltCodigo,
      insPrcCodigo: insBoleto.insPrcCodigo,
      pssFscNome: pssFisica.pssFscNome,
      forma: insBoleto.insBltForma,
      origem,
      valor: insBoleto.insBltValor,
      recurso: sql<boolean>`${insBoleto.insPrcRcrCodigo} IS NOT NULL`,
    })
    .from(insBoleto)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insBoleto.insPrcCodigo))
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
    .leftJoin(pgtManual, eq(pgtManual.insBltCodigo, insBoleto.insBltCodigo))
    .where(and(doProcesso(prcSltCodigo), eq(insBoleto.insBltSituacao, 'PAGO'), sql`${diaPago} = ${dia}`))
    .orderBy(insBoleto.insBltPagoEm, insBoleto.insBltCodigo)
    .limit(1000);

  // Per enrolment: its fee, what was received for it, and its exemption; classified as the payment screen does.
  const recebidoTaxa = sql<number>`(SELECT coalesce(sum(b."insBltValor"), 0)::int FROM ${insBoleto} b WHERE b."insPrcCodigo" = ${insProcesso.insPrcCodigo} AND b."insPrcRcrCodigo" IS NULL AND b."insBltSituacao" = 'PAGO')`;
  const f = db
    .select({ c: sql`${insProcesso.insCancelada}`.as('c'), t: sql`coalesce(${taxaDaInscricao}, 0)`.as('t'), r: sql`${recebidoTaxa}`.as('r'), d: sql`(${insProcesso.insPrcSlcIsencao} AND ${insPrcIsencao.insPrcIsnSituacao} = 'DEFERIDA')`.as('d') })
    .from(insProcesso)
    .leftJoin(insPrcIsencao, eq(insPrcIsencao.insPrcCodigo, insProcesso.insPrcCodigo))
    .where(doProcesso(prcSltCodigo))
    .as('f');
  const [p] = await db
    .select({
      canceladas: sql<number>`count(*) FILTER (WHERE f.c)::int`,
      isentas: sql<number>`count(*) FILTER (WHERE NOT f.c AND (f.t = 0 OR (f.d AND f.r < f.t)))::int`,
      pagas: sql<number>`count(*) FILTER (WHERE NOT f.c AND f.t > 0 AND f.r >= f.t)::int`,
      pendentes: sql<number>`count(*) FILTER (WHERE NOT f.c AND f.t > 0 AND f.r < f.t AND NOT coalesce(f.d, false))::int`,
      devidoN: sql<number>`count(*) FILTER (WHERE NOT f.c AND f.t > 0 AND (f.r >= f.t OR NOT coalesce(f.d, false)))::int`,
      devidoV: sql<number>`coalesce(sum(f.t) FILTER (WHERE NOT f.c AND f.t > 0 AND (f.r >= f.t OR NOT coalesce(f.d, false))), 0)::int`,
      aReceber: sql<number>`coalesce(sum(f.t - f.r) FILTER (WHERE NOT f.c AND f.t > 0 AND f.r < f.t AND NOT coalesce(f.d, false)), 0)::int`,
    })
    .from(f);
  const [rec] = await db
    .select({
      taxaN: sql<number>`count(*) FILTER (WHERE ${insBoleto.insPrcRcrCodigo} IS NULL)::int`,
      taxaV: sql<number>`coalesce(sum(${insBoleto.insBltValor}) FILTER (WHERE ${insBoleto.insPrcRcrCodigo} IS NULL), 0)::int`,
      recursoN: sql<number>`count(*) FILTER (WHERE ${insBoleto.insPrcRcrCodigo} IS NOT NULL)::int`,
      recursoV: sql<number>`coalesce(sum(${insBoleto.insBltValor}) FILTER (WHERE ${insBoleto.insPrcRcrCodigo} IS NOT NULL), 0)::int`,
    })
    .from(insBoleto)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insBoleto.insPrcCodigo))
    .where(and(doProcesso(prcSltCodigo), eq(insBoleto.insBltSituacao, 'PAGO')));
  const n = (x: unknown) => Number(x ?? 0);
  return {
    prcSltCodigo,
    dia: doDiaPedido,
    pagamentosDoDia: pagamentosDoDia.map((x) => ({ ...x, valorTexto: feeText(x.valor), recurso: Boolean(x.recurso) })),
    dias: [...dias.values()].sort((a, b) => a.dia.localeCompare(b.dia)),
    periodo: {
      devido: soma(n(p.devidoN), n(p.devidoV)),
      recebido: soma(n(rec.taxaN), n(rec.taxaV)),
      aReceber: { valor: n(p.aReceber), valorTexto: feeText(n(p.aReceber)) },
      inscricoes: { pagas: n(p.pagas), pendentes: n(p.pendentes), isentas: n(p.isentas), canceladas: n(p.canceladas) },
      recursos: soma(n(rec.recursoN), n(rec.recursoV)),
    },
  };
}
