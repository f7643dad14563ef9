import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Queries of one person's mailbox (SPEC §3 "Message recipient", §4, §7 "Messages").
 *
 * A person's messages are (schema/mensagens.ts) their mns_destinatario rows plus the global messages
 * that have no row for them yet; both only once mnsDtaAgendamento <= now (scheduled messages stay
 * hidden until their time). A global message without a row is unread; reading it (or marking all
 * as read) materialises its row with mnsDstGlbCodigo set.
 */

export type Filtro = 'T' | 'L' | 'N';

export interface MailboxQuery {
  pssFscCodigo: number;
  now: Date;
  filtro: Filtro;
  /** Free text over subject, body and system code, ignoring case and accents. */
  pesquisa?: string;
}

export interface MailboxRow {
  mnsDstCodigo: number | null;
  mnsDstDtaLeitura: Date | null;
  mnsDstGlbCodigo: number | null;
  msgCodigo: number | null;
  mnsCodigo: number;
  mnsAssunto: string;
  mnsTexto: string;
  mnsDtaAgendamento: Date;
  sstCodigo: string;
  mnsTipo: string;
  remetenteNome: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const asDate = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));
const asInt = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The visible mailbox of a person as one derived table: (leitura, glb, mnsCodigo, ag).
 * Branch 1 reads the person's own rows from mns_destinatario_caixa_idx (pssFscCodigo, ag DESC,
 * mnsCodigo DESC, leitura) alone — index-only, already in display order, however deep the page —
 * without touching mensagem unless searching (the page query fetches the other columns of its rows);
 * branch 2 is the handful of global messages this person has no row for.
 */
function mailbox(q: MailboxQuery, cap?: number): SQL {
  const now = q.now.toISOString();
  const term = q.pesquisa?.trim() ? escapeLike(q.pesquisa.trim()) : null;
  // The same expression as the trigram index mensagem_busca_trgm_idx (migration 0005): keep them identical.
  const matches = (m: SQL) =>
    sql`f_fold(${m}."mnsAssunto" || ' ' || ${m}."mnsTexto" || ' ' || ${m}."sstCodigo") LIKE '%' || f_fold(${term}) || '%'`;
  const own = sql`
    SELECT d."mnsDstDtaLeitura" AS leitura, NULL::integer AS glb, d."mnsCodigo" AS "mnsCodigo", d."mnsDtaAgendamento" AS ag
      FROM mns_destinatario d
     WHERE d."pssFscCodigo" = ${q.pssFscCodigo}
       AND d."mnsDtaAgendamento" <= ${now}::timestamptz
       ${q.filtro === 'L' ? sql`AND d."mnsDstDtaLeitura" IS NOT NULL` : q.filtro === 'N' ? sql`AND d."mnsDstDtaLeitura" IS NULL` : sql``}
       ${term === null ? sql`` : sql`AND EXISTS (SELECT 1 FROM mensagem ms WHERE ms."mnsCodigo" = d."mnsCodigo" AND ${matches(sql.raw('ms'))})`}
     ${cap === undefined ? sql`` : sql`ORDER BY ${ORDER('d."mnsDtaAgendamento"', 'd."mnsCodigo"')} LIMIT ${cap}`}`;
  if (q.filtro === 'L') return own;
  return sql`(${own}) UNION ALL (${globalsWithoutRow(q, term === null ? null : matches)})`;
}

/** The global messages visible now that this person has no row for yet (all unread), optionally matching a search. */
function globalsWithoutRow(q: Omit<MailboxQuery, 'filtro'>, matches: ((m: SQL) => SQL) | null): SQL {
  return sql`
    SELECT NULL::timestamptz AS leitura, g."mnsDstGlbCodigo" AS glb, m."mnsCodigo" AS "mnsCodigo", m."mnsDtaAgendamento" AS ag
      FROM mns_dst_global g
      JOIN mensagem m ON m."mnsCodigo" = g."mnsCodigo"
     WHERE m."mnsDtaAgendamento" <= ${q.now.toISOString()}::timestamptz
       AND NOT EXISTS (SELECT 1 FROM mns_destinatario d2 WHERE d2."pssFscCodigo" = ${q.pssFscCodigo} AND d2."mnsCodigo" = g."mnsCodigo")
       ${matches === null ? sql`` : sql`AND ${matches(sql.raw('m'))}`}`;
}

/**
 * Display order: newest scheduling date first, ties newest message first. NULLS LAST matches
 * mns_destinatario_caixa_idx, so the own branch is read from the index already in order.
 */
const ORDER = (ag: string, codigo: string) => sql.raw(`${ag} DESC NULLS LAST, ${codigo} DESC NULLS LAST`);

/** The page query (exported so the bench can EXPLAIN it): newest scheduling date first, ties newest message first. */
export function mailboxPageSql(q: MailboxQuery, offset: number, limit: number): SQL {
  return sql`
    SELECT r."mnsDstCodigo" AS dst, p.leitura, COALESCE(r."mnsDstGlbCodigo", p.glb) AS glb, r."msgCodigo" AS msg, m."mnsCodigo", m."mnsAssunto", m."mnsTexto", m."mnsDtaAgendamento",
           m."sstCodigo", m."mnsTipo", s."pssFscNome" AS remetente
      FROM (SELECT * FROM (${mailbox(q, offset + limit)}) v ORDER BY ${ORDER('v.ag', 'v."mnsCodigo"')} LIMIT ${limit} OFFSET ${offset}) p
      LEFT JOIN mns_destinatario r ON r."pssFscCodigo" = ${q.pssFscCodigo} AND r."mnsCodigo" = p."mnsCodigo"
      JOIN mensagem m ON m."mnsCodigo" = p."mnsCodigo"
      LEFT JOIN pss_fisica s ON s."pssFscCodigo" = m."pssFscCodigo"
     ORDER BY ${ORDER('p.ag', 'p."mnsCodigo"')}`;
}

/**
 * The counters' query: unread and read under the same search (the read filter does not apply). Without a
 * search they come from mns_caixa_contador (kept by triggers) minus the rows still scheduled for later
 * (the top of mns_destinatario_caixa_idx, usually none) plus the global messages without a row; with a
 * search the matching rows are counted.
 */
export function mailboxCountSql(q: Omit<MailboxQuery, 'filtro'>): SQL {
  if (q.pesquisa?.trim()) {
    return sql`
      SELECT count(*) FILTER (WHERE v.leitura IS NULL)::int AS "naoLidas", count(*) FILTER (WHERE v.leitura IS NOT NULL)::int AS lidas
        FROM (${mailbox({ ...q, filtro: 'T' })}) v`;
  }
  return sql`
    SELECT (COALESCE(c."naoLidas", 0) - f."naoLidas" + g.n)::int AS "naoLidas", (COALESCE(c.total, 0) - COALESCE(c."naoLidas", 0) - f.total + f."naoLidas")::int AS lidas
      FROM (SELECT count(*) AS total, count(*) FILTER (WHERE d."mnsDstDtaLeitura" IS NULL) AS "naoLidas"
              FROM mns_destinatario d
             WHERE d."pssFscCodigo" = ${q.pssFscCodigo} AND d."mnsDtaAgendamento" > ${q.now.toISOString()}::timestamptz) f
      CROSS JOIN (SELECT count(*) AS n FROM (${globalsWithoutRow(q, null)}) x) g
      LEFT JOIN mns_caixa_contador c ON c."pssFscCodigo" = ${q.pssFscCodigo}`;
}

/** One page of the mailbox, with the sender's name. */
export async function findMailboxPage(db: DbOrTx, q: MailboxQuery, offset: number, limit: number): Promise<MailboxRow[]> {
  const result = await db.execute(mailboxPageSql(q, offset, limit));
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    mnsDstCodigo: asInt(r.dst),
    mnsDstDtaLeitura: asDate(r.leitura),
    mnsDstGlbCodigo: asInt(r.glb),
    msgCodigo: asInt(r.msg),
    mnsCodigo: Number(r.mnsCodigo),
    mnsAssunto: String(r.mnsAssunto),
    mnsTexto: String(r.mnsTexto),
    mnsDtaAgendamento: asDate(r.mnsDtaAgendamento)!,
    sstCodigo: String(r.sstCodigo),
    mnsTipo: String(r.mnsTipo),
    remetenteNome: r.remetente === null || r.remetente === undefined ? null : String(r.remetente),
  }));
}

/** Unread and read counts of the mailbox under the same search. */
export async function countMailbox(db: DbOrTx, q: Omit<MailboxQuery, 'filtro'>): Promise<{ naoLidas: number; lidas: number }> {
  const result = await db.execute(mailboxCountSql(q));
  const [row] = rowsOf<{ naoLidas: number; lidas: number }>(result);
  return { naoLidas: Number(row?.naoLidas ?? 0), lidas: Number(row?.lidas ?? 0) };
}

/** The message a recipient row of this person points to; null when the row is not theirs. */
export async function findOwnMessageCode(db: DbOrTx, pssFscCodigo: number, mnsDstCodigo: number): Promise<number | null> {
  const result = await db.execute(sql`
    SELECT "mnsCodigo" FROM mns_destinatario WHERE "mnsDstCodigo" = ${mnsDstCodigo} AND "pssFscCodigo" = ${pssFscCodigo}`);
  const [row] = rowsOf<{ mnsCodigo: number }>(result);
  return row ? Number(row.mnsCodigo) : null;
}

/** The message a global recipient stands for. */
export async function findGlobalMessageCode(db: DbOrTx, mnsDstGlbCodigo: number): Promise<number | null> {
  const result = await db.execute(sql`SELECT "mnsCodigo" FROM mns_dst_global WHERE "mnsDstGlbCodigo" = ${mnsDstGlbCodigo}`);
  const [row] = rowsOf<{ mnsCodigo: number }>(result);
  return row ? Number(row.mnsCodigo) : null;
}
