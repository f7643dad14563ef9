/**
 * The options-tree screen's queries: a process's whole tree with how many enrolments each option (and its subtree)
 * holds, the option types, and the counts a change or a removal must respect.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insProcesso, opcao, prcSeletivo, prcSltInsConvocado, prcSltLngEstrangeira, prcSltOpcao, seriadoCandidato, tipoOpcao } from '../../db/schema/index.ts';
import type { LinguaDoProcesso, OpcaoGestao, TipoOpcaoGestao } from '../../../src/domain/wire/gestao-opcoes.ts';

export type LinhaOpcao = typeof opcao.$inferSelect;

export async function processoDaOpcao(db: DbOrTx, opcCodigo: number): Promise<number | null> {
  const [r] = await db.select({ p: opcao.prcSltCodigo }).from(opcao).where(eq(opcao.opcCodigo, opcCodigo));
  return r?.p ?? null;
}

export async function processoExiste(db: DbOrTx, prcSltCodigo: number): Promise<number | null> {
  const [r] = await db.select({ p: prcSeletivo.prcSltCodigo }).from(prcSeletivo).where(eq(prcSeletivo.prcSltCodigo, prcSltCodigo));
  return r?.p ?? null;
}

/** The process's options, by description as candidates see them (opcao/pesquisaLogado sorts so). */
export function opcoesDoProcesso(db: DbOrTx, prcSltCodigo: number): Promise<LinhaOpcao[]> {
  return db.select().from(opcao).where(eq(opcao.prcSltCodigo, prcSltCodigo)).orderBy(asc(opcao.opcDescricao), asc(opcao.opcCodigo));
}

/**
 * Non-cancelled enrolments per option: those that chose it, and those that chose it or a descendant (distinct:
 * an enrolment choosing two courses of one campus counts once for the campus). UNION, not UNION ALL, so even a
 * broken tree with a loop ends.
 */
async function contagens(db: DbOrTx, prcSltCodigo: number): Promise<Map<number, { diretas: number; arvore: number }>> {
  const result = await db.execute(sql`
    WITH RECURSIVE sub(anc, opc) AS (
      SELECT "opcCodigo", "opcCodigo" FROM opcao WHERE "prcSltCodigo" = ${prcSltCodigo}
      UNION
      SELECT sub.anc, o."opcCodigo" FROM sub JOIN opcao o ON o."opcCdgPai" = sub.opc
    )
    SELECT sub.anc AS "opcCodigo",
           count(DISTINCT i."insPrcCodigo")::int AS arvore,
           count(DISTINCT i."insPrcCodigo") FILTER (WHERE sub.opc = sub.anc)::int AS diretas
      FROM sub
      JOIN prc_slt_opcao so ON so."opcCodigo" = sub.opc
      JOIN ins_processo i ON i."insPrcCodigo" = so."insPrcCodigo" AND NOT i."insCancelada"
     GROUP BY sub.anc`);
  const rows = (result as unknown as { rows: { opcCodigo: number; arvore: number; diretas: number }[] }).rows;
  return new Map(rows.map((r) => [Number(r.opcCodigo), { diretas: Number(r.diretas), arvore: Number(r.arvore) }]));
}

export async function arvoreDoProcesso(db: DbOrTx, prcSltCodigo: number): Promise<OpcaoGestao[]> {
  const [rows, tipos, conta] = await Promise.all([opcoesDoProcesso(db, prcSltCodigo), db.select().from(tipoOpcao), contagens(db, prcSltCodigo)]);
  const nomeTipo = new Map(tipos.map((t) => [t.tpOpcCodigo, t.tpOpcDescricao]));
  return rows.map((r) => ({ ...paraWire(r, nomeTipo.get(r.tpOpcCodigo) ?? ''), inscricoes: conta.get(r.opcCodigo)?.diretas ?? 0, inscricoesNaArvore: conta.get(r.opcCodigo)?.arvore ?? 0 }));
}

/** The row as the audit trail and the screen read it (without the counts). */
export function paraWire(r: LinhaOpcao, tpOpcDescricao: string): Omit<OpcaoGestao, 'inscricoes' | 'inscricoesNaArvore'> {
  return {
    opcCodigo: r.opcCodigo,
    prcSltCodigo: r.prcSltCodigo,
    opcCdgPai: r.opcCdgPai,
    tpOpcCodigo: r.tpOpcCodigo,
    tpOpcDescricao,
    opcDescricao: r.opcDescricao,
    opcVlrInscricao: r.opcVlrInscricao,
    opcAjuda: r.opcAjuda,
    opcPgtCartao: r.opcPgtCartao,
    opcPgtPix: r.opcPgtPix,
    opcPgtBoleto: r.opcPgtBoleto,
    opcOpcFinal: r.opcOpcFinal,
    prcSltLngEstCodigo: r.prcSltLngEstCodigo,
  };
}

/** Non-cancelled enrolments that chose one of `codigos`: what a change of those options touches. */
export async function inscricoesAtivas(db: DbOrTx, codigos: number[]): Promise<number> {
  if (!codigos.length) return 0;
  const [r] = await db
    .select({ n: sql<number>`count(DISTINCT ${insProcesso.insPrcCodigo})::int` })
    .from(prcSltOpcao)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, prcSltOpcao.insPrcCodigo))
    .where(and(inArray(prcSltOpcao.opcCodigo, codigos), eq(insProcesso.insCancelada, false)));
  return Number(r.n);
}

/**
 * Every enrolment that still points to one of `codigos`, cancelled ones included (their receipts and history
 * name the option: the database refuses to delete it), through its choices, its serial course or a call-up.
 */
export async function inscricoesQueUsam(db: DbOrTx, codigos: number[]): Promise<{ todas: number; ativas: number }> {
  if (!codigos.length) return { todas: 0, ativas: 0 };
  const usos = sql`(
    SELECT ${prcSltOpcao.insPrcCodigo} AS ins FROM ${prcSltOpcao} WHERE ${inArray(prcSltOpcao.opcCodigo, codigos)}
    UNION SELECT ${seriadoCandidato.insPrcCodigo} FROM ${seriadoCandidato} WHERE ${inArray(seriadoCandidato.opcCodigo, codigos)}
    UNION SELECT ${prcSltInsConvocado.insPrcCodigo} FROM ${prcSltInsConvocado} WHERE ${inArray(prcSltInsConvocado.opcCodigo, codigos)}
  )`;
  const result = await db.execute(sql`
    SELECT count(*)::int AS todas, count(*) FILTER (WHERE NOT i."insCancelada")::int AS ativas
      FROM ${usos} u JOIN ins_processo i ON i."insPrcCodigo" = u.ins`);
  const [r] = (result as unknown as { rows: { todas: number; ativas: number }[] }).rows;
  return { todas: Number(r?.todas ?? 0), ativas: Number(r?.ativas ?? 0) };
}

export async function tiposDeOpcao(db: DbOrTx): Promise<TipoOpcaoGestao[]> {
  const rows = await db
    .select({ tpOpcCodigo: tipoOpcao.tpOpcCodigo, tpOpcDescricao: tipoOpcao.tpOpcDescricao, usos: sql<number>`count(${opcao.opcCodigo})::int` })
    .from(tipoOpcao)
    .leftJoin(opcao, eq(opcao.tpOpcCodigo, tipoOpcao.tpOpcCodigo))
    .groupBy(tipoOpcao.tpOpcCodigo, tipoOpcao.tpOpcDescricao)
    .orderBy(asc(tipoOpcao.tpOpcDescricao));
  return rows.map((r) => ({ ...r, usos: Number(r.usos) }));
}

export function linguasDoProcesso(db: DbOrTx, prcSltCodigo: number): Promise<LinguaDoProcesso[]> {
  return db
    .select({ prcSltLngEstCodigo: prcSltLngEstrangeira.prcSltLngEstCodigo, prcSltLngEstDescricao: prcSltLngEstrangeira.prcSltLngEstDescricao })
    .from(prcSltLngEstrangeira)
    .where(eq(prcSltLngEstrangeira.prcSltCodigo, prcSltCodigo))
    .orderBy(asc(prcSltLngEstrangeira.prcSltLngEstDescricao));
}

/** A type with this description already (ignoring case and accents), other than `exceto`. */
export async function tipoComDescricao(db: DbOrTx, descricao: string, exceto: number | null): Promise<number | null> {
  const rows = await db
    .select({ c: tipoOpcao.tpOpcCodigo })
    .from(tipoOpcao)
    .where(sql`f_fold(${tipoOpcao.tpOpcDescricao}) = f_fold(${descricao})`);
  return rows.find((r) => r.c !== exceto)?.c ?? null;
}

export async function nomeDoTipo(db: DbOrTx, tpOpcCodigo: number): Promise<string> {
  const [t] = await db.select({ d: tipoOpcao.tpOpcDescricao }).from(tipoOpcao).where(eq(tipoOpcao.tpOpcCodigo, tpOpcCodigo));
  return t?.d ?? '';
}

export async function codigosDosTipos(db: DbOrTx): Promise<Set<number>> {
  return new Set((await db.select({ c: tipoOpcao.tpOpcCodigo }).from(tipoOpcao)).map((t) => t.c));
}

/** How many options (of any process) are of this type. */
export async function opcoesDoTipo(db: DbOrTx, tpOpcCodigo: number): Promise<number> {
  return (await db.select({ c: opcao.opcCodigo }).from(opcao).where(eq(opcao.tpOpcCodigo, tpOpcCodigo))).length;
}
