import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginar } from '../../http/pagina.ts';
import { inscricaoDaPessoa } from '../../entities/inscricao/inscricao.ts';
import { boletoRegistro, insBoleto, pixCobranca, insPrcIsencao, insPrcIsnAnexo, insPrcIsnPedido, insPrcRecurso, insProcesso, opcao, prcSeletivo, prcSltOpcao, pssFisica } from '../../db/schema/index.ts';
import type { ResourceDef } from '../../http/pesquisa.ts';

export type Boleto = typeof insBoleto.$inferSelect;
export type NovoBoleto = typeof insBoleto.$inferInsert;

/** Everything the payment rules need about one of the caller's enrolments; null for anyone else's. */
export async function contexto(db: DbOrTx, insPrcCodigo: number, pssFscCodigo: number, lock = false) {
  const q = db
    .select({ ins: insProcesso, processo: prcSeletivo, pssFscNome: pssFisica.pssFscNome, pssFscCPF: pssFisica.pssFscCPF })
    .from(insProcesso)
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
    .where(inscricaoDaPessoa(pssFscCodigo, { insPrcCodigo }));
  const [row] = lock ? await q.for('update', { of: insProcesso }) : await q;
  if (!row) return null;
  const opcoes = await db
    .select({ opcVlrInscricao: opcao.opcVlrInscricao, opcPgtBoleto: opcao.opcPgtBoleto, opcPgtPix: opcao.opcPgtPix, opcPgtCartao: opcao.opcPgtCartao })
    .from(prcSltOpcao)
    .innerJoin(opcao, eq(opcao.opcCodigo, prcSltOpcao.opcCodigo))
    .where(eq(prcSltOpcao.insPrcCodigo, insPrcCodigo));
  const [isencao] = await db.select().from(insPrcIsencao).where(eq(insPrcIsencao.insPrcCodigo, insPrcCodigo));
  const [pedidoIsencao] = await db.select().from(insPrcIsnPedido).where(eq(insPrcIsnPedido.insPrcCodigo, insPrcCodigo));
  const [{ documentos }] = await db.select({ documentos: sql<number>`count(*)::int` }).from(insPrcIsnAnexo).where(eq(insPrcIsnAnexo.insPrcCodigo, insPrcCodigo));
  const slips = await slipsDaTaxa(db, insPrcCodigo);
  return { ...row, opcoes, isencao: isencao ?? null, pedidoIsencao: pedidoIsencao ?? null, documentosIsencao: Number(documentos), slips, cobrancas: await cobrancasDosSlips(db, slips), registros: await registrosDosSlips(db, slips) };
}
export type Contexto = NonNullable<Awaited<ReturnType<typeof contexto>>>;

/** The Pix charges (API Pix) of these slips, by slip. */
export async function cobrancasDosSlips(db: DbOrTx, slips: { insBltCodigo: number }[]) {
  if (!slips.length) return new Map<number, typeof pixCobranca.$inferSelect>();
  const rows = await db.select().from(pixCobranca).where(inArray(pixCobranca.insBltCodigo, slips.map((s) => s.insBltCodigo)));
  return new Map(rows.map((r) => [r.insBltCodigo, r]));
}

/** The boletos' registrations with the bank, by slip. */
export async function registrosDosSlips(db: DbOrTx, slips: { insBltCodigo: number }[]) {
  if (!slips.length) return new Map<number, typeof boletoRegistro.$inferSelect>();
  const rows = await db.select().from(boletoRegistro).where(inArray(boletoRegistro.insBltCodigo, slips.map((s) => s.insBltCodigo)));
  return new Map(rows.map((r) => [r.insBltCodigo, r]));
}

/** The enrolment-fee slips (not the appeal ones), newest first. */
export function slipsDaTaxa(db: DbOrTx, insPrcCodigo: number) {
  return db
    .select()
    .from(insBoleto)
    .where(and(eq(insBoleto.insPrcCodigo, insPrcCodigo), isNull(insBoleto.insPrcRcrCodigo)))
    .orderBy(desc(insBoleto.insBltCriadoEm), desc(insBoleto.insBltCodigo));
}

export function slipsDoRecurso(db: DbOrTx, insPrcRcrCodigo: number) {
  return db
    .select()
    .from(insBoleto)
    .where(eq(insBoleto.insPrcRcrCodigo, insPrcRcrCodigo))
    .orderBy(desc(insBoleto.insBltCriadoEm), desc(insBoleto.insBltCodigo));
}

/** One of the caller's appeals, with its enrolment's process; null for anyone else's. */
export async function recursoProprio(db: DbOrTx, insPrcRcrCodigo: number, pssFscCodigo: number, lock = false) {
  const q = db
    .select({ recurso: insPrcRecurso, ins: insProcesso, processo: prcSeletivo, pssFscNome: pssFisica.pssFscNome, pssFscCPF: pssFisica.pssFscCPF })
    .from(insPrcRecurso)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcRecurso.insPrcCodigo))
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
    .where(and(eq(insPrcRecurso.insPrcRcrCodigo, insPrcRcrCodigo), inscricaoDaPessoa(pssFscCodigo)));
  const [row] = lock ? await q.for('update', { of: insPrcRecurso }) : await q;
  return row ?? null;
}

/** A slip of the caller's, with the payer's name and CPF for the printed boleto. */
export async function slipProprio(db: DbOrTx, insBltCodigo: number, pssFscCodigo: number) {
  const [row] = await db
    .select({ boleto: insBoleto, pssFscNome: pssFisica.pssFscNome, pssFscCPF: pssFisica.pssFscCPF, prcSltDescricao: prcSeletivo.prcSltDescricao })
    .from(insBoleto)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insBoleto.insPrcCodigo))
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .where(and(eq(insBoleto.insBltCodigo, insBltCodigo), inscricaoDaPessoa(pssFscCodigo)));
  return row ?? null;
}

/** insBoleto/pesquisa: the caller's own slips only. */
export const BOLETOS: ResourceDef = {
  fields: {
    insBltCodigo: { column: insBoleto.insBltCodigo, type: 'int', ops: ['eq', 'in'], sortable: true },
    insPrcCodigo: { column: insBoleto.insPrcCodigo, type: 'int', ops: ['eq', 'in'] },
    'insProcesso.insPrcCodigo': { column: insBoleto.insPrcCodigo, type: 'int', ops: ['eq', 'in'] },
    insPrcRcrCodigo: { column: insBoleto.insPrcRcrCodigo, type: 'int', ops: ['eq', 'isnull'] },
    insBltSituacao: { column: insBoleto.insBltSituacao, type: 'text', ops: ['eq', 'ne', 'in'] },
    insBltForma: { column: insBoleto.insBltForma, type: 'text', ops: ['eq', 'in'] },
    insBltDtVencimento: { column: insBoleto.insBltDtVencimento, type: 'date', ops: ['ge', 'le', 'lt', 'gt'], sortable: true },
    insBltCriadoEm: { column: insBoleto.insBltCriadoEm, type: 'timestamp', ops: ['ge', 'le'], sortable: true },
  },
  defaultSort: [desc(insBoleto.insBltCriadoEm), desc(insBoleto.insBltCodigo)],
  defaultLimit: 25,
  maxLimit: 200,
};

export async function pesquisaBoletos(db: DbOrTx, pssFscCodigo: number, p: { where?: SQL; orderBy: SQL[]; offset: number; limit: number }) {
  const where = and(inscricaoDaPessoa(pssFscCodigo), p.where);
  const { rows, total } = await paginar(db, { boleto: insBoleto }, (q) => q.from(insBoleto).innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insBoleto.insPrcCodigo)).where(where), p);
  return { rows: rows.map((r) => r.boleto), total };
}

/** vInsPrcUltBoleto/pesquisa: per enrolment of the caller, its last enrolment-fee slip, its fee and what was received for it. */
export const ULTIMOS: ResourceDef = {
  fields: {
    insPrcCodigo: { column: insProcesso.insPrcCodigo, type: 'int', ops: ['eq', 'in'], sortable: true },
    prcSltCodigo: { column: insProcesso.prcSltCodigo, type: 'int', ops: ['eq', 'in'] },
  },
  defaultSort: [desc(insProcesso.insPrcCodigo)],
  defaultLimit: 50,
  maxLimit: 200,
};

export async function ultimosPorInscricao(db: DbOrTx, pssFscCodigo: number, p: { where?: SQL; orderBy: SQL[]; offset: number; limit: number }) {
  const ultimo = db
    .select()
    .from(insBoleto)
    .where(and(eq(insBoleto.insPrcCodigo, insProcesso.insPrcCodigo), isNull(insBoleto.insPrcRcrCodigo)))
    .orderBy(desc(insBoleto.insBltCriadoEm), desc(insBoleto.insBltCodigo))
    .limit(1)
    .as('ult');
  const where = and(inscricaoDaPessoa(pssFscCodigo), p.where);
  const rows = await db
    .select({
      insPrcCodigo: insProcesso.insPrcCodigo,
      prcSltCodigo: insProcesso.prcSltCodigo,
      insCancelada: insProcesso.insCancelada,
      insPrcSlcIsencao: insProcesso.insPrcSlcIsencao,
      isencao: insPrcIsencao.insPrcIsnSituacao,
      taxa: sql<number | null>`(SELECT max(o."opcVlrInscricao") FROM ${prcSltOpcao} so JOIN ${opcao} o ON o."opcCodigo" = so."opcCodigo" WHERE so."insPrcCodigo" = ${insProcesso.insPrcCodigo})`,
      // What was received for the fee (oferta.ts recebidoDe, in SQL): "Pago" is decided from it against the fee.
      recebido: sql<number>`(SELECT coalesce(sum(b."insBltValor"), 0)::int FROM ${insBoleto} b WHERE b."insPrcCodigo" = ${insProcesso.insPrcCodigo} AND b."insPrcRcrCodigo" IS NULL AND b."insBltSituacao" = 'PAGO')`,
      insBltCodigo: ultimo.insBltCodigo,
      insBltForma: ultimo.insBltForma,
      insBltSituacao: ultimo.insBltSituacao,
      insBltValor: ultimo.insBltValor,
      insBltDtVencimento: ultimo.insBltDtVencimento,
      insBltPagoEm: ultimo.insBltPagoEm,
    })
    .from(insProcesso)
    .leftJoinLateral(ultimo, sql`true`)
    .leftJoin(insPrcIsencao, eq(insPrcIsencao.insPrcCodigo, insProcesso.insPrcCodigo))
    .where(where)
    .orderBy(...p.orderBy)
    .limit(p.limit)
    .offset(p.offset);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(insProcesso).where(where);
  return { rows, total: n };
}
