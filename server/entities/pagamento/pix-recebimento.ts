/**
 * The Pix the PSP reports (webhook or reconciliation), written by the owner of the Pix tables (./pagamento-pix.ts
 * states the rule: a slip turns PAGO only from a Pix of its charge's txid and of exactly its value; every other Pix is
 * kept in the staff queue with its reason; the same endToEndId twice lands once).
 *
 * Several Pix are written in ONE transaction of set-based statements (lock the slips, keep the receipts, pay the
 * slips, close the charges, ask the bank's write-off): at the deadline a PSP notifies hundreds of payments a second
 * while candidates enrol, and one transaction per Pix (six statements and a commit each) took the CPU the
 * enrolments needed (bench/pix-notificacoes.ts: candidates' p95 50 ms alone, 1.4 s beside 10,000 notifications a
 * minute). `escritorDeRecebimentos` sends those that arrive while a write is under way together
 * (server/db/escrita-em-lote.ts); one alone is the same code with a list of one.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { EscritaEmLote } from '../../db/escrita-em-lote.ts';
import { insBoleto, pixCobranca, pixRecebimento } from '../../db/schema/index.ts';
import { centavosPix, type PixRecebido } from '../../lib/api-pix.ts';
import type { MotivoDivergencia } from './pagamento-pix.ts';
import { pedirBaixas } from './pagamento-remessa.ts';

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
 * Writes the Pix given, in order, in one transaction: their slips locked (in code order, so two writers never wait
 * on each other crosswise), each kept once per endToEndId, and a slip paid by the first Pix of its charge with its
 * value — a later one in the same list, like one in a later call, finds it paid (JA_PAGO). One outcome per Pix.
 */
export async function registrarRecebimentos(db: DbOrTx, lista: PixAReceber[]): Promise<ResultadoRecebimento[]> {
  const validos = lista.map((x) => ({ ...x, v: valido(x.p) }));
  if (!validos.some((x) => x.v)) return lista.map(() => ({ tipo: 'INVALIDO' }) as const);
  return db.transaction(async (tx) => {
    const txids = [...new Set(validos.flatMap((x) => (x.v && x.p.txid ? [x.p.txid] : [])))];
    const alvos = txids.length
      ? await tx
          .select({ txid: pixCobranca.pixCobTxid, insBltCodigo: insBoleto.insBltCodigo, insPrcCodigo: insBoleto.insPrcCodigo, situacao: insBoleto.insBltSituacao, valor: insBoleto.insBltValor })
          .from(pixCobranca)
          .innerJoin(insBoleto, eq(insBoleto.insBltCodigo, pixCobranca.insBltCodigo))
          .where(inArray(pixCobranca.pixCobTxid, txids))
          .orderBy(asc(insBoleto.insBltCodigo))
          .for('update', { of: insBoleto })
      : [];
    const porTxid = new Map(alvos.map((a) => [a.txid, a]));
    // The list's own order decides between two Pix of one charge or one endToEndId, as two calls would.
    const pagosAqui = new Set<number>();
    const vistos = new Set<string>();
    const linhas = validos.map((x) => {
      if (!x.v) return null;
      const repetidoNaLista = vistos.has(x.p.endToEndId);
      vistos.add(x.p.endToEndId);
      const alvo = x.p.txid ? porTxid.get(x.p.txid) : undefined;
      const motivo: MotivoDivergencia | null = !alvo ? 'TXID_DESCONHECIDO' : alvo.situacao === 'PAGO' || pagosAqui.has(alvo.insBltCodigo) ? 'JA_PAGO' : alvo.valor !== x.v.valor ? 'VALOR' : null;
      if (alvo && !motivo && !repetidoNaLista) pagosAqui.add(alvo.insBltCodigo);
      return { ...x, v: x.v, alvo, motivo, repetidoNaLista };
    });
    const aInserir = linhas.filter((l) => l && !l.repetidoNaLista) as NonNullable<(typeof linhas)[number]>[];
    const novos = new Set(
      aInserir.length
        ? (
            await tx
              .insert(pixRecebimento)
              .values(
                aInserir.map((l) => ({
                  pixRcbE2eid: l.p.endToEndId,
                  pixRcbTxid: l.p.txid ?? null,
                  insBltCodigo: l.alvo?.insBltCodigo ?? null,
                  pixRcbValor: l.v.valor,
                  pixRcbHorario: l.v.horario,
                  pixRcbOrigem: l.origem,
                  pixRcbSituacao: l.motivo ? ('DIVERGENTE' as const) : ('APLICADO' as const),
                  pixRcbMotivo: l.motivo,
                  pixRcbRecebidoEm: l.agora,
                })),
              )
              .onConflictDoNothing({ target: pixRecebimento.pixRcbE2eid })
              .returning({ e2e: pixRecebimento.pixRcbE2eid })
          ).map((r) => r.e2e)
        : [],
    );
    const aplicados = aInserir.filter((l) => !l.motivo && novos.has(l.p.endToEndId));
    if (aplicados.length > 0) {
      const slips = aplicados.map((l) => l.alvo!.insBltCodigo);
      const e2es = aplicados.map((l) => l.p.endToEndId);
      // A slip replaced (CANCELADO) or past its date (VENCIDO) whose charge was paid anyway still counts: the money
      // came. Paid at the Pix's own instant, read from the receipt just kept.
      await tx
        .update(insBoleto)
        .set({ insBltSituacao: 'PAGO', insBltPagoEm: sql`${pixRecebimento.pixRcbHorario}` })
        .from(pixRecebimento)
        .where(and(eq(pixRecebimento.insBltCodigo, insBoleto.insBltCodigo), inArray(pixRecebimento.pixRcbE2eid, e2es)));
      await tx.update(pixCobranca).set({ pixCobSituacao: 'CONCLUIDA' }).where(inArray(pixCobranca.insBltCodigo, slips));
      // Boleto híbrido: paid by its Pix, the boleto is written off at the bank by the next remessa.
      await pedirBaixas(tx, slips, aplicados.reduce((m, l) => (l.agora > m ? l.agora : m), aplicados[0].agora));
    }
    return linhas.map((l): ResultadoRecebimento => {
      if (!l) return { tipo: 'INVALIDO' };
      if (l.repetidoNaLista || !novos.has(l.p.endToEndId)) return { tipo: 'REPETIDO' };
      if (l.motivo) return { tipo: 'DIVERGENTE', motivo: l.motivo };
      return { tipo: 'APLICADO', insBltCodigo: l.alvo!.insBltCodigo, insPrcCodigo: l.alvo!.insPrcCodigo };
    });
  });
}

/** One Pix the PSP reported, in its own transaction (the reconciliation's pass, one by one). */
export async function registrarRecebimento(db: DbOrTx, p: PixRecebido, origem: OrigemPix, agora: Date): Promise<ResultadoRecebimento> {
  const [r] = await registrarRecebimentos(db, [{ p, origem, agora }]);
  return r;
}

/**
 * How long the webhook's writer gathers Pix before writing them. A PSP waits seconds for the answer, a candidate
 * enrolling does not: at 170 notifications a second, a write leaving whenever the previous one ended carried one or
 * two Pix, so the notifications still cost a transaction each beside the enrolments; a 50 ms window makes at most 20
 * transactions a second whatever the stream (bench/pix-notificacoes.ts).
 */
export const JANELA_RECEBIMENTOS_MS = 10;

/**
 * The webhook's writer: Pix arriving within the window (or while a write is under way) go together in the next
 * transaction. Two Pix of one charge or one endToEndId never share a batch (the later waits for the next, so they
 * settle in arrival order); a batch the database refuses (a deadlock with a return file, say) is written again one
 * by one.
 */
export function escritorDeRecebimentos(db: DbOrTx, maximo = 200, janelaMs = JANELA_RECEBIMENTOS_MS): EscritaEmLote<PixAReceber, ResultadoRecebimento> {
  return new EscritaEmLote<PixAReceber, ResultadoRecebimento>({
    juntar: janelaMs > 0 ? () => new Promise<void>((fim) => setTimeout(fim, janelaMs)) : undefined,
    escreveVarios: (lote) => registrarRecebimentos(db, lote),
    escreveUm: (x) => registrarRecebimentos(db, [x]).then((r) => r[0]),
    conflitos: ({ p }) => [`e2e:${p.endToEndId}`, ...(p.txid ? [`txid:${p.txid}`] : [])],
    maximo,
  });
}
