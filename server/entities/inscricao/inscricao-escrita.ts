/**
 * Every change to an existing enrolment (ins_processo and its lists), whoever asks: the candidate's edit and
 * option change, the staff actions, the exemption and appeal requests, the exam municipality given in bulk, the
 * appeal window a published result opens. The new enrolment's insert is inscricao-insercao.ts's.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { insProcesso } from '../../db/schema/index.ts';
import { inserirListaComValores, LISTAS, type DadosDaInscricao } from './inscricao-descricao.ts';
import type { Inscricao } from './inscricao.ts';

type Row = typeof insProcesso.$inferInsert;
const linhasDe = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Replaces the enrolment's lists with the write's: each list the write carries (not the options of a call
 * without them) deleted and written again, from the same description the insert statements use.
 */
async function substituirListas(tx: DbOrTx, insPrcCodigo: number, d: DadosDaInscricao) {
  for (const l of LISTAS) {
    const linhas = l.linhas(d);
    if (linhas === undefined) continue;
    await tx.execute(sql`DELETE FROM ${sql.raw(l.tabelaSql)} WHERE "insPrcCodigo" = ${insPrcCodigo}`);
    if (linhas.length) await tx.execute(inserirListaComValores(l, insPrcCodigo, linhas));
  }
}

/** The candidate's edit: the form's columns and its lists, inside the caller's transaction. */
export async function updateEnrolment(tx: Tx, insPrcCodigo: number, d: DadosDaInscricao, now: Date): Promise<void> {
  await tx
    .update(insProcesso)
    .set({ ...(d.values as Partial<Row>), insPrcAtualizadoEm: now })
    .where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
  await substituirListas(tx, insPrcCodigo, d);
}

/** The candidate's option change (prcSltOpcao/salvar): the options list alone, replaced. */
export async function replaceOptions(db: DbOrTx, insPrcCodigo: number, opcoes: { opcCodigo: number; prcSltOpcOrdem: number }[]): Promise<void> {
  await substituirListas(db, insPrcCodigo, { values: {}, opcoes, arConhecimentos: [], locaisDesejados: [], cndApoio: [], tpInstituicoes: [] } satisfies DadosDaInscricao);
}

/** What a staff action (gestao-inscricoes/acoes.ts) may change on the enrolment. */
export type MudancaDaEquipe = Pick<Partial<Row>, 'insDeferida' | 'insIndeferida' | 'insPrcMotivoIndeferimento' | 'insCancelada' | 'insPrcEdicaoAte' | 'prcSltMncPrvCodigo'>;

/** A staff action's change, answering the enrolment as it now stands. */
export async function aplicarMudancaDaEquipe(tx: Tx, insPrcCodigo: number, mudanca: MudancaDaEquipe, agora: Date): Promise<Inscricao> {
  const [depois] = await tx.update(insProcesso).set({ ...mudanca, insPrcAtualizadoEm: agora }).where(eq(insProcesso.insPrcCodigo, insPrcCodigo)).returning();
  return depois;
}

/** The candidate asked for exemption from the fee (the request itself is the exemption's: entities/pagamento). */
export async function marcarIsencaoSolicitada(db: DbOrTx, insPrcCodigo: number): Promise<void> {
  await db.update(insProcesso).set({ insPrcSlcIsencao: true, insPrcAtualizadoEm: sql`now()` }).where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
}

/** The candidate filed an appeal (the appeal itself is the reexame entity's). */
export async function marcarReexameSolicitado(tx: DbOrTx, insPrcCodigo: number): Promise<void> {
  await tx.update(insProcesso).set({ insPrcSlcReexame: true }).where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
}

/** Gives every deferred enrolment of the process without an exam municipality this one; answers who changed. */
export async function definirMunicipioDeProva(tx: DbOrTx, prcSltCodigo: number, prcSltMncPrvCodigo: number, now: Date) {
  const r = await tx.execute(sql`
    UPDATE ins_processo i SET "prcSltMncPrvCodigo" = ${prcSltMncPrvCodigo}, "insPrcAtualizadoEm" = ${now.toISOString()}::timestamptz
      FROM prc_seletivo p
     WHERE p."prcSltCodigo" = i."prcSltCodigo" AND i."prcSltCodigo" = ${prcSltCodigo} AND i."insDeferida" AND NOT i."insCancelada" AND i."prcSltMncPrvCodigo" IS NULL
    RETURNING i."insPrcCodigo", i."pssFscCodigo", p."prcSltDescricao" AS processo`);
  return linhasDe<{ insPrcCodigo: number; pssFscCodigo: number; processo: string }>(r);
}

/**
 * Opening the appeal window on a published result lets its candidates appeal (the reexame module asks the
 * enrolment's insPrcPrmReexame): every enrolment in the result's lists, the eliminated too. Answers how many.
 */
export async function liberarReexameDoResultado(tx: DbOrTx, clsCalCodigo: number): Promise<number> {
  const r = await tx.execute(sql`WITH l AS (UPDATE ins_processo SET "insPrcPrmReexame" = true
                            WHERE "insPrcCodigo" IN (SELECT "insPrcCodigo" FROM cls_lista WHERE "clsCalCodigo" = ${clsCalCodigo}) AND NOT "insPrcPrmReexame" AND NOT "insCancelada"
                           RETURNING 1)
                SELECT count(*)::int AS n FROM l`);
  return linhasDe<{ n: number }>(r)[0].n;
}
