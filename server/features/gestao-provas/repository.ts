/**
 * The exam-logistics screen's queries: municipalities to pick from, a process's exam municipalities, venues with
 * their rooms and stages, and the counts of enrolments and seats a change or a removal must respect.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fscPrcSeletivo, insPrcPrvSala, insProcesso, municipio, prcSltEtpProva, prcSltLclProva, prcSltMncProva, prcSltPrvSala } from '../../db/schema/index.ts';
import { findProcess } from '../../entities/processo/processo.ts';
import type { EtapaDeProva, LocalDeProva, MunicipioDeProva, SalaDeProva } from '../../../src/domain/wire/gestao-provas.ts';

export type LinhaLocal = typeof prcSltLclProva.$inferSelect;
export type LinhaSala = typeof prcSltPrvSala.$inferSelect;
export type LinhaEtapa = typeof prcSltEtpProva.$inferSelect;

const um = async <T>(p: Promise<{ p: T }[]>): Promise<T | null> => (await p)[0]?.p ?? null;

export const processoExiste = async (db: DbOrTx, prcSltCodigo: number) => (await findProcess(db, prcSltCodigo, { mesmoNaoPublicado: true }))?.prcSltCodigo ?? null;
export const processoDoMunicipioDeProva = (db: DbOrTx, id: number) =>
  um(db.select({ p: prcSltMncProva.prcSltCodigo }).from(prcSltMncProva).where(eq(prcSltMncProva.prcSltMncPrvCodigo, id)));
export const processoDoLocal = (db: DbOrTx, id: number) => um(db.select({ p: prcSltLclProva.prcSltCodigo }).from(prcSltLclProva).where(eq(prcSltLclProva.prcSltLclPrvCodigo, id)));
export const processoDaSala = (db: DbOrTx, id: number) =>
  um(
    db
      .select({ p: prcSltLclProva.prcSltCodigo })
      .from(prcSltPrvSala)
      .innerJoin(prcSltLclProva, eq(prcSltLclProva.prcSltLclPrvCodigo, prcSltPrvSala.prcSltLclPrvCodigo))
      .where(eq(prcSltPrvSala.prcSltPrvSlCodigo, id)),
  );
export const processoDaEtapa = (db: DbOrTx, id: number) => um(db.select({ p: prcSltEtpProva.prcSltCodigo }).from(prcSltEtpProva).where(eq(prcSltEtpProva.prcSltEtpPrvCodigo, id)));

export async function municipioPorCodigo(db: DbOrTx, mncCodigo: number) {
  const [m] = await db.select().from(municipio).where(eq(municipio.mncCodigo, mncCodigo));
  return m ?? null;
}

/** Enrolments that chose an exam municipality: all (the database keeps them pointing to it) and non-cancelled. */
export async function inscricoesNoMunicipio(db: DbOrTx, prcSltMncPrvCodigo: number): Promise<{ todas: number; ativas: number }> {
  const [r] = await db
    .select({ todas: sql<number>`count(*)::int`, ativas: sql<number>`count(*) FILTER (WHERE NOT ${insProcesso.insCancelada})::int` })
    .from(insProcesso)
    .where(eq(insProcesso.prcSltMncPrvCodigo, prcSltMncPrvCodigo));
  return { todas: Number(r.todas), ativas: Number(r.ativas) };
}

/** Inspectors called to work in an exam municipality (their assignment would go with it: cascade). */
export async function fiscaisNoMunicipio(db: DbOrTx, prcSltMncPrvCodigo: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(fscPrcSeletivo).where(eq(fscPrcSeletivo.prcSltMncPrvCodigo, prcSltMncPrvCodigo));
  return Number(r.n);
}

/** Seats assigned in these rooms: every assignment row, and those of non-cancelled enrolments (who rely on it). */
export async function ensaladosNasSalas(db: DbOrTx, salas: number[]): Promise<{ todos: number; ativos: number }> {
  if (!salas.length) return { todos: 0, ativos: 0 };
  const [r] = await db
    .select({ todos: sql<number>`count(*)::int`, ativos: sql<number>`count(*) FILTER (WHERE NOT ${insProcesso.insCancelada})::int` })
    .from(insPrcPrvSala)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcPrvSala.insPrcCodigo))
    .where(inArray(insPrcPrvSala.prcSltPrvSlCodigo, salas));
  return { todos: Number(r.todos), ativos: Number(r.ativos) };
}

/** The highest desk number assigned in a room (0 when none): the capacity can never go below it. */
export async function maiorCarteira(db: DbOrTx, prcSltPrvSlCodigo: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`coalesce(max(${insPrcPrvSala.insPrcPrvSlNmrCarteira}), 0)::int` })
    .from(insPrcPrvSala)
    .where(eq(insPrcPrvSala.prcSltPrvSlCodigo, prcSltPrvSlCodigo));
  return Number(r.n);
}

/** Non-cancelled enrolments of the process: who an exam stage's date and times reach. */
export async function inscricoesDoProcesso(db: DbOrTx, prcSltCodigo: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(insProcesso)
    .where(and(eq(insProcesso.prcSltCodigo, prcSltCodigo), eq(insProcesso.insCancelada, false)));
  return Number(r.n);
}

export async function municipiosDeProva(db: DbOrTx, prcSltCodigo: number): Promise<MunicipioDeProva[]> {
  const rows = await db
    .select({
      prcSltMncPrvCodigo: prcSltMncProva.prcSltMncPrvCodigo,
      mncCodigo: prcSltMncProva.mncCodigo,
      mncDescricao: municipio.mncDescricao,
      ufCodigo: municipio.ufCodigo,
      inscricoes: sql<number>`(SELECT count(*)::int FROM ins_processo i WHERE i."prcSltMncPrvCodigo" = ${prcSltMncProva.prcSltMncPrvCodigo} AND NOT i."insCancelada")`,
    })
    .from(prcSltMncProva)
    .innerJoin(municipio, eq(municipio.mncCodigo, prcSltMncProva.mncCodigo))
    .where(eq(prcSltMncProva.prcSltCodigo, prcSltCodigo))
    .orderBy(asc(municipio.mncDescricao), asc(municipio.ufCodigo));
  return rows.map((r) => ({ ...r, inscricoes: Number(r.inscricoes) }));
}

const ordemSala = (a: SalaDeProva, b: SalaDeProva) =>
  (a.prcSltPrvSlBloco ?? '').localeCompare(b.prcSltPrvSlBloco ?? '', 'pt-BR', { numeric: true }) ||
  a.prcSltPrvSlNumero.localeCompare(b.prcSltPrvSlNumero, 'pt-BR', { numeric: true });

export const salaParaWire = (s: LinhaSala): SalaDeProva => ({ ...s });

export const localParaWire = (l: LinhaLocal, salas: LinhaSala[]): LocalDeProva => ({ ...l, salas: salas.map(salaParaWire).sort(ordemSala) });

/** The venues of a process (or the ones named) with their rooms, by municipality and name. */
export async function locaisDoProcesso(db: DbOrTx, prcSltCodigo: number, so?: number[]): Promise<LocalDeProva[]> {
  const filtro = so ? and(eq(prcSltLclProva.prcSltCodigo, prcSltCodigo), inArray(prcSltLclProva.prcSltLclPrvCodigo, so.length ? so : [0])) : eq(prcSltLclProva.prcSltCodigo, prcSltCodigo);
  const locais = await db
    .select({ l: prcSltLclProva })
    .from(prcSltLclProva)
    .innerJoin(municipio, eq(municipio.mncCodigo, prcSltLclProva.mncCodigo))
    .where(filtro)
    .orderBy(asc(municipio.mncDescricao), asc(prcSltLclProva.prcSltLclPrvDescricao), asc(prcSltLclProva.prcSltLclPrvCodigo));
  const codigos = locais.map((x) => x.l.prcSltLclPrvCodigo);
  const salas = codigos.length ? await db.select().from(prcSltPrvSala).where(inArray(prcSltPrvSala.prcSltLclPrvCodigo, codigos)) : [];
  return locais.map(({ l }) => localParaWire(l, salas.filter((s) => s.prcSltLclPrvCodigo === l.prcSltLclPrvCodigo)));
}

export const etapaParaWire = (e: LinhaEtapa): EtapaDeProva => ({ ...e });

export async function etapasDoProcesso(db: DbOrTx, prcSltCodigo: number): Promise<EtapaDeProva[]> {
  const rows = await db
    .select()
    .from(prcSltEtpProva)
    .where(eq(prcSltEtpProva.prcSltCodigo, prcSltCodigo))
    .orderBy(asc(prcSltEtpProva.prcSltEtpPrvData), asc(prcSltEtpProva.prcSltEtpPrvHrrAbrPortao), asc(prcSltEtpProva.prcSltEtpPrvCodigo));
  return rows.map(etapaParaWire);
}

/** Is the municipality already an exam municipality of the process? */
export async function jaEMunicipioDeProva(db: DbOrTx, prcSltCodigo: number, mncCodigo: number): Promise<boolean> {
  const [r] = await db.select({ c: prcSltMncProva.prcSltMncPrvCodigo }).from(prcSltMncProva).where(and(eq(prcSltMncProva.prcSltCodigo, prcSltCodigo), eq(prcSltMncProva.mncCodigo, mncCodigo)));
  return !!r;
}

/** The municipalities (mncCodigo) where the process holds exams. */
export async function codigosDosMunicipiosDeProva(db: DbOrTx, prcSltCodigo: number): Promise<Set<number>> {
  const rows = await db.select({ m: prcSltMncProva.mncCodigo }).from(prcSltMncProva).where(eq(prcSltMncProva.prcSltCodigo, prcSltCodigo));
  return new Set(rows.map((r) => r.m));
}

/** How many venues the process has in a municipality (a municipality with venues cannot be removed). */
export async function locaisNoMunicipio(db: DbOrTx, prcSltCodigo: number, mncCodigo: number): Promise<number> {
  const rows = await db.select({ c: prcSltLclProva.prcSltLclPrvCodigo }).from(prcSltLclProva).where(and(eq(prcSltLclProva.prcSltCodigo, prcSltCodigo), eq(prcSltLclProva.mncCodigo, mncCodigo)));
  return rows.length;
}

/** The codes of a venue's rooms. */
export async function salasDoLocal(db: DbOrTx, prcSltLclPrvCodigo: number): Promise<number[]> {
  const rows = await db.select({ c: prcSltPrvSala.prcSltPrvSlCodigo }).from(prcSltPrvSala).where(eq(prcSltPrvSala.prcSltLclPrvCodigo, prcSltLclPrvCodigo));
  return rows.map((r) => r.c);
}

export async function localPorCodigo(db: DbOrTx, prcSltLclPrvCodigo: number): Promise<LinhaLocal | null> {
  const [l] = await db.select().from(prcSltLclProva).where(eq(prcSltLclProva.prcSltLclPrvCodigo, prcSltLclPrvCodigo));
  return l ?? null;
}

/** Another room of the venue with the same number and block (null block matches null), other than `exceto`. */
export async function salaIgual(db: DbOrTx, s: { local: number; numero: string; bloco: string | null; exceto: number | null }): Promise<boolean> {
  const [igual] = await db
    .select({ c: prcSltPrvSala.prcSltPrvSlCodigo })
    .from(prcSltPrvSala)
    .where(
      and(
        eq(prcSltPrvSala.prcSltLclPrvCodigo, s.local),
        eq(prcSltPrvSala.prcSltPrvSlNumero, s.numero),
        sql`${prcSltPrvSala.prcSltPrvSlBloco} IS NOT DISTINCT FROM ${s.bloco}`,
        s.exceto !== null ? ne(prcSltPrvSala.prcSltPrvSlCodigo, s.exceto) : undefined,
      ),
    );
  return !!igual;
}
