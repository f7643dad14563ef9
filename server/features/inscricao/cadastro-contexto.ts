/**
 * The deadline-day path of a new enrolment is one read and one write (bench/results notes: the query builder
 * and one round trip per table were most of its cost):
 *
 *  1. `enrolmentContexts` (here) — one read: the catalogue version, the person's bond, whether they already
 *     hold an enrolment in the process, whether the chosen institution exists, and a stored answer for the
 *     form's idempotency key (several requests' contexts in one query: routes.ts batches them);
 *  2. the write — the idempotency key, the enrolment, its lists, its history snapshot and its confirmation
 *     e-mail in ONE statement, several enrolments per statement under a crowd
 *     (server/entities/inscricao/inscricao-insercao.ts).
 */
import type { Db } from '../../db/client.ts';
import { rawQuery, type RawStatement } from '../../db/raw.ts';
import { respostaGuardadaSql, type RespostaGuardada } from '../../entities/idempotencia/idempotencia.ts';

export interface EnrolmentContext {
  versao: string;
  interno: boolean;
  inscrito: boolean;
  istExiste: boolean;
  /** The stored idempotency record of this key, if the form was already sent. */
  chave: RespostaGuardada | null;
}

/** The context's columns, for one enrolment's parameters or for a batch's rows (`q`). */
const contextColumns = (pss: string, prc: string, ist: string, chave: string) =>
  `(SELECT versao::text FROM catalogo_versao WHERE id = 1) AS versao,
   COALESCE((SELECT "pssFscVncInterno" FROM pss_fisica WHERE "pssFscCodigo" = ${pss}), false) AS interno,
   EXISTS (SELECT 1 FROM ins_processo WHERE "pssFscCodigo" = ${pss} AND "prcSltCodigo" = ${prc} AND NOT "insCancelada") AS inscrito,
   (${ist} IS NULL OR EXISTS (SELECT 1 FROM instituicao WHERE "istCodigo" = ${ist})) AS "istExiste",
   ${respostaGuardadaSql(chave)} AS chave`;

/**
 * A batch of one (most of them below saturation) takes the plain form. Planned with its values every run, never
 * kept as a generic plan: one made while chave_idempotencia was nearly empty (a fresh database, or a quiet night after
 * the housekeeping swept the keys) seq-scans it, and kept per connection it went on scanning the whole table for
 * every enrolment as the deadline crowd filled it — PostgreSQL at more than a core, enrolments' p50 from 16 ms to
 * 30 s (bench/pix-notificacoes.ts, session 13: 21,000 sequential scans of chave_idempotencia in one run).
 * Unnamed on PostgreSQL (server/db/raw.ts), 'personalizado' on PGlite; the batch below likewise.
 */
const CONTEXT: RawStatement = { name: '', text: `SELECT ${contextColumns('$1::int', '$2::int', '$3::int', '$4::text')}`, plano: 'personalizado' };
const CONTEXTS: RawStatement = {
  name: '',
  text: `SELECT ${contextColumns('q.pss', 'q.prc', 'q.ist', 'q.chave')}
           FROM unnest($1::int[], $2::int[], $3::int[], $4::text[]) WITH ORDINALITY AS q(pss, prc, ist, chave, n)
          ORDER BY q.n`,
  // Planned with its arrays every run: a generic plan reads every candidate's rows as if the batch were 100 long,
  // and one made on a nearly empty chave_idempotencia scans it whole for each row (above).
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
