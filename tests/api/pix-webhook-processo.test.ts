/**
 * The PSP's webhook process (server/app.ts, buildWebhookPixApp; deploy/systemd/processos-pix-webhook.service): it
 * pays a slip from the PSP's notification exactly as the whole API does, and nothing else of the API is reachable on
 * its port — every route of the whole API's table, the login app and the site's paths answer 404 there, and no
 * answer sets a cookie. Both apps run on one database, as in production.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebhookPixApp } from '../../server/app.ts';
import { insBoleto, pixRecebimento } from '../../server/db/schema/index.ts';
import { createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { cobrancasPixDeTeste } from '../support/cobrancas-pix.ts';
import { iniciarPspDeTeste, type PspDeTeste } from '../support/psp-pix.ts';

const VALOR = 9000;
let t: TestApp;
let webhook: FastifyInstance;
let psp: PspDeTeste;
const slips: { insBltCodigo: number; txid: string }[] = [];

beforeAll(async () => {
  psp = await iniciarPspDeTeste(() => t.clock.now);
  t = await createTestApp({ pix: psp.config });
  webhook = await buildWebhookPixApp({ db: t.database.db, config: t.app.config, clock: () => t.clock.now });
  await webhook.ready();
  const { pssFscCodigo } = await createAccount(t, { cpf: '52998224725', nome: 'Candidata do Webhook', senha: 'senha-webhook-1' });
  slips.push(...(await cobrancasPixDeTeste(t.database.db, { pssFscCodigo, quantas: 2, valor: VALOR, marca: 'WHP', agora: FIXED_NOW })));
});

afterAll(async () => {
  await webhook?.close();
  await t?.close();
  await psp?.fechar();
});

const notificacao = (txid: string, e2e: string) => ({ pix: [{ endToEndId: e2e, txid, valor: (VALOR / 100).toFixed(2), horario: FIXED_NOW.toISOString() }] });
const postar = (caminho: string, corpo: unknown) => webhook.inject({ method: 'POST', url: caminho, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(corpo) });
const situacao = async (insBltCodigo: number) => (await t.database.db.select().from(insBoleto).where(eq(insBoleto.insBltCodigo, insBltCodigo)))[0].insBltSituacao;

describe("the webhook's own process", () => {
  it("pays the slip from the PSP's notification, at the standard's path and at the registered URL itself; the same Pix again pays once", async () => {
    const [a, b] = slips;
    const r = await postar(`/sgps/pix/webhook/${psp.config.webhookSegredo}/pix`, notificacao(a.txid, 'E00000000202611221300WHPROC00001'));
    expect(r.statusCode, r.body).toBe(200);
    expect(JSON.parse(r.body).data).toEqual({ aplicados: 1, divergentes: 0, repetidos: 0, invalidos: 0 });
    expect(await situacao(a.insBltCodigo)).toBe('PAGO');
    const deNovo = await postar(`/sgps/pix/webhook/${psp.config.webhookSegredo}/pix`, notificacao(a.txid, 'E00000000202611221300WHPROC00001'));
    expect(JSON.parse(deNovo.body).data).toMatchObject({ aplicados: 0, repetidos: 1 });
    const s = await postar(`/sgps/pix/webhook/${psp.config.webhookSegredo}`, notificacao(b.txid, 'E00000000202611221300WHPROC00002'));
    expect(JSON.parse(s.body).data.aplicados).toBe(1);
    expect(await situacao(b.insBltCodigo)).toBe('PAGO');
    const recebidos = await t.database.db.select().from(pixRecebimento);
    expect(recebidos.filter((x) => x.pixRcbE2eid.includes('WHPROC'))).toHaveLength(2);
  });

  it('refuses a wrong secret (401) and a malformed body (400), in Portuguese, and sets no cookie', async () => {
    const errado = await postar('/sgps/pix/webhook/segredo-errado/pix', notificacao(slips[0].txid, 'E00000000202611221300WHPROC00003'));
    expect(errado.statusCode).toBe(401);
    expect(JSON.parse(errado.body).message).toBe('Notificação Pix recusada: endereço de webhook inválido.');
    const malformado = await postar(`/sgps/pix/webhook/${psp.config.webhookSegredo}/pix`, { pix: 'nada' });
    expect(malformado.statusCode).toBe(400);
    for (const r of [errado, malformado]) expect(r.headers['set-cookie']).toBeUndefined();
  });

  it('holds only the webhook, health and metrics routes', () => {
    const rotas = webhook.routeList.map((r) => `${r.method} ${r.url}`).sort();
    expect(rotas).toEqual(['GET /sgps/metricas', 'GET /sgps/saude', 'GET /sgps/saude/pronto', 'POST /sgps/pix/webhook/:segredo', 'POST /sgps/pix/webhook/:segredo/pix'].sort());
    expect(t.app.routeList.length).toBeGreaterThan(100);
  });

  it("answers 404 to every other route of the whole API's table, to the login app and to the site, and sets no cookie", async () => {
    const proprias = new Set(webhook.routeList.map((r) => `${r.method} ${r.url}`));
    const outras = t.app.routeList.filter((r) => !proprias.has(`${r.method} ${r.url}`) && r.method !== 'HEAD');
    const caminhos = [
      ...outras.map((r) => ({ method: r.method, url: r.url.replace(/:[A-Za-z]+/g, '1') })),
      ...['/', '/login', '/login/', '/gestao/', '/inscricao/', '/sgps/pssFisica/buscaDadosSessao', '/sgps/prcSeletivo/listaProcessos'].map((url) => ({ method: 'GET', url })),
      // The webhook's own path under other spellings and methods reaches nothing more.
      ...[`/sgps/pix/webhook/${psp.config.webhookSegredo}/pix/../../../gestao/contas`, '/sgps/pix/webhook', '/sgps/pix'].map((url) => ({ method: 'POST', url })),
      { method: 'GET', url: `/sgps/pix/webhook/${psp.config.webhookSegredo}/pix` },
    ];
    expect(caminhos.length).toBeGreaterThan(100);
    const respostas = await Promise.all(caminhos.map(async (c) => ({ ...c, r: await webhook.inject({ method: c.method as 'GET', url: c.url, headers: c.method === 'GET' ? {} : { 'content-type': 'application/json' }, payload: c.method === 'GET' ? undefined : '{}' }) })));
    const alcancados = respostas.filter((x) => x.r.statusCode !== 404).map((x) => `${x.method} ${x.url} → ${x.r.statusCode}`);
    expect(alcancados).toEqual([]);
    expect(respostas.filter((x) => x.r.headers['set-cookie'] !== undefined).map((x) => x.url)).toEqual([]);
  });

  it('answers its health checks', async () => {
    expect((await webhook.inject({ method: 'GET', url: '/sgps/saude/pronto' })).statusCode).toBe(200);
    expect(JSON.parse((await webhook.inject({ method: 'GET', url: '/sgps/saude' })).body).data.situacao).toBe('vivo');
  });
});
