/**
 * The enrolment (insProcesso), for every feature that reads or writes one: the one "only your own
 * enrolment" condition, the finder every screen uses, and the history snapshot writers.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  insPrcArConhecimento,
  insPrcCndApoio,
  insPrcLocalDesejado,
  insPrcTpInstituicao,
  insProcesso,
  insProcessoHistorico,
  opcao,
  prcSeletivo,
  prcSltOpcao,
} from '../../db/schema/index.ts';
import { isoToBrDate } from '../../../src/domain/dates.ts';
import { formatDecimalComma } from '../../../src/domain/decimal.ts';
import { ENROLMENT_FIELDS } from '../../../src/domain/inscricao-campos.ts';
import { notFound } from '../../http/envelope.ts';
import type { Processo } from '../processo/processo.ts';

export type Inscricao = typeof insProcesso.$inferSelect;

export const INSCRICAO_NAO_ENCONTRADA = 'Inscrição não encontrada.';

/** What a screen names: the enrolment, and (when its route carries it) the process it must belong to. */
export interface AlvoInscricao {
  insPrcCodigo: number;
  prcSltCodigo?: number;
}

/**
 * The condition "this enrolment is the person's own" (and, when given, "of this process"), written once:
 * every query that reads an enrolment for a candidate goes through it.
 */
export function inscricaoDaPessoa(pssFscCodigo: number, alvo: Partial<AlvoInscricao> = {}): SQL {
  return and(
    eq(insProcesso.pssFscCodigo, pssFscCodigo),
    alvo.insPrcCodigo === undefined ? undefined : eq(insProcesso.insPrcCodigo, alvo.insPrcCodigo),
    alvo.prcSltCodigo === undefined ? undefined : eq(insProcesso.prcSltCodigo, alvo.prcSltCodigo),
  )!;
}

/**
 * The person's own enrolment with its process; null for anyone else's, for a code of another process or a
 * missing one alike, so the caller answers one 404 and nothing leaks. `lock` takes the enrolment row for
 * update (writes that must see it unchanged until they commit).
 */
export async function inscricaoPropria(db: DbOrTx, pssFscCodigo: number, alvo: AlvoInscricao, opts: { lock?: boolean } = {}): Promise<{ ins: Inscricao; p: Processo } | null> {
  const q = db
    .select({ ins: insProcesso, p: prcSeletivo })
    .from(insProcesso)
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .where(inscricaoDaPessoa(pssFscCodigo, alvo));
  const [row] = opts.lock ? await q.for('update', { of: insProcesso }) : await q;
  return row ?? null;
}

/**
 * For the screens whose route carries both codes (cronogramas, reexame, lista-fiscais, reports): the person's
 * own enrolment in that process, flat with the process facts those screens read, or the one 404.
 */
export async function exigirInscricaoPropria(db: DbOrTx, pssFscCodigo: number, alvo: Required<AlvoInscricao>, opts: { lock?: boolean } = {}) {
  const row = await inscricaoPropria(db, pssFscCodigo, alvo, opts);
  if (!row) throw notFound(INSCRICAO_NAO_ENCONTRADA);
  return { ...row.ins, prcSltDescricao: row.p.prcSltDescricao, prcSltTipo: row.p.prcSltTipo };
}

/**
 * The process of an enrolment, or null when there is none: the staff guard's resolver for the routes an enrolment
 * names (processoDaLinha, server/plugins/equipe.ts), which answers 404 on null.
 */
export async function processoDaInscricao(db: DbOrTx, insPrcCodigo: number): Promise<number | null> {
  const [r] = await db.select({ p: insProcesso.prcSltCodigo }).from(insProcesso).where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
  return r?.p ?? null;
}

/** One line of an enrolment's history: who wrote (the real person, the super user when simulating), when, through which call, what. */
export async function writeSnapshot(db: DbOrTx, s: { insPrcCodigo: number; autor: number; acao: string; now: Date; dados: unknown }): Promise<void> {
  await db.insert(insProcessoHistorico).values({ insPrcCodigo: s.insPrcCodigo, pssFscCodigo: s.autor, insPrcHstDtHora: s.now, insPrcHstAcao: s.acao, insPrcHstDados: s.dados });
}

/** The lists an enrolment carries beside its own row: options, knowledge areas, desired places, support conditions, institution types. */
export async function enrolmentLists(db: DbOrTx, insPrcCodigo: number) {
  const [opcoes, arConhecimentos, locaisDesejados, cndApoio, tpInstituicoes] = await Promise.all([
    db
      .select({ opcCodigo: prcSltOpcao.opcCodigo, prcSltOpcOrdem: prcSltOpcao.prcSltOpcOrdem, opcDescricao: opcao.opcDescricao, opcVlrInscricao: opcao.opcVlrInscricao })
      .from(prcSltOpcao)
      .innerJoin(opcao, eq(opcao.opcCodigo, prcSltOpcao.opcCodigo))
      .where(eq(prcSltOpcao.insPrcCodigo, insPrcCodigo))
      .orderBy(asc(prcSltOpcao.prcSltOpcOrdem)),
    db
      .select({ prcSltArCnhCodigo: insPrcArConhecimento.prcSltArCnhCodigo, insPrcArCnhOrdem: insPrcArConhecimento.insPrcArCnhOrdem })
      .from(insPrcArConhecimento)
      .where(eq(insPrcArConhecimento.insPrcCodigo, insPrcCodigo))
      .orderBy(asc(insPrcArConhecimento.insPrcArCnhOrdem)),
    db.select({ mncCodigo: insPrcLocalDesejado.mncCodigo }).from(insPrcLocalDesejado).where(eq(insPrcLocalDesejado.insPrcCodigo, insPrcCodigo)),
    db
      .select({ prcSltDfcCndApoioCodigo: insPrcCndApoio.prcSltDfcCndApoioCodigo, insPrcCndApoioDetalhe: insPrcCndApoio.insPrcCndApoioDetalhe })
      .from(insPrcCndApoio)
      .where(eq(insPrcCndApoio.insPrcCodigo, insPrcCodigo)),
    db.select({ tpIstCodigo: insPrcTpInstituicao.tpIstCodigo }).from(insPrcTpInstituicao).where(eq(insPrcTpInstituicao.insPrcCodigo, insPrcCodigo)),
  ]);
  return { opcoes, arConhecimentos, locaisDesejados, cndApoio, tpInstituicoes };
}

/** Records the enrolment as it now stands in its history (an edit; a new enrolment's insert statement writes its own). */
export async function snapshotEnrolment(db: DbOrTx, s: { insPrcCodigo: number; autor: number; acao: string; now: Date }): Promise<void> {
  const [ins] = await db.select().from(insProcesso).where(eq(insProcesso.insPrcCodigo, s.insPrcCodigo));
  const listas = await enrolmentLists(db, s.insPrcCodigo);
  await writeSnapshot(db, { ...s, dados: JSON.parse(JSON.stringify({ ...ins, listas })) });
}

const tf = (b: boolean | null | undefined): 'T' | 'F' => (b ? 'T' : 'F');

/**
 * An enrolment's form fields in wire form (T/F, dd/mm/yyyy, decimal comma), as the form sends them back: the
 * candidate's edit form reads it (insProcesso/buscarPorCodigo) and the back office shows it (gestão de inscrições).
 */
export function enrolmentToWire(i: Inscricao): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  const row = i as unknown as Record<string, unknown>;
  for (const f of ENROLMENT_FIELDS) {
    const v = row[f.name];
    if (f.kind === 'tf') out[f.name] = tf(v as boolean);
    else if (v === null || v === undefined) out[f.name] = null;
    else if (f.kind === 'date') out[f.name] = isoToBrDate(String(v));
    else if (f.kind === 'decimal') out[f.name] = formatDecimalComma(Number(v), 2);
    else if (f.kind === 'money') out[f.name] = formatDecimalComma(Number(v) / 100, 2);
    else out[f.name] = String(v);
  }
  return out;
}
