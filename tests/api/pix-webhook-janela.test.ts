/**
 * The webhook's window ends as soon as every connection of the PSP waits for its answer
 * (server/features/pix/conexoes-esperando.ts; its rule step by step: tests/unit/pix-conexoes-esperando.test.ts):
 * through the real app and real sockets, with a window of an hour, so a call is answered only if the window was
 * ended early — a failure shows as a call never answered (the test's guard), never as a timing. The batches are
 * read from the process's own counts (server/db/lotes-observados.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotesObservados } from '../../server/db/lotes-observados.ts';
import { createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { cobrancasPixDeTeste } from '../support/cobrancas-pix.ts';
import { iniciarPspDeTeste, type PspDeTeste } from '../support/psp-pix.ts';

const VALOR = 7000;
const UMA_HORA = 3_600_000;
let t: TestApp;
let psp: PspDeTeste;
let porta: number;
const txids: string[] = [];

beforeAll(async () => {
  psp = await iniciarPspDeTeste(() => FIXED_NOW);
  t = await createTestApp({ pix: { ...psp.config, janelaWebhookMs: UMA_HORA } });
  const { pssFscCodigo } = await createAccount(t, { cpf: '52998224725', nome: 'Candidata Janela', senha: 'senha-janela-1' });
  txids.push(...(await cobrancasPixDeTeste(t.database.db, { pssFscCodigo, quantas: 4, valor: VALOR, marca: 'JAN', agora: FIXED_NOW })).map((c) => c.txid));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  porta = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  // A call left hanging (the window never ended early) must fail the test, not hold the app's closing.
  t?.app.server.closeAllConnections();
  await t?.close();
  await psp?.fechar();
});

/** A connection of its own (the PSP keeps a few open): one socket, kept alive between calls. */
class Conexao {
  readonly agente = new http.Agent({ keepAlive: true, maxSockets: 1 });
  pedir(method: 'GET' | 'POST', caminho: string, corpo?: unknown): Promise<{ status: number; corpo: string }> {
    return new Promise((ok, falha) => {
      const req = http.request({ host: '127.0.0.1', port: porta, method, path: caminho, agent: this.agente, headers: corpo ? { 'content-type': 'application/json' } : {} }, (res) => {
        let texto = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (texto += c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, corpo: texto }));
      });
      req.on('error', falha);
      req.end(corpo ? JSON.stringify(corpo) : undefined);
    });
  }
  /** Opens the socket (a call that does not reach the webhook) and leaves it idle. */
  abrir() {
    return this.pedir('GET', '/sgps/pssFisica/buscaDadosSessao');
  }
  fechar() {
    this.agente.destroy();
  }
}

let n = 0;
const pix = (txid: string) => ({ endToEndId: `E0000000020261127120000JAN${String(n++).padStart(5, '0')}`, txid, valor: (VALOR / 100).toFixed(2), horario: FIXED_NOW.toISOString() });
const notificar = (c: Conexao, lista: string[]) => c.pedir('POST', `/sgps/pix/webhook/${psp.config.webhookSegredo}/pix`, { pix: lista.map(pix) });
const lotes = () => ({ ...(lotesObservados.get('recebimentos Pix') ?? { lotes: 0, pedidos: 0 }) });

describe('the webhook window', () => {
  it("ends once the PSP's connection waits: answered with an hour-long window, beside an idle connection of another kind", async () => {
    // A connection that never carried a webhook call (a metrics scraper's, say) and stays open: it must not hold the window.
    const outra = new Conexao();
    await outra.abrir();
    const psp1 = new Conexao();
    const antes = lotes();
    const r1 = await notificar(psp1, txids.slice(0, 3)); // three Pix in one call: one statement
    expect(r1.status, r1.corpo).toBe(200);
    expect(JSON.parse(r1.corpo).data.aplicados).toBe(3);
    const r2 = await notificar(psp1, [txids[3]]); // the same connection again
    expect(JSON.parse(r2.corpo).data.aplicados).toBe(1);
    const depois = lotes();
    expect({ lotes: depois.lotes - antes.lotes, pedidos: depois.pedidos - antes.pedidos }).toEqual({ lotes: 2, pedidos: 4 });
    psp1.fechar();
    outra.fechar();
  });
});
