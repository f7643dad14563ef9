import type { Db } from '../../db/client.ts';
import { rawQuery, type RawStatement } from '../../db/raw.ts';
import type { Filtro, MailboxRow } from './repository.ts';

/**
 * The inbox without a search, for many requests in one statement (server/db/leitura-em-lote.ts batches them):
 * each request's counters and page from the same snapshot, one round trip and one plan for all of them. The
 * inbox is what every candidate opens (and its unread counter is on every page's menu): per request, the two
 * statements it used to take and their planning were most of the database's work (bench notes, issue 26).
 *
 * Same rules as repository.ts (read it first): a person's messages are their mns_destinatario rows plus the
 * global messages they have no row for; only those scheduled up to the request's time. Per request:
 *  - counters: mns_caixa_contador minus the rows still scheduled for later plus the global messages without a
 *    row (as mailboxCountSql);
 *  - page: their rows from mns_destinatario_caixa_idx in display order (index-only however deep, stopping at
 *    start + limit) merged with the globals without a row, then the message columns of the page's rows alone.
 * A global message's own row is looked up by `LIMIT 1` subquery, not NOT EXISTS: in this statement's plan (one for
 * every batch) the anti-join read the person's 10,000 rows per global message instead of probing the unique index.
 */
/** The global messages visible to q's request that its person has no row for yet (all unread). */
const GLOBAIS_SEM_LINHA = `
  SELECT g."mnsDstGlbCodigo" AS glb, m."mnsCodigo", m."mnsDtaAgendamento" AS ag
    FROM mns_dst_global g JOIN mensagem m ON m."mnsCodigo" = g."mnsCodigo"
   WHERE m."mnsDtaAgendamento" <= q.agora
     AND (SELECT 1 FROM mns_destinatario d2 WHERE d2."pssFscCodigo" = q.pessoa AND d2."mnsCodigo" = g."mnsCodigo" LIMIT 1) IS NULL`;

const caixas = (pedidos: string) => `
  SELECT q.n::int AS n, c."naoLidas", c.lidas, p.*
    FROM ${pedidos}
   CROSS JOIN LATERAL (
     SELECT (COALESCE(k."naoLidas", 0) - f."naoLidas" + (SELECT count(*) FROM (${GLOBAIS_SEM_LINHA}) x))::int AS "naoLidas",
            (COALESCE(k.total, 0) - COALESCE(k."naoLidas", 0) - f.total + f."naoLidas")::int AS lidas
       FROM (SELECT count(*) AS total, count(*) FILTER (WHERE d."mnsDstDtaLeitura" IS NULL) AS "naoLidas"
               FROM mns_destinatario d WHERE d."pssFscCodigo" = q.pessoa AND d."mnsDtaAgendamento" > q.agora) f
       LEFT JOIN mns_caixa_contador k ON k."pssFscCodigo" = q.pessoa) c
    LEFT JOIN LATERAL (
     SELECT r."mnsDstCodigo" AS dst, v.leitura, COALESCE(r."mnsDstGlbCodigo", v.glb) AS glb, r."msgCodigo" AS msg, m."mnsCodigo", m."mnsAssunto",
            m."mnsTexto", m."mnsDtaAgendamento", m."sstCodigo", m."mnsTipo", s."pssFscNome" AS remetente
       FROM (SELECT * FROM (
               (SELECT d."mnsDstDtaLeitura" AS leitura, NULL::integer AS glb, d."mnsCodigo", d."mnsDtaAgendamento" AS ag
                  FROM mns_destinatario d
                 WHERE d."pssFscCodigo" = q.pessoa AND d."mnsDtaAgendamento" <= q.agora
                   AND (q.filtro = 'T' OR (d."mnsDstDtaLeitura" IS NOT NULL) = (q.filtro = 'L'))
                 ORDER BY d."mnsDtaAgendamento" DESC NULLS LAST, d."mnsCodigo" DESC NULLS LAST
                 LIMIT q.inicio + q.limite)
               UNION ALL
               (SELECT NULL::timestamptz, x.glb, x."mnsCodigo", x.ag FROM (${GLOBAIS_SEM_LINHA}) x WHERE q.filtro <> 'L')
            ) u ORDER BY u.ag DESC NULLS LAST, u."mnsCodigo" DESC NULLS LAST LIMIT q.limite OFFSET q.inicio) v
       LEFT JOIN mns_destinatario r ON r."pssFscCodigo" = q.pessoa AND r."mnsCodigo" = v."mnsCodigo"
       JOIN mensagem m ON m."mnsCodigo" = v."mnsCodigo"
       LEFT JOIN pss_fisica s ON s."pssFscCodigo" = m."pssFscCodigo") p ON true
   ORDER BY q.n, p."mnsDtaAgendamento" DESC NULLS LAST, p."mnsCodigo" DESC NULLS LAST`;

/**
 * A batch of one takes the plain form: PostgreSQL plans a named statement with the values bound for its first
 * five runs, then keeps one plan for all when that plan's estimate is no worse. With arrays it never is (an
 * array parameter's length is unknown to that plan), so every run was planned anew — a millisecond, more than
 * the run itself — while the plain form is planned once per connection. A larger batch shares one planning.
 */
const CAIXA_UMA: RawStatement = {
  name: 'caixa_uma',
  text: caixas('(SELECT $1::int AS pessoa, $2::timestamptz AS agora, $3::text AS filtro, $4::int AS inicio, $5::int AS limite, 1 AS n) q'),
};
const CAIXA_EM_LOTE: RawStatement = {
  name: 'caixa_em_lote',
  text: caixas('unnest($1::int[], $2::timestamptz[], $3::text[], $4::int[], $5::int[]) WITH ORDINALITY AS q(pessoa, agora, filtro, inicio, limite, n)'),
  plano: 'personalizado',
};

export interface PedidoCaixa {
  pssFscCodigo: number;
  /** The request's time: what is scheduled after it is not in the inbox yet. */
  now: Date;
  filtro: Filtro;
  offset: number;
  /** 0: the counters alone (the menu's unread counter). */
  limit: number;
}

export interface CaixaLida {
  rows: MailboxRow[];
  naoLidas: number;
  lidas: number;
}

interface Linha {
  n: number;
  naoLidas: number;
  lidas: number;
  dst: number | null;
  leitura: Date | null;
  glb: number | null;
  msg: number | null;
  mnsCodigo: number | null;
  mnsAssunto: string;
  mnsTexto: string;
  mnsDtaAgendamento: Date;
  sstCodigo: string;
  mnsTipo: string;
  remetente: string | null;
}

/** One answer per request, in order (a LeituraEmLote's reader). */
export async function readMailboxes(db: Db, pedidos: readonly PedidoCaixa[]): Promise<CaixaLida[]> {
  const [um] = pedidos;
  const linhas =
    pedidos.length === 1
      ? await rawQuery<Linha>(db, CAIXA_UMA, [um.pssFscCodigo, um.now.toISOString(), um.filtro, um.offset, um.limit])
      : await rawQuery<Linha>(db, CAIXA_EM_LOTE, [
          pedidos.map((p) => p.pssFscCodigo),
          pedidos.map((p) => p.now.toISOString()),
          pedidos.map((p) => p.filtro),
          pedidos.map((p) => p.offset),
          pedidos.map((p) => p.limit),
        ]);
  const caixas: CaixaLida[] = pedidos.map(() => ({ rows: [], naoLidas: 0, lidas: 0 }));
  for (const l of linhas) {
    const caixa = caixas[l.n - 1];
    caixa.naoLidas = l.naoLidas;
    caixa.lidas = l.lidas;
    // The page's LEFT JOIN: a request whose page is empty still has its row, with the counters alone.
    if (l.mnsCodigo === null) continue;
    caixa.rows.push({
      mnsDstCodigo: l.dst,
      mnsDstDtaLeitura: l.leitura,
      mnsDstGlbCodigo: l.glb,
      msgCodigo: l.msg,
      mnsCodigo: l.mnsCodigo,
      mnsAssunto: l.mnsAssunto,
      mnsTexto: l.mnsTexto,
      mnsDtaAgendamento: l.mnsDtaAgendamento,
      sstCodigo: l.sstCodigo,
      mnsTipo: l.mnsTipo,
      remetenteNome: l.remetente,
    });
  }
  return caixas;
}
