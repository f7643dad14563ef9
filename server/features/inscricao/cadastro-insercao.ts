/**
 * Several new enrolments in ONE statement, for the deadline crowd: routes.ts hands each validated enrolment to
 * an EscritaEmLote (server/db/escrita-em-lote.ts), which sends those that arrive while a write is under way
 * together. Each row does what cadastro-statements.ts's single insert does — idempotency key, enrolment, its
 * five lists, history snapshot, confirmation e-mail — and the statement answers, row by row, whether it was
 * written or its idempotency key was already stored (the caller then answers the stored response).
 *
 * One statement, so one transaction: if the database refuses it (a single-enrolment index hit by a request
 * of another process, a process option deleted meanwhile...), none of it was written, and the batch is
 * written again one enrolment at a time, each with its own answer. Requests that would collide with each
 * other (same key, same person in a single-enrolment process) are never put in the same batch.
 */
import type { Db } from '../../db/client.ts';
import { EscritaEmLote } from '../../db/escrita-em-lote.ts';
import { rawQuery, type RawStatement } from '../../db/raw.ts';
import { enrolmentInsertParams, FIELD_COLUMNS, insertEnrolmentOnce, suppliedFields, type NewEnrolment } from './cadastro-statements.ts';
import type { EnrolmentWrite } from './validation.ts';
import { listsOfWrite } from './writes.ts';

export interface EnrolmentToWrite {
  e: NewEnrolment;
  w: EnrolmentWrite;
}

/** Written, or null: its idempotency key was already stored (as insertEnrolmentOnce answers). */
export type EnrolmentWritten = { insPrcCodigo: number; insPrcCdgVerificacao: string } | null;

/** Each list's rows for the enrolments written (`ins`), from their row of the batch (`n`). */
const LIST_INSERTS = [
  `INSERT INTO prc_slt_opcao ("insPrcCodigo", "opcCodigo", "prcSltOpcOrdem")
      SELECT n.id, x."opcCodigo", x."prcSltOpcOrdem" FROM ins JOIN n ON n.id = ins."insPrcCodigo", jsonb_to_recordset(n.listas->'opcoes') AS x("opcCodigo" int, "prcSltOpcOrdem" int)`,
  `INSERT INTO ins_prc_ar_conhecimento ("insPrcCodigo", "prcSltArCnhCodigo", "insPrcArCnhOrdem")
      SELECT n.id, x."prcSltArCnhCodigo", x."insPrcArCnhOrdem" FROM ins JOIN n ON n.id = ins."insPrcCodigo", jsonb_to_recordset(n.listas->'arConhecimentos') AS x("prcSltArCnhCodigo" int, "insPrcArCnhOrdem" int)`,
  `INSERT INTO ins_prc_local_desejado ("insPrcCodigo", "mncCodigo")
      SELECT n.id, x."mncCodigo" FROM ins JOIN n ON n.id = ins."insPrcCodigo", jsonb_to_recordset(n.listas->'locaisDesejados') AS x("mncCodigo" int)`,
  `INSERT INTO ins_prc_cnd_apoio ("insPrcCodigo", "prcSltDfcCndApoioCodigo", "insPrcCndApoioDetalhe")
      SELECT n.id, x."prcSltDfcCndApoioCodigo", x."insPrcCndApoioDetalhe" FROM ins JOIN n ON n.id = ins."insPrcCodigo", jsonb_to_recordset(n.listas->'cndApoio') AS x("prcSltDfcCndApoioCodigo" int, "insPrcCndApoioDetalhe" text)`,
  `INSERT INTO ins_prc_tp_instituicao ("insPrcCodigo", "tpIstCodigo")
      SELECT n.id, x."tpIstCodigo" FROM ins JOIN n ON n.id = ins."insPrcCodigo", jsonb_to_recordset(n.listas->'tpInstituicoes') AS x("tpIstCodigo" int)`,
];

/** The fixed columns of a batch row, as parallel arrays (the order of enrolmentInsertParams less the lists). */
const FIXED = ['chave text', 'pss int', 'prc int', 'unica boolean', 'agora timestamptz', 'agora_iso text', 'autor int', 'acao text', 'rota text', 'origem text'];

/** The batch insert for enrolments that set these fields (the union of theirs: the others pass the column's default). */
function batchStatement(fields: number[]): RawStatement {
  const cols = fields.map((i) => FIELD_COLUMNS[i]);
  const arrays = [...FIXED.map((c, i) => `$${i + 1}::${c.split(' ')[1]}[]`), ...cols.map((c, i) => `$${FIXED.length + 2 + i}::${c.type}[]`)];
  const names = [...FIXED.map((c) => c.split(' ')[0]), ...cols.map((_, i) => `c${i}`), 'ord'];
  const text = `WITH q AS (
      SELECT * FROM unnest(${arrays.join(', ')}) WITH ORDINALITY AS q(${names.join(', ')})
    ), n AS MATERIALIZED (
      SELECT q.*, ($${FIXED.length + 1}::jsonb) -> (q.ord::int - 1) AS listas,
             nextval(pg_get_serial_sequence('ins_processo', 'insPrcCodigo'))::int AS id,
             upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16)) AS codigo
        FROM q
    ), chave AS (
      INSERT INTO chave_idempotencia (chave, "pssFscCodigo", rota, "criadaEm", resposta)
      SELECT n.chave, n.pss, n.rota, n.agora,
             jsonb_build_object('insPrcCodigo', n.id, 'prcSltCodigo', n.prc, 'insPrcIncDtHora', n.agora_iso, 'insPrcCdgVerificacao', n.codigo)
        FROM n WHERE n.chave IS NOT NULL
      ON CONFLICT (chave) DO NOTHING
      RETURNING chave
    ), ins AS (
      INSERT INTO ins_processo ("insPrcCodigo", "insPrcCdgVerificacao", "pssFscCodigo", "prcSltCodigo", "insPrcUnica", "insPrcIncDtHora"${cols.map((c) => `, ${c.sql}`).join('')})
      SELECT n.id, n.codigo, n.pss, n.prc, n.unica, n.agora${cols.map((_, i) => `, n.c${i}`).join('')}
        FROM n
       WHERE n.chave IS NULL OR n.chave IN (SELECT chave FROM chave)
      RETURNING *
    )${LIST_INSERTS.map((l, i) => `, lista_${i} AS (\n      ${l}\n    )`).join('')}, historico AS (
      INSERT INTO ins_processo_historico ("insPrcCodigo", "pssFscCodigo", "insPrcHstDtHora", "insPrcHstAcao", "insPrcHstDados")
      SELECT ins."insPrcCodigo", n.autor, n.agora, n.acao, jsonb_strip_nulls(to_jsonb(ins)) || jsonb_build_object('listas', n.listas)
        FROM ins JOIN n ON n.id = ins."insPrcCodigo"
    ), email AS (
      INSERT INTO email_pendente (tipo, referencia, origem, "criadoEm", "proximaTentativa")
      SELECT 'confirmacao-inscricao', n.id, n.origem, n.agora, n.agora FROM ins JOIN n ON n.id = ins."insPrcCodigo"
    )
    SELECT ins."insPrcCodigo", ins."insPrcCdgVerificacao" FROM n LEFT JOIN ins ON ins."insPrcCodigo" = n.id ORDER BY n.ord`;
  // Its generic plan, from the first run: planning this CTE takes ~20 ms on PGlite, more than the batch's rows.
  return { name: `inscricao_insere_lote_${fields.map((i) => i.toString(36)).join('.')}`, text, plano: 'generico' };
}

const statements = new Map<string, RawStatement>();
/** Prepared statements kept per connection; past this, rare field sets run unprepared. */
const MAX_PREPARED = 100;

function statementFor(fields: number[]): RawStatement {
  const key = fields.join('.');
  let st = statements.get(key);
  if (!st) {
    st = batchStatement(fields);
    if (statements.size < MAX_PREPARED) statements.set(key, st);
    else st = { ...st, name: '' };
  }
  return st;
}

/** Writes the enrolments in one statement: one answer per enrolment, in order. */
export async function insertEnrolments(db: Db, batch: readonly EnrolmentToWrite[]): Promise<EnrolmentWritten[]> {
  const union = new Set<number>();
  for (const { w } of batch) for (const i of suppliedFields(w.values)) union.add(i);
  const fields = [...union].sort((a, b) => a - b);
  const fixed = batch.map(({ e }) => enrolmentInsertParams(e));
  const params = [
    ...FIXED.map((_, c) => fixed.map((row) => row[c])),
    JSON.stringify(batch.map(({ w }) => listsOfWrite(w))),
    ...fields.map((i) => batch.map(({ w }) => w.values[FIELD_COLUMNS[i].name] ?? null)),
  ];
  const rows = await rawQuery<{ insPrcCodigo: number | null; insPrcCdgVerificacao: string | null }>(db, statementFor(fields), params);
  return rows.map((r) => (r.insPrcCodigo === null ? null : { insPrcCodigo: r.insPrcCodigo, insPrcCdgVerificacao: r.insPrcCdgVerificacao! }));
}

/**
 * The enrolment writer of one API process: a batch per round trip (see the file's header). Two requests with
 * the same idempotency key, or of the same person in the same single-enrolment process, go one after the other.
 */
export function enrolmentWriter(db: Db, maximo = 100): EscritaEmLote<EnrolmentToWrite, EnrolmentWritten> {
  return new EscritaEmLote<EnrolmentToWrite, EnrolmentWritten>({
    escreveVarios: (batch) => insertEnrolments(db, batch),
    escreveUm: ({ e, w }) => insertEnrolmentOnce(db, e, w),
    conflitos: ({ e }) => [...(e.chave ? [`chave:${e.chave}`] : []), ...(e.insPrcUnica ? [`unica:${e.pssFscCodigo}:${e.prcSltCodigo}`] : [])],
    maximo,
    // One statement under way at a time: two (the next written while one waits for its commit) measured no
    // better on PostgreSQL (1,256 vs 1,448/s, within this VM's noise) and worse on PGlite (one thread).
  });
}
