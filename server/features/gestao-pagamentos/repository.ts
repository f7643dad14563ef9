/**
 * The payments area's reads: an enrolment's fee and slips as staff see them (with the payments recorded by hand),
 * and the bank return files imported with their kept reports.
 */
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { insBoleto, insPrcIsencao, insProcesso, opcao, pgtManual, pgtRetorno, pgtRetornoLinha, prcSeletivo, prcSltOpcao, pssFisica } from '../../db/schema/index.ts';

/** The fee of an enrolment: the highest fee among its options (the candidate's payment screen's rule). */
export const taxaDaInscricao = sql<number | null>`(SELECT max(o."opcVlrInscricao") FROM ${prcSltOpcao} so JOIN ${opcao} o ON o."opcCodigo" = so."opcCodigo" WHERE so."insPrcCodigo" = ${insProcesso.insPrcCodigo})`;

const autor = alias(pssFisica, 'autor');

/** An enrolment with its process, candidate, fee, exemption decision and fee slips (newest first); null if none. */
export async function pagamentoDaInscricao(db: DbOrTx, insPrcCodigo: number, lock = false) {
  const q = db
    .select({
      insPrcCodigo: insProcesso.insPrcCodigo,
      prcSltCodigo: insProcesso.prcSltCodigo,
      prcSltDescricao: prcSeletivo.prcSltDescricao,
      pssFscCodigo: insProcesso.pssFscCodigo,
      pssFscNome: pssFisica.pssFscNome,
      insCancelada: insProcesso.insCancelada,
      insPrcSlcIsencao: insProcesso.insPrcSlcIsencao,
      isencao: insPrcIsencao.insPrcIsnSituacao,
      taxa: taxaDaInscricao,
    })
    .from(insProcesso)
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
    .leftJoin(insPrcIsencao, eq(insPrcIsencao.insPrcCodigo, insProcesso.insPrcCodigo))
    .where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
  const [ins] = lock ? await q.for('update', { of: insProcesso }) : await q;
  if (!ins) return null;
  const slips = await db
    .select({ b: insBoleto, manual: pgtManual, autorNome: autor.pssFscNome })
    .from(insBoleto)
    .leftJoin(pgtManual, eq(pgtManual.insBltCodigo, insBoleto.insBltCodigo))
    .leftJoin(autor, eq(autor.pssFscCodigo, pgtManual.pssFscCodigo))
    .where(and(eq(insBoleto.insPrcCodigo, insPrcCodigo), isNull(insBoleto.insPrcRcrCodigo)))
    .orderBy(desc(insBoleto.insBltCriadoEm), desc(insBoleto.insBltCodigo));
  return { ...ins, taxa: ins.taxa === null ? null : Number(ins.taxa), slips };
}
export type PagamentoLido = NonNullable<Awaited<ReturnType<typeof pagamentoDaInscricao>>>;

export async function processoDaInscricao(db: DbOrTx, insPrcCodigo: number): Promise<number | null> {
  const [r] = await db.select({ prc: insProcesso.prcSltCodigo }).from(insProcesso).where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
  return r?.prc ?? null;
}

const anterior = alias(pgtRetorno, 'anterior');

const CAMPOS_RETORNO = {
  retCodigo: pgtRetorno.retCodigo,
  arquivo: pgtRetorno.retArquivo,
  formato: pgtRetorno.retFormato,
  banco: pgtRetorno.retBanco,
  em: pgtRetorno.retEm,
  autorNome: autor.pssFscNome,
  aplicado: pgtRetorno.retAplicado,
  pagos: pgtRetorno.retPagos,
  jaPagos: pgtRetorno.retJaPagos,
  rejeitados: pgtRetorno.retRejeitados,
  outras: pgtRetorno.retOutras,
  valorPago: pgtRetorno.retValorPago,
  mesmoArquivoDe: sql<number | null>`(SELECT min(${anterior.retCodigo}) FROM ${pgtRetorno} ${anterior} WHERE ${anterior.retSha256} = ${pgtRetorno.retSha256} AND ${anterior.retCodigo} < ${pgtRetorno.retCodigo})`,
};

function retornos(db: DbOrTx) {
  return db.select(CAMPOS_RETORNO).from(pgtRetorno).leftJoin(autor, eq(autor.pssFscCodigo, pgtRetorno.pssFscCodigo));
}

/** The imports, newest first. */
export async function listaRetornos(db: DbOrTx, p: { start: number; limit: number }) {
  const rows = await retornos(db).orderBy(desc(pgtRetorno.retEm), desc(pgtRetorno.retCodigo)).offset(p.start).limit(p.limit);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(pgtRetorno);
  return { rows, total: Number(n) };
}

export async function retorno(db: DbOrTx, retCodigo: number) {
  const [r] = await retornos(db).where(eq(pgtRetorno.retCodigo, retCodigo));
  return r ?? null;
}

/**
 * One page of the report's lines the caller may see: those of no enrolment (a malformed line, an unknown slip: they
 * are the file's, not a candidate's) and those of the processes in `alcance` (null = every process), in file order;
 * with how many they may see and how many they may not.
 */
export async function linhasDoRetorno(db: DbOrTx, retCodigo: number, alcance: number[] | null, start: number, limit: number) {
  const doRetorno = eq(pgtRetornoLinha.retCodigo, retCodigo);
  const visivel = alcance === null ? sql`true` : (or(isNull(pgtRetornoLinha.prcSltCodigo), alcance.length ? inArray(pgtRetornoLinha.prcSltCodigo, alcance) : sql`false`) as SQL);
  const linhas = await db.select().from(pgtRetornoLinha).where(and(doRetorno, visivel)).orderBy(pgtRetornoLinha.retLnhLinha, pgtRetornoLinha.retLnhCodigo).offset(start).limit(limit);
  const [{ n, vistas }] = await db
    .select({ n: sql<number>`count(*)::int`, vistas: sql<number>`(count(*) FILTER (WHERE ${visivel}))::int` })
    .from(pgtRetornoLinha)
    .where(doRetorno);
  return { linhas, total: Number(vistas), ocultas: Number(n) - Number(vistas) };
}

/** Manual payments recorded for an enrolment so far (the next one's nosso número). */
export async function manuaisDaInscricao(db: DbOrTx, insPrcCodigo: number): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(pgtManual).where(eq(pgtManual.insPrcCodigo, insPrcCodigo));
  return Number(n);
}
