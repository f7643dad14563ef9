/**
 * The only writer of the Pix tables (pix_cobranca, pix_recebimento, pix_devolucao, pix_conciliacao) and of the slip
 * state a Pix changes. The rule "nothing is paid that the PSP did not say was paid": a slip turns PAGO here only from
 * a Pix the PSP reported (webhook or reconciliation) for its charge's txid and of exactly its value. Every other Pix
 * is kept, never dropped, in the staff queue with its reason; the same endToEndId twice lands once. The Pix
 * themselves are written by ./pix-recebimento.ts (several in one transaction).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { insBoleto, insPrcDevolucao, pixCobranca, pixConciliacao, pixDevolucao, pixRecebimento } from '../../db/schema/index.ts';

export type Recebimento = typeof pixRecebimento.$inferSelect;
export type MotivoDivergencia = NonNullable<Recebimento['pixRcbMotivo']>;

/** The reason of a queued Pix, for staff, in Portuguese. */
export const MOTIVOS_PIX: Record<MotivoDivergencia, string> = {
  VALOR: 'Valor pago diferente do valor da cobrança',
  TXID_DESCONHECIDO: 'Pix sem cobrança deste sistema (txid desconhecido)',
  JA_PAGO: 'Cobrança já estava paga',
};

/**
 * The API Pix txid of a slip's charge: 26 to 35 letters and digits (API Pix, PUT /cob/{txid}), unique because the
 * slip's code is; the enrolment comes first so a PSP's statement can be read by a person.
 */
export function txidDaCobranca(insPrcCodigo: number, insBltCodigo: number): string {
  return `PSI${String(insPrcCodigo).padStart(10, '0')}B${String(insBltCodigo).padStart(12, '0')}`;
}

export interface NovaCobranca {
  insBltCodigo: number;
  txid: string;
  tipo: 'COB' | 'COBV';
  location: string;
  revisao: number;
  expiraEm: Date;
  em: Date;
}

/** Records the charge the PSP created for a slip (in the slip's own transaction: a slip never shows a charge the PSP lacks). */
export async function registrarCobranca(tx: DbOrTx, c: NovaCobranca): Promise<void> {
  await tx.insert(pixCobranca).values({
    insBltCodigo: c.insBltCodigo,
    pixCobTxid: c.txid,
    pixCobTipo: c.tipo,
    pixCobLocation: c.location,
    pixCobRevisao: c.revisao,
    pixCobExpiraEm: c.expiraEm,
    pixCobCriadaEm: c.em,
  });
}

export async function cobrancaDoSlip(db: DbOrTx, insBltCodigo: number) {
  const [c] = await db.select().from(pixCobranca).where(eq(pixCobranca.insBltCodigo, insBltCodigo));
  return c ?? null;
}

/** A charge the PSP removed at our request (the slip was settled another way, or replaced). */
export async function marcarCobrancaRemovida(db: DbOrTx, insBltCodigo: number): Promise<void> {
  await db.update(pixCobranca).set({ pixCobSituacao: 'REMOVIDA' }).where(and(eq(pixCobranca.insBltCodigo, insBltCodigo), eq(pixCobranca.pixCobSituacao, 'ATIVA')));
}

/** Where the next reconciliation starts: the end of the last pass, or null before the first. */
export async function fimDaUltimaConciliacao(db: DbOrTx): Promise<Date | null> {
  const [r] = await db.select({ fim: pixConciliacao.pixCncFim }).from(pixConciliacao).orderBy(desc(pixConciliacao.pixCncFim)).limit(1);
  return r?.fim ?? null;
}

export async function registrarConciliacao(db: DbOrTx, c: { inicio: Date; fim: Date; lidos: number; novos: number; em: Date }): Promise<void> {
  await db.insert(pixConciliacao).values({ pixCncInicio: c.inicio, pixCncFim: c.fim, pixCncLidos: c.lidos, pixCncNovos: c.novos, pixCncEm: c.em });
}

export async function recebimento(db: DbOrTx, e2eid: string) {
  const [r] = await db.select().from(pixRecebimento).where(eq(pixRecebimento.pixRcbE2eid, e2eid));
  return r ?? null;
}

/** A staff decision on a queued Pix (refunded, or kept with the reason written): it leaves the queue. Call inside the audited write. */
export async function resolverRecebimento(tx: Tx, e2eid: string, r: { resolucao: string; pssFscCodigo: number; em: Date }): Promise<boolean> {
  const feitos = await tx
    .update(pixRecebimento)
    .set({ pixRcbSituacao: 'RESOLVIDO', pixRcbResolucao: r.resolucao, pixRcbResolvidoPor: r.pssFscCodigo, pixRcbResolvidoEm: r.em })
    .where(and(eq(pixRecebimento.pixRcbE2eid, e2eid), eq(pixRecebimento.pixRcbSituacao, 'DIVERGENTE')))
    .returning({ e2e: pixRecebimento.pixRcbE2eid });
  return feitos.length === 1;
}

/** The Pix that paid an enrolment's fee (the refund goes back through it), oldest first. */
export async function recebimentosDaInscricao(db: DbOrTx, insPrcCodigo: number) {
  return db
    .select({ r: pixRecebimento })
    .from(pixRecebimento)
    .innerJoin(insBoleto, eq(insBoleto.insBltCodigo, pixRecebimento.insBltCodigo))
    .where(and(eq(insBoleto.insPrcCodigo, insPrcCodigo), eq(pixRecebimento.pixRcbSituacao, 'APLICADO')))
    .orderBy(asc(pixRecebimento.pixRcbHorario))
    .then((rows) => rows.map((x) => x.r));
}

export async function devolucoesDoPix(db: DbOrTx, e2eid: string) {
  return db.select().from(pixDevolucao).where(eq(pixDevolucao.pixRcbE2eid, e2eid));
}

/** A refund about to be asked of the PSP (kept before the call: a retry reuses its id and the PSP answers the same). */
export async function registrarDevolucao(tx: DbOrTx, d: { id: string; e2eid: string; insPrcCodigo: number | null; valor: number; pssFscCodigo: number; em: Date }): Promise<void> {
  await tx
    .insert(pixDevolucao)
    .values({ pixDvlId: d.id, pixRcbE2eid: d.e2eid, insPrcCodigo: d.insPrcCodigo, pixDvlValor: d.valor, pixDvlSituacao: 'EM_PROCESSAMENTO', pssFscCodigo: d.pssFscCodigo, pixDvlSolicitadaEm: d.em })
    .onConflictDoNothing();
}

/**
 * What the PSP said of a refund. DEVOLVIDO settles the refund schedule's request (ins_prc_devolucao PAGA) of its
 * enrolment, in the same transaction.
 */
export async function atualizarDevolucao(db: DbOrTx, d: { id: string; situacao: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO'; rtrId: string | null; motivo: string | null; em: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(pixDevolucao)
      .set({ pixDvlSituacao: d.situacao, pixDvlRtrId: d.rtrId, pixDvlMotivo: d.motivo, pixDvlConcluidaEm: d.situacao === 'EM_PROCESSAMENTO' ? null : d.em })
      .where(and(eq(pixDevolucao.pixDvlId, d.id), eq(pixDevolucao.pixDvlSituacao, 'EM_PROCESSAMENTO')))
      .returning();
    if (row && d.situacao === 'DEVOLVIDO' && row.insPrcCodigo !== null) {
      await tx
        .update(insPrcDevolucao)
        .set({ insPrcDvlSituacao: 'PAGA', insPrcDvlPagaEm: d.em })
        .where(and(eq(insPrcDevolucao.insPrcCodigo, row.insPrcCodigo), eq(insPrcDevolucao.insPrcDvlSituacao, 'DEFERIDA')));
    }
  });
}

/** Refunds the PSP has not settled yet (the reconciliation asks again). */
export async function devolucoesEmProcessamento(db: DbOrTx) {
  return db.select().from(pixDevolucao).where(eq(pixDevolucao.pixDvlSituacao, 'EM_PROCESSAMENTO'));
}

/** How many refunds an enrolment has asked already (the next one's id). */
export async function contarDevolucoes(db: DbOrTx, insPrcCodigo: number): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(pixDevolucao).where(eq(pixDevolucao.insPrcCodigo, insPrcCodigo));
  return Number(n);
}

/** The refund schedule's request of an enrolment (cronograma-devolucao), locked: the refund is sent once. */
export async function pedidoDeDevolucao(tx: DbOrTx, insPrcCodigo: number) {
  const [r] = await tx.select().from(insPrcDevolucao).where(eq(insPrcDevolucao.insPrcCodigo, insPrcCodigo)).for('update');
  return r ?? null;
}

/**
 * Charges still open at the PSP whose slip no longer takes a Pix (paid another way — the boleto of a boleto híbrido —
 * replaced or past its date): the reconciliation removes them (PATCH cobv status REMOVIDA_PELO_USUARIO_RECEBEDOR).
 */
export async function cobrancasParaRemover(db: DbOrTx) {
  return db
    .select({ insBltCodigo: pixCobranca.insBltCodigo, txid: pixCobranca.pixCobTxid, tipo: pixCobranca.pixCobTipo })
    .from(pixCobranca)
    .innerJoin(insBoleto, eq(insBoleto.insBltCodigo, pixCobranca.insBltCodigo))
    .where(and(eq(pixCobranca.pixCobSituacao, 'ATIVA'), sql`${insBoleto.insBltSituacao} <> 'EMITIDO'`))
    .limit(1000);
}
