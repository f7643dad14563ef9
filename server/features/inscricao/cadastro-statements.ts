/**
 * The deadline-day path of a new enrolment in two hand-written statements (bench/results notes: the
 * query builder and one round trip per table were most of its cost):
 *
 *  1. `enrolmentContexts` — one read: the catalogue version, the person's bond, whether they already hold
 *     an enrolment in the process, whether the chosen institution exists, and a stored answer for the
 *     form's idempotency key (several requests' contexts in one query: routes.ts batches them);
 *  2. `insertEnrolmentOnce` — one write: the idempotency key, the enrolment, its five lists, its history
 *     snapshot and its confirmation e-mail, in ONE statement, so in one implicit transaction: all of it or
 *     none of it. When the key is already there (a concurrent double submit), nothing is inserted.
 */
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rawQuery, type RawStatement } from '../../db/raw.ts';
import { insProcesso } from '../../db/schema/index.ts';
import { ENROLMENT_FIELDS } from '../../../src/domain/enrolment-fields.ts';
import type { EnrolmentWrite } from './validation.ts';
import { listsOfWrite } from './writes.ts';

export interface EnrolmentContext {
  versao: string;
  interno: boolean;
  inscrito: boolean;
  istExiste: boolean;
  /** The stored idempotency record of this key, if the form was already sent. */
  chave: { rota: string; resposta: unknown } | null;
}

/** The context's columns, for one enrolment's parameters or for a batch's rows (`q`). */
const contextColumns = (pss: string, prc: string, ist: string, chave: string) =>
  `(SELECT versao::text FROM catalogo_versao WHERE id = 1) AS versao,
   COALESCE((SELECT "pssFscVncInterno" FROM pss_fisica WHERE "pssFscCodigo" = ${pss}), false) AS interno,
   EXISTS (SELECT 1 FROM ins_processo WHERE "pssFscCodigo" = ${pss} AND "prcSltCodigo" = ${prc} AND NOT "insCancelada") AS inscrito,
   (${ist} IS NULL OR EXISTS (SELECT 1 FROM instituicao WHERE "istCodigo" = ${ist})) AS "istExiste",
   (SELECT jsonb_build_object('rota', rota, 'resposta', resposta) FROM chave_idempotencia WHERE chave = ${chave}) AS chave`;

/** A batch of one (most of them below saturation) takes the plain form: on PGlite, planned every time, it costs less. */
const CONTEXT: RawStatement = { name: 'inscricao_contexto', text: `SELECT ${contextColumns('$1::int', '$2::int', '$3::int', '$4::text')}` };
const CONTEXTS: RawStatement = {
  name: 'inscricao_contextos',
  text: `SELECT ${contextColumns('q.pss', 'q.prc', 'q.ist', 'q.chave')}
           FROM unnest($1::int[], $2::int[], $3::int[], $4::text[]) WITH ORDINALITY AS q(pss, prc, ist, chave, n)
          ORDER BY q.n`,
  // Planned with its arrays every run: a generic plan reads every candidate's rows as if the batch were 100 long.
  plano: 'personalizado',
};

export interface ContextQuery {
  pssFscCodigo: number;
  prcSltCodigo: number;
  istCodigo: number | null;
  chave: string | null;
}

/** The context of several enrolments in one round trip (a LeituraEmLote): one answer per query, in order. */
export async function enrolmentContexts(db: Db, qs: readonly ContextQuery[]): Promise<EnrolmentContext[]> {
  if (qs.length === 1) return rawQuery<EnrolmentContext>(db, CONTEXT, [qs[0].pssFscCodigo, qs[0].prcSltCodigo, qs[0].istCodigo, qs[0].chave]);
  return rawQuery<EnrolmentContext>(db, CONTEXTS, [qs.map((q) => q.pssFscCodigo), qs.map((q) => q.prcSltCodigo), qs.map((q) => q.istCodigo), qs.map((q) => q.chave)]);
}

const STORED_ANSWER: RawStatement = {
  name: 'inscricao_resposta_guardada',
  text: `SELECT jsonb_build_object('rota', rota, 'resposta', resposta) AS chave FROM chave_idempotencia WHERE chave = $1::text`,
};

export async function storedAnswer(db: Db, chave: string): Promise<EnrolmentContext['chave']> {
  const [row] = await rawQuery<{ chave: EnrolmentContext['chave'] }>(db, STORED_ANSWER, [chave]);
  return row?.chave ?? null;
}

/** The enrolment's own columns the form writes, as named and typed in the table (checked once, at load). */
const columns = getTableColumns(insProcesso) as Record<string, PgColumn>;
export const FIELD_COLUMNS = ENROLMENT_FIELDS.map((f) => {
  const col = columns[f.name];
  if (!col) throw new Error(`campo ${f.name} sem coluna em ins_processo`);
  // The base type: an explicit cast to varchar(n) would cut a long value short instead of refusing it.
  return { name: f.name, sql: `"${col.name}"`, type: col.getSQLType().replace(/\(.*\)/, ''), dflt: col.hasDefault ? (col.default as unknown) : null };
});

/**
 * The fields this enrolment gives a value other than the column's default (most of the ~80 stay
 * unset): only they are written, so the row is built from a dozen typed parameters, not all of them.
 */
export function suppliedFields(values: EnrolmentWrite['values']): number[] {
  const out: number[] = [];
  FIELD_COLUMNS.forEach((c, i) => {
    const v = values[c.name] ?? null;
    if (v !== c.dflt) out.push(i);
  });
  return out;
}

/** Each list's insert, included only when the enrolment has items in it (an empty one still costs a plan node). */
const LIST_INSERTS = {
  opcoes: `INSERT INTO prc_slt_opcao ("insPrcCodigo", "opcCodigo", "prcSltOpcOrdem")
      SELECT ins."insPrcCodigo", x."opcCodigo", x."prcSltOpcOrdem" FROM ins, p, jsonb_to_recordset(p.listas->'opcoes') AS x("opcCodigo" int, "prcSltOpcOrdem" int)`,
  arConhecimentos: `INSERT INTO ins_prc_ar_conhecimento ("insPrcCodigo", "prcSltArCnhCodigo", "insPrcArCnhOrdem")
      SELECT ins."insPrcCodigo", x."prcSltArCnhCodigo", x."insPrcArCnhOrdem" FROM ins, p, jsonb_to_recordset(p.listas->'arConhecimentos') AS x("prcSltArCnhCodigo" int, "insPrcArCnhOrdem" int)`,
  locaisDesejados: `INSERT INTO ins_prc_local_desejado ("insPrcCodigo", "mncCodigo")
      SELECT ins."insPrcCodigo", x."mncCodigo" FROM ins, p, jsonb_to_recordset(p.listas->'locaisDesejados') AS x("mncCodigo" int)`,
  cndApoio: `INSERT INTO ins_prc_cnd_apoio ("insPrcCodigo", "prcSltDfcCndApoioCodigo", "insPrcCndApoioDetalhe")
      SELECT ins."insPrcCodigo", x."prcSltDfcCndApoioCodigo", x."insPrcCndApoioDetalhe" FROM ins, p, jsonb_to_recordset(p.listas->'cndApoio') AS x("prcSltDfcCndApoioCodigo" int, "insPrcCndApoioDetalhe" text)`,
  tpInstituicoes: `INSERT INTO ins_prc_tp_instituicao ("insPrcCodigo", "tpIstCodigo")
      SELECT ins."insPrcCodigo", x."tpIstCodigo" FROM ins, p, jsonb_to_recordset(p.listas->'tpInstituicoes') AS x("tpIstCodigo" int)`,
};
type ListName = keyof typeof LIST_INSERTS;
const LIST_NAMES = Object.keys(LIST_INSERTS) as ListName[];

function insertStatement(name: string, lists: ListName[], fields: number[]): RawStatement {
  const FIXED = 11;
  const cols = fields.map((i) => FIELD_COLUMNS[i]);
  return {
    name,
    text: `WITH p AS (
      SELECT $1::text AS chave, $2::int AS pss, $3::int AS prc, $4::boolean AS unica, $5::timestamptz AS agora, $6::text AS agora_iso,
             $7::jsonb AS listas, $8::int AS autor, $9::text AS acao, $10::text AS rota, $11::text AS origem
    ), novo AS MATERIALIZED (
      SELECT nextval(pg_get_serial_sequence('ins_processo', 'insPrcCodigo'))::int AS id,
             upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)) AS codigo
    ), chave AS (
      INSERT INTO chave_idempotencia (chave, "pssFscCodigo", rota, "criadaEm", resposta)
      SELECT p.chave, p.pss, p.rota, p.agora,
             jsonb_build_object('insPrcCodigo', novo.id, 'prcSltCodigo', p.prc, 'insPrcIncDtHora', p.agora_iso, 'insPrcCdgVerificacao', novo.codigo)
        FROM p, novo WHERE p.chave IS NOT NULL
      ON CONFLICT (chave) DO NOTHING
      RETURNING 1
    ), ins AS (
      INSERT INTO ins_processo ("insPrcCodigo", "insPrcCdgVerificacao", "pssFscCodigo", "prcSltCodigo", "insPrcUnica", "insPrcIncDtHora"${cols.map((c) => `, ${c.sql}`).join('')})
      SELECT novo.id, novo.codigo, p.pss, p.prc, p.unica, p.agora${cols.map((c, i) => `, $${FIXED + 1 + i}::${c.type}`).join('')}
        FROM p, novo
       WHERE p.chave IS NULL OR EXISTS (SELECT 1 FROM chave)
      RETURNING *
    )${lists.map((l) => `, lista_${l} AS (\n      ${LIST_INSERTS[l]}\n    )`).join('')}, historico AS (
      INSERT INTO ins_processo_historico ("insPrcCodigo", "pssFscCodigo", "insPrcHstDtHora", "insPrcHstAcao", "insPrcHstDados")
      SELECT ins."insPrcCodigo", p.autor, p.agora, p.acao, jsonb_strip_nulls(to_jsonb(ins)) || jsonb_build_object('listas', p.listas) FROM ins, p
    ), email AS (
      INSERT INTO email_pendente (tipo, referencia, origem, "criadoEm", "proximaTentativa")
      SELECT 'confirmacao-inscricao', ins."insPrcCodigo", p.origem, p.agora, p.agora FROM ins, p
    )
    SELECT "insPrcCodigo", "insPrcCdgVerificacao" FROM ins`,
  };
}

const statements = new Map<string, RawStatement>();
/** Prepared statements kept per connection; past this, rare shapes run unprepared. */
const MAX_PREPARED = 200;

/** The insert for this enrolment's shape: which lists have items and which fields are set. */
function insertFor(lists: Record<ListName, unknown[]>, fields: number[]): RawStatement {
  const present = LIST_NAMES.filter((l) => lists[l].length > 0);
  const name = `inscricao_insere_${present.map((l) => LIST_NAMES.indexOf(l)).join('') || 'x'}_${fields.map((i) => i.toString(36)).join('.')}`;
  let st = statements.get(name);
  if (!st) {
    st = insertStatement(statements.size < MAX_PREPARED ? name : '', present, fields);
    if (statements.size < MAX_PREPARED) statements.set(name, st);
  }
  return st;
}

/** An enrolment's own parameters (all but its lists and fields), as the single and the batch inserts take them. */
export function enrolmentInsertParams(e: NewEnrolment): (string | number | boolean | null)[] {
  return [e.chave, e.pssFscCodigo, e.prcSltCodigo, e.insPrcUnica, e.now.toISOString(), e.now.toISOString(), e.autor, e.acao, e.rota, e.origem];
}

/** The statement and its parameters for an enrolment, without running it (bench/pg-floor.ts feeds it to pgbench). */
export function enrolmentInsert(e: NewEnrolment, w: EnrolmentWrite): { statement: RawStatement; params: (string | number | boolean | null)[] } {
  const listas = listsOfWrite(w);
  const fields = suppliedFields(w.values);
  const [chave, pss, prc, unica, agora, agoraIso, ...resto] = enrolmentInsertParams(e);
  const params = [chave, pss, prc, unica, agora, agoraIso, JSON.stringify(listas), ...resto];
  return { statement: insertFor(listas, fields), params: [...params, ...fields.map((i) => w.values[FIELD_COLUMNS[i].name] ?? null)] };
}

export interface NewEnrolment {
  chave: string | null;
  rota: string;
  pssFscCodigo: number;
  prcSltCodigo: number;
  insPrcUnica: boolean;
  now: Date;
  /** Who wrote it (the super user when simulating) and through which call, for the history. */
  autor: number;
  acao: string;
  /** The site's origin for the confirmation e-mail's links. */
  origem: string;
}

/**
 * Inserts the enrolment with everything that belongs to it. Answers null when the idempotency key was
 * already stored (the caller answers with the stored response). Constraint violations reject as usual.
 */
export async function insertEnrolmentOnce(db: Db, e: NewEnrolment, w: EnrolmentWrite): Promise<{ insPrcCodigo: number; insPrcCdgVerificacao: string } | null> {
  const { statement, params } = enrolmentInsert(e, w);
  const [row] = await rawQuery<{ insPrcCodigo: number; insPrcCdgVerificacao: string }>(db, statement, params);
  return row ?? null;
}
