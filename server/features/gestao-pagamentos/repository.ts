/**
 * The payments area's reads: an enrolment's fee and slips as staff see them (with the payments recorded by hand),
 * and the bank return files imported with their kept reports.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
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

/**
 * The process a report line concerns (issue 34, item 7): its slip's; for a line that names only a nosso número (an
 * occurrence that is not a payment), the process of the slip with that number; null for a line of nobody (a
 * malformed line, an unknown slip, a file of another bank: the file's, not a candidate's).
 */
const processoDaLinha = sql<number | null>`coalesce(${pgtRetornoLinha.prcSltCodigo}, (SELECT i."prcSltCodigo" FROM ${insBoleto} b JOIN ${insProcesso} i ON i."insPrcCodigo" = b."insPrcCodigo" WHERE b."insBltNossoNumero" = ${pgtRetornoLinha.retLnhNossoNumero}))`;
const doAlcance = (alcance: number[]) => (alcance.length ? sql`${processoDaLinha} IN (${sql.join(alcance.map((p) => sql`${p}`), sql`, `)})` : sql`false`);
/** A line the caller sees: one of nobody, or one of their processes (alcance null = every process). */
const visivel = (alcance: number[] | null): SQL => (alcance === null ? sql`true` : sql`(${processoDaLinha} IS NULL OR ${doAlcance(alcance)})`);
/** A file the caller sees: one with a line of their processes (a file that touched none of them is not theirs). */
const arquivoVisivel = (alcance: number[]): SQL => sql`EXISTS (SELECT 1 FROM ${pgtRetornoLinha} WHERE ${pgtRetornoLinha.retCodigo} = ${pgtRetorno.retCodigo} AND ${doAlcance(alcance)})`;

/** The totals of the lines the caller sees, computed as the import computed the file's (pagamento-retorno-thread). */
async function totaisVisiveis(db: DbOrTx, retCodigos: number[], alcance: number[]) {
  if (!retCodigos.length) return new Map<number, { pagos: number; jaPagos: number; rejeitados: number; outras: number; valorPago: number }>();
  const tipo = pgtRetornoLinha.retLnhTipo;
  const rows = await db
    .select({
      retCodigo: pgtRetornoLinha.retCodigo,
      pagos: sql<number>`(count(*) FILTER (WHERE ${tipo} = 'PAGO'))::int`,
      jaPagos: sql<number>`(count(*) FILTER (WHERE ${tipo} = 'JA_PAGO'))::int`,
      outras: sql<number>`(count(*) FILTER (WHERE ${tipo} = 'OUTRA'))::int`,
      rejeitados: sql<number>`(count(*) FILTER (WHERE ${tipo} NOT IN ('PAGO', 'JA_PAGO', 'OUTRA')))::int`,
      valorPago: sql<number>`(coalesce(sum(${pgtRetornoLinha.retLnhValor}) FILTER (WHERE ${tipo} = 'PAGO'), 0))::int`,
    })
    .from(pgtRetornoLinha)
    .where(and(inArray(pgtRetornoLinha.retCodigo, retCodigos), visivel(alcance)))
    .groupBy(pgtRetornoLinha.retCodigo);
  return new Map(rows.map((r) => [r.retCodigo, { pagos: Number(r.pagos), jaPagos: Number(r.jaPagos), rejeitados: Number(r.rejeitados), outras: Number(r.outras), valorPago: Number(r.valorPago) }]));
}

type LinhaRetornoLida = Awaited<ReturnType<typeof retornos>>[number];
/** A file as a scoped caller sees it: its own metadata, the totals of the lines they see. */
async function comTotaisVisiveis(db: DbOrTx, rows: LinhaRetornoLida[], alcance: number[] | null): Promise<LinhaRetornoLida[]> {
  if (alcance === null) return rows;
  const totais = await totaisVisiveis(db, rows.map((r) => r.retCodigo), alcance);
  const zero = { pagos: 0, jaPagos: 0, rejeitados: 0, outras: 0, valorPago: 0 };
  return rows.map((r) => ({ ...r, ...(totais.get(r.retCodigo) ?? zero) }));
}

/**
 * The imports the caller may see, newest first: every one for who reads every process; for a scoped caller, those
 * with a line of their processes, each with the totals of the lines they see (issue 34, item 7).
 */
export async function listaRetornos(db: DbOrTx, p: { start: number; limit: number }, alcance: number[] | null) {
  const filtro = alcance === null ? undefined : arquivoVisivel(alcance);
  const rows = await retornos(db).where(filtro).orderBy(desc(pgtRetorno.retEm), desc(pgtRetorno.retCodigo)).offset(p.start).limit(p.limit);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(pgtRetorno).where(filtro);
  return { rows: await comTotaisVisiveis(db, rows, alcance), total: Number(n) };
}

/** One import as the caller may see it (null: missing, or none of its lines is of the caller's processes). */
export async function retorno(db: DbOrTx, retCodigo: number, alcance: number[] | null) {
  const [r] = await retornos(db).where(and(eq(pgtRetorno.retCodigo, retCodigo), alcance === null ? undefined : arquivoVisivel(alcance)));
  return r ? (await comTotaisVisiveis(db, [r], alcance))[0] : null;
}

/**
 * One page of the report's lines the caller may see: those of no enrolment (a malformed line, an unknown slip: they
 * are the file's, not a candidate's) and those of the processes in `alcance` (null = every process), in file order;
 * with how many they may see and how many they may not.
 */
export async function linhasDoRetorno(db: DbOrTx, retCodigo: number, alcance: number[] | null, start: number, limit: number) {
  const doRetorno = eq(pgtRetornoLinha.retCodigo, retCodigo);
  const ve = visivel(alcance);
  const linhas = await db.select().from(pgtRetornoLinha).where(and(doRetorno, ve)).orderBy(pgtRetornoLinha.retLnhLinha, pgtRetornoLinha.retLnhCodigo).offset(start).limit(limit);
  const [{ n, vistas }] = await db
    .select({ n: sql<number>`count(*)::int`, vistas: sql<number>`(count(*) FILTER (WHERE ${ve}))::int` })
    .from(pgtRetornoLinha)
    .where(doRetorno);
  return { linhas, total: Number(vistas), ocultas: Number(n) - Number(vistas) };
}

/** Manual payments recorded for an enrolment so far (the next one's nosso número). */
export async function manuaisDaInscricao(db: DbOrTx, insPrcCodigo: number): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(pgtManual).where(eq(pgtManual.insPrcCodigo, insPrcCodigo));
  return Number(n);
}
