/**
 * The Pix the PSP reports (webhook or reconciliation), written by the owner of the Pix tables (./pagamento-pix.ts
 * states the rule: a slip turns PAGO only from a Pix of its charge's txid and of exactly its value; every other Pix is
 * kept in the staff queue with its reason; the same endToEndId twice lands once).
 *
 * Several Pix are written in ONE statement (lock the slips, keep the receipts, pay the slips, close the charges, ask
 * the bank's write-off: one round trip, one transaction): at the deadline a PSP notifies hundreds of payments a second
 * while candidates enrol, and one transaction per Pix (six statements and a commit each) took the CPU the
 * enrolments needed (bench/pix-notificacoes.ts: candidates' p95 50 ms alone, 1.4 s beside 10,000 notifications a
 * minute); a transaction per batch still cost eight round trips each (BEGIN, six statements, COMMIT), the larger
 * part of the API's CPU per notification. `escritorDeRecebimentos` sends those that arrive while a write is under way
 * together (server/db/escrita-em-lote.ts); one alone is the same code with a list of one.
 */
import type { Db } from '../../db/client.ts';
import { EscritaEmLote } from '../../db/escrita-em-lote.ts';
import { rawQuery, type RawStatement } from '../../db/raw.ts';
import { centavosPix, type PixRecebido } from '../../lib/api-pix.ts';
import type { MotivoDivergencia } from './pagamento-pix.ts';
import { baixaDosPagosSql } from './pagamento-remessa.ts';

export type OrigemPix = 'WEBHOOK' | 'CONCILIACAO';
export type ResultadoRecebimento = { tipo: 'APLICADO'; insBltCodigo: number; insPrcCodigo: number } | { tipo: 'DIVERGENTE'; motivo: MotivoDivergencia } | { tipo: 'REPETIDO' } | { tipo: 'INVALIDO' };

export interface PixAReceber {
  p: PixRecebido;
  origem: OrigemPix;
  agora: Date;
}

/** What the API Pix standard allows: an endToEndId of 1 to 35 letters and digits (32 in practice), a positive value, an instant. */
function valido(p: PixRecebido): { valor: number; horario: Date } | null {
  const valor = centavosPix(p.valor);
  const horario = new Date(p.horario);
  if (!/^[A-Za-z0-9]{1,35}$/.test(p.endToEndId ?? '') || !(valor > 0) || Number.isNaN(horario.getTime())) return null;
  return { valor, horario };
}

/**
 * The statement that writes one round of Pix (no endToEndId nor txid twice: see `rodadas`), all or nothing, in one
 * round trip. Its slips are locked in code order (so two writers never wait on each other crosswise); FOR UPDATE
 * answers each slip as the last writer committed it, so a slip another transaction paid meanwhile reads PAGO here.
 * Each Pix is kept once per endToEndId (a receipt already stored: not new, REPETIDO); a new one of a charge, of an
 * unpaid slip and of exactly its value pays the slip at the Pix's own instant (a slip replaced, CANCELADO, or past its
 * date, VENCIDO, still counts: the money came), closes its charge and asks the bank's write-off of its boleto
 * (boleto híbrido: ./pagamento-remessa.ts's baixaDosPagosSql, the rule of the table's owner).
 */
const RODADA: RawStatement = {
  // Unnamed: planned with each batch's values. A plan kept per connection, made when ins_boleto was nearly empty,
  // would scan it whole for every batch once it holds the season's slips (server/db/raw.ts).
  name: '',
  text: `WITH q AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::timestamptz[], $5::text[], $6::timestamptz[])
      WITH ORDINALITY AS q(e2e, txid, valor, horario, origem, agora, ord)
  ), alvo AS MATERIALIZED (
    SELECT c."pixCobTxid" AS txid, b."insBltCodigo", b."insPrcCodigo", b."insBltSituacao" AS situacao, b."insBltValor" AS valor
      FROM pix_cobranca c JOIN ins_boleto b ON b."insBltCodigo" = c."insBltCodigo"
     WHERE c."pixCobTxid" IN (SELECT txid FROM q WHERE txid IS NOT NULL)
     ORDER BY b."insBltCodigo"
       FOR UPDATE OF b
  ), d AS MATERIALIZED (
    SELECT q.*, a."insBltCodigo", a."insPrcCodigo",
           CASE WHEN a.txid IS NULL THEN 'TXID_DESCONHECIDO' WHEN a.situacao = 'PAGO' THEN 'JA_PAGO' WHEN a.valor <> q.valor THEN 'VALOR' END AS motivo
      FROM q LEFT JOIN alvo a ON a.txid = q.txid
  ), novo AS (
    INSERT INTO pix_recebimento ("pixRcbE2eid", "pixRcbTxid", "insBltCodigo", "pixRcbValor", "pixRcbHorario", "pixRcbOrigem", "pixRcbSituacao", "pixRcbMotivo", "pixRcbRecebidoEm")
    SELECT e2e, txid, "insBltCodigo", valor, horario, origem, CASE WHEN motivo IS NULL THEN 'APLICADO' ELSE 'DIVERGENTE' END, motivo, agora
      FROM d ORDER BY ord
        ON CONFLICT ("pixRcbE2eid") DO NOTHING
    RETURNING "pixRcbE2eid" AS e2e, "insBltCodigo", "pixRcbHorario" AS horario, "pixRcbSituacao" AS situacao, "pixRcbRecebidoEm" AS agora
  ), pago AS MATERIALIZED (
    SELECT * FROM novo WHERE situacao = 'APLICADO'
  ), boleto AS (
    UPDATE ins_boleto b SET "insBltSituacao" = 'PAGO', "insBltPagoEm" = p.horario FROM pago p WHERE b."insBltCodigo" = p."insBltCodigo"
  ), cobranca AS (
    UPDATE pix_cobranca c SET "pixCobSituacao" = 'CONCLUIDA' FROM pago p WHERE c."insBltCodigo" = p."insBltCodigo"
  ), baixa AS (
    ${baixaDosPagosSql('pago')}
  )
  SELECT d.motivo, d."insBltCodigo", d."insPrcCodigo", (novo.e2e IS NOT NULL) AS novo
    FROM d LEFT JOIN novo ON novo.e2e = d.e2e
   ORDER BY d.ord`,
  plano: 'personalizado',
};

interface Linha {
  motivo: MotivoDivergencia | null;
  insBltCodigo: number | null;
  insPrcCodigo: number | null;
  novo: boolean;
}

/**
 * The list split in rounds written one after the other, each with no endToEndId and no txid twice: a Pix repeating
 * an earlier one's endToEndId or charge goes in a later round, so it finds the earlier one's outcome in the database
 * (REPETIDO; JA_PAGO, or paid itself when the earlier one was of another value), as one call after the other would.
 * The webhook's writer never batches two such Pix together, so its batches are one round.
 */
function rodadas<T extends { p: PixRecebido }>(lista: T[]): T[][] {
  const resultado: { itens: T[]; chaves: Set<string> }[] = [];
  for (const x of lista) {
    const chaves = [`e2e:${x.p.endToEndId}`, ...(x.p.txid ? [`txid:${x.p.txid}`] : [])];
    // After the last round holding one of its keys: the earlier Pix of those keys are settled first.
    let k = resultado.length;
    while (k > 0 && !chaves.some((c) => resultado[k - 1].chaves.has(c))) k--;
    if (k === resultado.length) resultado.push({ itens: [], chaves: new Set() });
    resultado[k].itens.push(x);
    for (const c of chaves) resultado[k].chaves.add(c);
  }
  return resultado.map((r) => r.itens);
}

/**
 * Writes the Pix given, in order: one statement per round (usually one for the whole list), all or nothing each. One
 * outcome per Pix, in the order given.
 */
export async function registrarRecebimentos(db: Db, lista: PixAReceber[]): Promise<ResultadoRecebimento[]> {
  const resultados: ResultadoRecebimento[] = lista.map(() => ({ tipo: 'INVALIDO' }));
  const validos = lista.flatMap((x, i) => {
    const v = valido(x.p);
    return v ? [{ ...x, v, i }] : [];
  });
  for (const rodada of rodadas(validos)) {
    const linhas = await rawQuery<Linha>(db, RODADA, [
      rodada.map((x) => x.p.endToEndId),
      rodada.map((x) => x.p.txid ?? null),
      rodada.map((x) => x.v.valor),
      rodada.map((x) => x.v.horario.toISOString()),
      rodada.map((x) => x.origem),
      rodada.map((x) => x.agora.toISOString()),
    ]);
    rodada.forEach((x, k) => {
      const l = linhas[k];
      resultados[x.i] = !l.novo ? { tipo: 'REPETIDO' } : l.motivo ? { tipo: 'DIVERGENTE', motivo: l.motivo } : { tipo: 'APLICADO', insBltCodigo: l.insBltCodigo!, insPrcCodigo: l.insPrcCodigo! };
    });
  }
  return resultados;
}

/** One Pix the PSP reported, in its own transaction (the reconciliation's pass, one by one). */
export async function registrarRecebimento(db: Db, p: PixRecebido, origem: OrigemPix, agora: Date): Promise<ResultadoRecebimento> {
  const [r] = await registrarRecebimentos(db, [{ p, origem, agora }]);
  return r;
}

/**
 * The webhook's writer: Pix arriving within the window (`janelaMs`, the setting PIX_WEBHOOK_JANELA_MS, see
 * server/config-cobranca.ts; or while a write is under way) go together in the next transaction. Two Pix of one
 * charge or one endToEndId never share a batch (the later waits for the next, so they settle in arrival order); a
 * batch the database refuses (a deadlock with a return file, say) is written again one by one.
 */
export function escritorDeRecebimentos(db: Db, janelaMs: number, maximo = 200): EscritaEmLote<PixAReceber, ResultadoRecebimento> {
  return new EscritaEmLote<PixAReceber, ResultadoRecebimento>({
    // unref: a window the connections ended early must not keep a closing process alive until it runs out
    juntar: janelaMs > 0 ? () => new Promise<void>((fim) => setTimeout(fim, janelaMs).unref()) : undefined,
    escreveVarios: (lote) => registrarRecebimentos(db, lote),
    escreveUm: (x) => registrarRecebimentos(db, [x]).then((r) => r[0]),
    nome: 'recebimentos Pix',
    conflitos: ({ p }) => [`e2e:${p.endToEndId}`, ...(p.txid ? [`txid:${p.txid}`] : [])],
    maximo,
  });
}
