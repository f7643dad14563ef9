import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { seriadoCandidato, seriadoPontuacao, seriadoProva } from '../../db/schema/index.ts';
import { categoriasDasInscricoes, configuracaoCotas } from '../classificacao/cotas.ts';
import { examKey, parseScoreFile, type Rejection, type ScoreLine } from './importacao.ts';

export interface Counts {
  inseridas: number;
  atualizadas: number;
  inalteradas: number;
}
export interface ImportReport {
  provas: Counts;
  candidatos: Counts;
  notas: Counts;
}
export type ImportResult = { ok: true; report: ImportReport } | { ok: false; rejected: Rejection[] };

/** Thrown inside the transaction to roll it back when the database refuses lines. */
class Refused extends Error {
  constructor(readonly rejected: Rejection[]) {
    super('linhas recusadas');
  }
}

const BATCH = 1000;
const intArray = (xs: number[]) => sql`${sql.param(xs)}::int[]`;
const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Number(a) === Number(b));
const counts = (): Counts => ({ inseridas: 0, atualizadas: 0, inalteradas: 0 });

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The database checks of every line: the process is a serial one, the enrolment is in it and not cancelled, the
 * option is a final one of it; and, where the process has a quota configuration (the ranking then takes the
 * categories from the enrolment's declarations as verified, issue 36 item 1), the line's clsTpCota agrees with them:
 * AC for an enrolment entitled to no category, else one of the categories it is entitled to.
 */
async function checkAgainstDatabase(tx: DbOrTx, lines: ScoreLine[]): Promise<Rejection[]> {
  const prcSltCodigo = lines[0].prcSltCodigo;
  const [processo] = await rows<{ prcSltTipo: string }>(tx, sql`SELECT "prcSltTipo" FROM prc_seletivo WHERE "prcSltCodigo" = ${prcSltCodigo}`);
  if (!processo || processo.prcSltTipo !== 'SERIADO') {
    return lines.map((l) => ({ linha: l.linha, motivo: `o processo ${prcSltCodigo} não existe ou não é um processo seriado.` }));
  }
  const insCodes = [...new Set(lines.map((l) => l.insPrcCodigo))];
  const opcCodes = [...new Set(lines.map((l) => l.opcCodigo))];
  const enrolments = new Map(
    (await rows<{ codigo: number; processo: number; cancelada: boolean }>(
      tx,
      sql`SELECT "insPrcCodigo" AS codigo, "prcSltCodigo" AS processo, "insCancelada" AS cancelada FROM ins_processo WHERE "insPrcCodigo" = ANY(${intArray(insCodes)})`,
    )).map((r) => [r.codigo, r]),
  );
  const options = new Map(
    (await rows<{ codigo: number; processo: number; filhos: number }>(
      tx,
      sql`SELECT o."opcCodigo" AS codigo, o."prcSltCodigo" AS processo,
                 (SELECT count(*)::int FROM opcao f WHERE f."opcCdgPai" = o."opcCodigo") AS filhos
            FROM opcao o WHERE o."opcCodigo" = ANY(${intArray(opcCodes)})`,
    )).map((r) => [r.codigo, r]),
  );
  const cotas = await configuracaoCotas(tx, prcSltCodigo);
  const devidas = await categoriasDasInscricoes(tx, insCodes.filter((c) => enrolments.get(c)?.processo === prcSltCodigo), cotas);
  const out: Rejection[] = [];
  for (const l of lines) {
    const problems: string[] = [];
    const e = enrolments.get(l.insPrcCodigo);
    const certas = devidas.get(l.insPrcCodigo);
    if (cotas && certas && !(l.clsTpCota === 'AC' ? certas.length === 0 : certas.includes(l.clsTpCota))) {
      problems.push(`clsTpCota ${l.clsTpCota} difere da inscrição ${l.insPrcCodigo}, que tem direito a ${certas.join(' ') || '(nenhuma categoria: AC)'} pelas declarações verificadas`);
    }
    if (!e || e.processo !== prcSltCodigo) problems.push(`a inscrição ${l.insPrcCodigo} não existe neste processo`);
    else if (e.cancelada) problems.push(`a inscrição ${l.insPrcCodigo} está cancelada`);
    const o = options.get(l.opcCodigo);
    if (!o || o.processo !== prcSltCodigo) problems.push(`a opção ${l.opcCodigo} não existe neste processo`);
    else if (o.filhos > 0) problems.push(`a opção ${l.opcCodigo} não é uma opção final (tem opções filhas)`);
    if (problems.length) out.push({ linha: l.linha, motivo: `${problems.join('; ')}.` });
  }
  return out;
}

/** Creates or updates the exams named in the file; returns prvCodigo by exam key. */
async function upsertExams(tx: DbOrTx, lines: ScoreLine[], report: Counts): Promise<Map<string, number>> {
  const prcSltCodigo = lines[0].prcSltCodigo;
  const existing = await tx.select().from(seriadoProva).where(eq(seriadoProva.prcSltCodigo, prcSltCodigo));
  const byKey = new Map(existing.map((p) => [examKey(p), p]));
  let ordem = existing.reduce((m, p) => Math.max(m, p.prvOrdem), 0);
  const ids = new Map<string, number>();
  for (const l of lines) {
    const key = examKey(l);
    if (ids.has(key)) continue;
    const found = byKey.get(key);
    const def = { etpDescricao: l.etpDescricao, prvValorizacao: l.prvValorizacao, prvEspecifica: l.prvEspecifica };
    if (!found) {
      const [p] = await tx.insert(seriadoProva).values({ prcSltCodigo, etpCodigo: l.etpCodigo, prvDescricao: l.prvDescricao, prvOrdem: ++ordem, ...def }).returning();
      ids.set(key, p.prvCodigo);
      report.inseridas++;
      continue;
    }
    ids.set(key, found.prvCodigo);
    if (found.etpDescricao === def.etpDescricao && same(found.prvValorizacao, def.prvValorizacao) && found.prvEspecifica === def.prvEspecifica) report.inalteradas++;
    else {
      await tx.update(seriadoProva).set(def).where(eq(seriadoProva.prvCodigo, found.prvCodigo));
      report.atualizadas++;
    }
  }
  return ids;
}

async function upsertCandidates(tx: DbOrTx, lines: ScoreLine[], report: Counts): Promise<void> {
  const wanted = new Map(lines.map((l) => [l.insPrcCodigo, { insPrcCodigo: l.insPrcCodigo, opcCodigo: l.opcCodigo, clsTpCota: l.clsTpCota }]));
  const existing = new Map(
    (await tx.select().from(seriadoCandidato).where(sql`${seriadoCandidato.insPrcCodigo} = ANY(${intArray([...wanted.keys()])})`)).map((c) => [c.insPrcCodigo, c]),
  );
  const changed = [...wanted.values()].filter((c) => {
    const old = existing.get(c.insPrcCodigo);
    if (!old) return report.inseridas++, true;
    if (old.opcCodigo === c.opcCodigo && old.clsTpCota === c.clsTpCota) return report.inalteradas++, false;
    return report.atualizadas++, true;
  });
  for (let i = 0; i < changed.length; i += BATCH) {
    await tx
      .insert(seriadoCandidato)
      .values(changed.slice(i, i + BATCH))
      .onConflictDoUpdate({ target: seriadoCandidato.insPrcCodigo, set: { opcCodigo: sql`excluded."opcCodigo"`, clsTpCota: sql`excluded."clsTpCota"` } });
  }
}

const SCORE_COLUMNS = ['pntCndPrvPntBrtSeriado1', 'pntCndPrvPntBrtSeriado2', 'pntCndPrvPntPdrSeriado1', 'pntCndPrvPntPdrSeriado2'] as const;

async function upsertScores(tx: DbOrTx, lines: ScoreLine[], exams: Map<string, number>, report: Counts): Promise<void> {
  const insCodes = [...new Set(lines.map((l) => l.insPrcCodigo))];
  const existing = new Map(
    (await tx.select().from(seriadoPontuacao).where(sql`${seriadoPontuacao.insPrcCodigo} = ANY(${intArray(insCodes)})`)).map((s) => [`${s.insPrcCodigo}|${s.prvCodigo}`, s]),
  );
  const changed = [];
  for (const l of lines) {
    const row = { insPrcCodigo: l.insPrcCodigo, prvCodigo: exams.get(examKey(l))!, ...Object.fromEntries(SCORE_COLUMNS.map((c) => [c, l[c]])) };
    const old = existing.get(`${row.insPrcCodigo}|${row.prvCodigo}`);
    if (!old) report.inseridas++;
    else if (SCORE_COLUMNS.every((c) => same(old[c], l[c]))) {
      report.inalteradas++;
      continue;
    } else report.atualizadas++;
    changed.push(row);
  }
  const set = Object.fromEntries(SCORE_COLUMNS.map((c) => [c, sql.raw(`excluded."${c}"`)]));
  for (let i = 0; i < changed.length; i += BATCH) {
    await tx
      .insert(seriadoPontuacao)
      .values(changed.slice(i, i + BATCH))
      .onConflictDoUpdate({ target: [seriadoPontuacao.insPrcCodigo, seriadoPontuacao.prvCodigo], set });
  }
}

/**
 * Writes the checked lines in one transaction: everything or nothing (any line refused by the file check,
 * passed in alreadyRejected, or by the database means nothing is written). A line the database refuses
 * (unknown enrolment, option of another process, ...) rolls the whole file back. Rows already holding
 * the same values are not touched, so importing the same file again changes nothing.
 */
export async function importScores(db: DbOrTx, lines: ScoreLine[], alreadyRejected: Rejection[] = []): Promise<ImportResult> {
  if (lines.length === 0) {
    return alreadyRejected.length ? { ok: false, rejected: alreadyRejected } : { ok: true, report: { provas: counts(), candidatos: counts(), notas: counts() } };
  }
  try {
    const report = await db.transaction(async (tx) => {
      // Two imports of the same process run one after the other (exams have no natural unique key to race on).
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('seriado-import'), ${lines[0].prcSltCodigo})`);
      // The lines the file check already refused are reported together with the database's refusals.
      const rejected = [...alreadyRejected, ...(await checkAgainstDatabase(tx, lines))].sort((a, b) => a.linha - b.linha);
      if (rejected.length) throw new Refused(rejected);
      const r: ImportReport = { provas: counts(), candidatos: counts(), notas: counts() };
      const exams = await upsertExams(tx, lines, r.provas);
      await upsertCandidates(tx, lines, r.candidatos);
      await upsertScores(tx, lines, exams, r.notas);
      return r;
    });
    return { ok: true, report };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, rejected: err.rejected };
    throw err;
  }
}

/** The whole import of a file's text: the file check, then the database check and the writing. */
export async function importScoreFile(db: DbOrTx, text: string): Promise<ImportResult> {
  const parsed = parseScoreFile(text);
  return importScores(db, parsed.lines, parsed.rejected);
}
