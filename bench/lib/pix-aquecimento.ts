/**
 * The webhook's process warmed before the measured minute, as the candidates' is by the enrolments' warm-up: in
 * production it has served notifications for hours, while the bench starts it fresh, and a fresh process spends its
 * first ~20 s at 170 notifications a second compiling the webhook's path (session 16: 120–200 ms of CPU a second
 * instead of 60–80 in the profile), CPU the measured run would charge to the notifications. Its own slips (paid by
 * the warm-up, their receipts removed after it), so the run's check counts only the run's notifications.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { valorPix } from '../../server/lib/api-pix.ts';
import { criarCobrancasPix } from './pix-cobrancas.ts';
import { RawPool } from './raw-http.ts';

/** `quantos` notifications posted on 8 connections (as the PSP sends), as fast as the webhook answers them. */
export async function aquecerWebhook(db: Db, o: { url: string; segredo: string; valor: number; quantos: number }): Promise<void> {
  const inscricoes = ((await db.execute(sql`SELECT "insPrcCodigo" AS i FROM ins_processo ORDER BY "insPrcCodigo" DESC LIMIT ${o.quantos}`)) as unknown as { rows: { i: number }[] }).rows.map((r) => r.i);
  const txids = (await criarCobrancasPix(db, inscricoes, { valor: o.valor, marca: 'W' })).map((c) => c.txid);
  const agora = new Date();
  const pool = new RawPool(o.url, 8);
  const prefixo = `W${randomBytes(6).toString('hex')}`;
  try {
    const respostas = await Promise.all(
      txids.map((txid, k) =>
        pool.request({
          method: 'POST',
          path: `/sgps/pix/webhook/${o.segredo}/pix`,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ pix: [{ endToEndId: `${prefixo}${String(k).padStart(8, '0')}`, txid, valor: valorPix(o.valor), horario: agora.toISOString() }] }),
        }),
      ),
    );
    const recusadas = respostas.filter((s) => s !== 200).length;
    if (recusadas > 0) throw new Error(`aquecimento do webhook: ${recusadas} notificações recusadas`);
  } finally {
    pool.close();
  }
  await db.execute(sql`DELETE FROM pix_recebimento WHERE "pixRcbE2eid" LIKE ${`${prefixo}%`}`);
}
