/**
 * A new enrolment in ONE statement, for the deadline crowd (bench/results notes: the query builder and one
 * round trip per table were most of its cost): its idempotency key, the row, its lists, its history snapshot and
 * its confirmation e-mail, all or nothing. Two forms of the same statement, compiled from the one description
 * of the row and its lists (inscricao-descricao.ts):
 *  - one enrolment (`insertEnrolmentOnce`): typed scalar parameters, only the lists it has items in (an empty
 *    one still costs a plan node);
 *  - a batch (`insertEnrolments`): the same columns as parallel arrays, unnested, every list; one answer per
 *    enrolment, in order. `enrolmentWriter` sends those that arrive while a write is under way together
 *    (server/db/escrita-em-lote.ts).
 * Either way the answer says, per enrolment, whether it was written or its idempotency key was already stored
 * (the caller then answers the stored response: server/entities/idempotencia/idempotencia.ts).
 *
 * One statement, so one transaction: if the database refuses a batch (a single-enrolment index hit by a request
 * of another process, a process option deleted meanwhile...), none of it was written, and the batch is written
 * again one enrolment at a time, each with its own answer. Requests that would collide with each other (same key,
 * same person in a single-enrolment process) are never put in the same batch.
 */
import { insercaoNaFilaDeEmail } from '../mensagem/fila-email.ts';
import type { Db } from '../../db/client.ts';
import { EscritaEmLote } from '../../db/escrita-em-lote.ts';
import { rawQuery, type RawStatement } from '../../db/raw.ts';
import { chaveNovaSql, guardarChavesSql } from '../idempotencia/idempotencia.ts';
import { FIELD_COLUMNS, inserirListaSql, LISTAS, listasDaInscricao, suppliedFields, type DadosDaInscricao, type Lista } from './inscricao-descricao.ts';

export interface NewEnrolment {
  /** The person's stored idempotency key (chaveDaPessoa), or null. */
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

/** Written, or null: its idempotency key was already stored. */
export type EnrolmentWritten = { insPrcCodigo: number; insPrcCdgVerificacao: string } | null;

type Param = string | number | boolean | null;

/** An enrolment's own parameters, in the statements' order ($1..$10; $11 is the lists' JSON, then the fields). */
const FIXED = ['chave text', 'pss int', 'prc int', 'unica boolean', 'agora timestamptz', 'agora_iso text', 'autor int', 'acao text', 'rota text', 'origem text'].map((c) => {
  const [nome, tipo] = c.split(' ');
  return { nome, tipo };
});
const LISTAS_PARAM = FIXED.length + 1;
const fixedParams = (e: NewEnrolment): Param[] => [e.chave, e.pssFscCodigo, e.prcSltCodigo, e.insPrcUnica, e.now.toISOString(), e.now.toISOString(), e.autor, e.acao, e.rota, e.origem];

const NOVO_CODIGO = `nextval(pg_get_serial_sequence('ins_processo', 'insPrcCodigo'))::int AS id,
             upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)) AS codigo`;

/** `n`, one row per enrolment (its parameters, fields c0.., lists, new code): from scalar parameters or from arrays. */
function fonte(lote: boolean, fields: number[]): string {
  const cols = fields.map((i) => FIELD_COLUMNS[i]);
  if (!lote) {
    const params = [...FIXED.map((c, i) => `$${i + 1}::${c.tipo} AS ${c.nome}`), ...cols.map((c, i) => `$${LISTAS_PARAM + 1 + i}::${c.type} AS c${i}`)];
    return `n AS MATERIALIZED (
      SELECT ${params.join(', ')}, $${LISTAS_PARAM}::jsonb AS listas,
             ${NOVO_CODIGO}
    )`;
  }
  const arrays = [...FIXED.map((c, i) => `$${i + 1}::${c.tipo}[]`), ...cols.map((c, i) => `$${LISTAS_PARAM + 1 + i}::${c.type}[]`)];
  const names = [...FIXED.map((c) => c.nome), ...cols.map((_, i) => `c${i}`), 'ord'];
  return `q AS (
      SELECT * FROM unnest(${arrays.join(', ')}) WITH ORDINALITY AS q(${names.join(', ')})
    ), n AS MATERIALIZED (
      SELECT q.*, ($${LISTAS_PARAM}::jsonb) -> (q.ord::int - 1) AS listas,
             ${NOVO_CODIGO}
        FROM q
    )`;
}

/** The insert of the enrolments of `n` that set these fields, with these lists. */
function insertStatement(name: string, lote: boolean, fields: number[], listas: Lista[]): RawStatement {
  const cols = fields.map((i) => FIELD_COLUMNS[i]);
  // Each written row with its enrolment's parameters; one enrolment needs no join (as cheap to plan as before).
  const DA_LINHA = lote ? `ins JOIN n ON n.id = ins."insPrcCodigo"` : 'ins, n';
  const resposta = `jsonb_build_object('insPrcCodigo', n.id, 'prcSltCodigo', n.prc, 'insPrcIncDtHora', n.agora_iso, 'insPrcCdgVerificacao', n.codigo)`;
  const text = `WITH ${fonte(lote, fields)}, chave AS (
      ${guardarChavesSql({ de: 'n', chave: 'n.chave', pessoa: 'n.pss', rota: 'n.rota', em: 'n.agora', resposta })}
    ), ins AS (
      INSERT INTO ins_processo ("insPrcCodigo", "insPrcCdgVerificacao", "pssFscCodigo", "prcSltCodigo", "insPrcUnica", "insPrcIncDtHora"${cols.map((c) => `, ${c.sql}`).join('')})
      SELECT n.id, n.codigo, n.pss, n.prc, n.unica, n.agora${cols.map((_, i) => `, n.c${i}`).join('')}
        FROM n
       WHERE ${chaveNovaSql('chave', 'n.chave')}
      RETURNING *
    )${listas.map((l) => `, lista_${l.nome} AS (\n      ${inserirListaSql(l, 'n.id', DA_LINHA, `n.listas->'${l.nome}'`)}\n    )`).join('')}, historico AS (
      INSERT INTO ins_processo_historico ("insPrcCodigo", "pssFscCodigo", "insPrcHstDtHora", "insPrcHstAcao", "insPrcHstDados")
      SELECT ins."insPrcCodigo", n.autor, n.agora, n.acao, jsonb_strip_nulls(to_jsonb(ins)) || jsonb_build_object('listas', n.listas)
        FROM ${DA_LINHA}
    ), email AS (
      ${insercaoNaFilaDeEmail(`SELECT 'confirmacao-inscricao', n.id, n.origem, n.agora, n.agora FROM ${DA_LINHA}`)}
    )
    ${lote ? 'SELECT ins."insPrcCodigo", ins."insPrcCdgVerificacao" FROM n LEFT JOIN ins ON ins."insPrcCodigo" = n.id ORDER BY n.ord' : 'SELECT "insPrcCodigo", "insPrcCdgVerificacao" FROM ins'}`;
  // The batch keeps its generic plan, from the first run: planning this CTE takes ~20 ms on PGlite, more than
  // the batch's rows. One enrolment's plan is left to the database, as it always was.
  return lote ? { name, text, plano: 'generico' } : { name, text };
}

/** Prepared statements kept per connection, per form; past this, rare shapes run unprepared. */
const MAX_PREPARED = { um: 200, lote: 100 };
const statements = { um: new Map<string, RawStatement>(), lote: new Map<string, RawStatement>() };

function statementFor(lote: boolean, fields: number[], listas: Lista[]): RawStatement {
  const forma = lote ? 'lote' : 'um';
  const campos = fields.map((i) => i.toString(36)).join('.');
  const name = lote ? `inscricao_insere_lote_${campos}` : `inscricao_insere_${listas.map((l) => LISTAS.indexOf(l)).join('') || 'x'}_${campos}`;
  let st = statements[forma].get(name);
  if (!st) {
    const guardar = statements[forma].size < MAX_PREPARED[forma];
    st = insertStatement(guardar ? name : '', lote, fields, listas);
    if (guardar) statements[forma].set(name, st);
  }
  return st;
}

type Resposta = { insPrcCodigo: number | null; insPrcCdgVerificacao: string | null };
const written = (r: Resposta): EnrolmentWritten => (r.insPrcCodigo === null ? null : { insPrcCodigo: r.insPrcCodigo, insPrcCdgVerificacao: r.insPrcCdgVerificacao! });

/** The statement and its parameters for one enrolment, without running it (bench/pg-floor.ts feeds it to pgbench). */
export function enrolmentInsert(e: NewEnrolment, d: DadosDaInscricao): { statement: RawStatement; params: Param[] } {
  const listas = listasDaInscricao(d);
  const fields = suppliedFields(d.values);
  const presentes = LISTAS.filter((l) => listas[l.nome].length > 0);
  const params = [...fixedParams(e), JSON.stringify(listas), ...fields.map((i) => d.values[FIELD_COLUMNS[i].name] ?? null)];
  return { statement: statementFor(false, fields, presentes), params };
}

/**
 * Inserts the enrolment with everything that belongs to it. Answers null when the idempotency key was
 * already stored (the caller answers with the stored response). Constraint violations reject as usual.
 */
export async function insertEnrolmentOnce(db: Db, e: NewEnrolment, d: DadosDaInscricao): Promise<EnrolmentWritten> {
  const { statement, params } = enrolmentInsert(e, d);
  const [row] = await rawQuery<Resposta>(db, statement, params);
  return row ? written(row) : null;
}

export interface EnrolmentToWrite {
  e: NewEnrolment;
  w: DadosDaInscricao;
}

/** The batch statement and its parameters (the fields any of them sets; the others pass the column's default). */
export function enrolmentBatchInsert(batch: readonly EnrolmentToWrite[]): { statement: RawStatement; params: (Param | Param[])[] } {
  const union = new Set<number>();
  for (const { w } of batch) for (const i of suppliedFields(w.values)) union.add(i);
  const fields = [...union].sort((a, b) => a - b);
  const fixed = batch.map(({ e }) => fixedParams(e));
  const params = [
    ...FIXED.map((_, c) => fixed.map((row) => row[c])),
    JSON.stringify(batch.map(({ w }) => listasDaInscricao(w))),
    ...fields.map((i) => batch.map(({ w }) => w.values[FIELD_COLUMNS[i].name] ?? null)),
  ];
  return { statement: statementFor(true, fields, LISTAS), params };
}

/** Writes the enrolments in one statement: one answer per enrolment, in order. */
export async function insertEnrolments(db: Db, batch: readonly EnrolmentToWrite[]): Promise<EnrolmentWritten[]> {
  const { statement, params } = enrolmentBatchInsert(batch);
  const rows = await rawQuery<Resposta>(db, statement, params);
  return rows.map(written);
}

/**
 * The enrolment writer of one API process: a batch per round trip (see the file's header). Two requests with
 * the same idempotency key, or of the same person in the same single-enrolment process, go one after the other.
 */
export function enrolmentWriter(db: Db, maximo = 100): EscritaEmLote<EnrolmentToWrite, EnrolmentWritten> {
  return new EscritaEmLote<EnrolmentToWrite, EnrolmentWritten>({
    escreveVarios: (batch) => insertEnrolments(db, batch),
    escreveUm: ({ e, w }) => insertEnrolmentOnce(db, e, w),
    nome: 'gravação de inscrições',
    conflitos: ({ e }) => [...(e.chave ? [`chave:${e.chave}`] : []), ...(e.insPrcUnica ? [`unica:${e.pssFscCodigo}:${e.prcSltCodigo}`] : [])],
    maximo,
    // One statement under way at a time: two (the next written while one waits for its commit) measured no
    // better on PostgreSQL (1,256 vs 1,448/s, within this VM's noise) and worse on PGlite (one thread).
  });
}
