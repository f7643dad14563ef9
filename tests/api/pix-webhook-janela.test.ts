/**
 * The webhook's window ends as soon as every connection open to the process waits for its answer
 * (server/features/pix/conexoes-esperando.ts): over real sockets, with a window of an hour, so a call is answered
 * only if the window was ended early — a failure shows as a call never answered (the test's guard), never as a
 * timing. The batches are read from the process's own counts (server/db/lotes-observados.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insBoleto, insProcesso, pixCobranca, prcSeletivo } from '../../server/db/schema/index.ts';
import { lotesObservados } from '../../server/db/lotes-observados.ts';
import { txidDaCobranca } from '../../server/entities/pagamento/pagamento-pix.ts';
import { createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
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
  const db = t.database.db;
  const [p] = await db.insert(prcSeletivo).values({ prcSltDescricao: 'Vestibular janela do webhook', prcSltTipo: 'VESTIBULAR', prcSltPgtPix: true, prcSltDtInicio: FIXED_NOW, prcSltDtFim: FIXED_NOW }).returning();
  const { pssFscCodigo } = await createAccount(t, { cpf: '52998224725', nome: 'Candidata Janela', senha: 'senha-janela-1' });
  for (let i = 0; i < 12; i++) {
    const [ins] = await db.insert(insProcesso).values({ pssFscCodigo, prcSltCodigo: p.prcSltCodigo, insPrcFrmPagamento: 'PIX' }).returning();
    const [b] = await db.insert(insBoleto).values({ insPrcCodigo: ins.insPrcCodigo, insBltForma: 'PIX', insBltNossoNumero: `JAN${i}`, insBltValor: VALOR, insBltDtVencimento: '2026-12-31' }).returning();
    const txid = txidDaCobranca(ins.insPrcCodigo, b.insBltCodigo);
    await db.insert(pixCobranca).values({ insBltCodigo: b.insBltCodigo, pixCobTxid: txid, pixCobTipo: 'COBV', pixCobLocation: `psp.teste/qr/j${i}`, pixCobExpiraEm: new Date(FIXED_NOW.getTime() + 86_400_000) });
    txids.push(txid);
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  porta = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
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
const notificar = (c: Conexao, txid: string) =>
  c.pedir('POST', `/sgps/pix/webhook/${psp.config.webhookSegredo}/pix`, { pix: [{ endToEndId: `E0000000020261127120000JAN${String(n++).padStart(5, '0')}`, txid, valor: (VALOR / 100).toFixed(2), horario: FIXED_NOW.toISOString() }] });
const lotes = () => ({ ...(lotesObservados.get('recebimentos Pix') ?? { lotes: 0, pedidos: 0 }) });

describe('the webhook window', () => {
  it('with every open connection waiting, the Pix leave at once, in one statement', async () => {
    const conexoes = Array.from({ length: 4 }, () => new Conexao());
    await Promise.all(conexoes.map((c) => c.abrir()));
    const antes = lotes();
    const respostas = await Promise.all(conexoes.map((c, i) => notificar(c, txids[i])));
    for (const r of respostas) expect(r.status, r.corpo).toBe(200);
    expect(respostas.map((r) => JSON.parse(r.corpo).data.aplicados)).toEqual([1, 1, 1, 1]);
    const depois = lotes();
    expect({ lotes: depois.lotes - antes.lotes, pedidos: depois.pedidos - antes.pedidos }).toEqual({ lotes: 1, pedidos: 4 });
    conexoes.forEach((c) => c.fechar());
  });

  it('a connection left idle holds the window until it sends too, or closes', async () => {
    const conexoes = Array.from({ length: 4 }, () => new Conexao());
    await Promise.all(conexoes.map((c) => c.abrir()));
    const antes = lotes();
    // Three of four send: the fourth could still send, so the window stays open ...
    const tres = conexoes.slice(0, 3).map((c, i) => notificar(c, txids[4 + i]));
    // ... until it does: the four go in one statement.
    const quarta = notificar(conexoes[3], txids[7]);
    const respostas = await Promise.all([...tres, quarta]);
    for (const r of respostas) expect(r.status, r.corpo).toBe(200);
    const depois = lotes();
    expect({ lotes: depois.lotes - antes.lotes, pedidos: depois.pedidos - antes.pedidos }).toEqual({ lotes: 1, pedidos: 4 });

    // Now the idle one closes instead of sending: those waiting are answered then.
    const antes2 = lotes();
    const outras = conexoes.slice(0, 3).map((c, i) => notificar(c, txids[8 + i]));
    conexoes[3].fechar();
    const respostas2 = await Promise.all(outras);
    expect(respostas2.map((r) => JSON.parse(r.corpo).data.aplicados)).toEqual([1, 1, 1]);
    const depois2 = lotes();
    expect(depois2.pedidos - antes2.pedidos).toBe(3);
    conexoes.forEach((c) => c.fechar());
  });
});
