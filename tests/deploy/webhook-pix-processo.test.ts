/**
 * The PSP's webhook process as systemd starts it (deploy/systemd/processos-pix-webhook.service runs
 * server/main-webhook-pix.ts): a real process on PostgreSQL, with a PSP of the API Pix (the product's simulator over
 * mutual TLS) configured. Over real HTTP it pays a slip from the PSP's notification, answers its health check, and
 * answers 404 to the candidates' and staff's routes, the login app and the site, and never links the site into its
 * data folder (the candidates' processes do); SIGTERM ends it cleanly.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { insBoleto, pssFisica } from '../../server/db/schema/index.ts';
import { valorPix } from '../../server/lib/api-pix.ts';
import { certificadosLocais } from '../../server/lib/certificados.ts';
import { iniciarSimuladorPix, type SimuladorPix } from '../../server/lib/psp-pix-simulador.ts';
import { cobrancasPixDeTeste } from '../support/cobrancas-pix.ts';
import { apiEnv, bancoDescartavel, startApi, stopApi, type Api } from './processos.ts';

const VALOR = 12000;
let banco: Awaited<ReturnType<typeof bancoDescartavel>>;
let database: Database;
let psp: SimuladorPix;
let api: Api | undefined;
let dir: string;
const segredo = randomBytes(24).toString('hex');
let slip: { insBltCodigo: number; txid: string };

beforeAll(async () => {
  banco = await bancoDescartavel();
  database = await openDatabase({ databaseUrl: banco.url, poolMax: 2 });
  const db = database.db;
  const agora = new Date();
  const [pessoa] = await db.insert(pssFisica).values({ pssFscNome: 'Candidata do Processo do Webhook', pssFscCPF: '52998224725' }).returning();
  [slip] = await cobrancasPixDeTeste(db, { pssFscCodigo: pessoa.pssFscCodigo, quantas: 1, valor: VALOR, marca: 'WHPROCESSO', agora });

  dir = mkdtempSync(path.join(tmpdir(), 'ps-webhook-processo-'));
  const certificados = certificadosLocais(dir);
  const clientSecret = randomBytes(16).toString('hex');
  // A prebuilt site beside an empty data folder: a candidates' process would link it as DATA_DIR/site/current at
  // start; the webhook's must leave the site alone (the candidates' processes own it).
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>site</title>');
  mkdirSync(path.join(dir, 'data'));
  psp = await iniciarSimuladorPix({ certificado: certificados, clientId: 'webhook-processo', clientSecret, entregar: async () => 200 });
  api = await startApi(
    apiEnv(banco.url, {
      PIX_PSP: 'api',
      PIX_PSP_URL: psp.url,
      PIX_PSP_CLIENT_ID: 'webhook-processo',
      PIX_PSP_CLIENT_SECRET: clientSecret,
      PIX_PSP_CERT: certificados.clienteCert,
      PIX_PSP_KEY: certificados.clienteKey,
      PIX_PSP_CA: certificados.ca,
      PIX_WEBHOOK_URL: 'https://pix-webhook.processos.teste/sgps/pix/webhook',
      PIX_WEBHOOK_SEGREDO: segredo,
      PIX_CONCILIACAO_MINUTOS: '0',
      DATA_DIR: path.join(dir, 'data'),
      SITE_DIR: path.join(dir, 'dist'),
    }),
    { entrada: 'server/main-webhook-pix.ts' },
  );
});

afterAll(async () => {
  await stopApi(api);
  await psp?.fechar();
  await database?.close();
  await banco?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('server/main-webhook-pix.ts, a real process', () => {
  it("pays the slip from the PSP's notification over HTTP", async () => {
    const corpo = { pix: [{ endToEndId: 'E00000000209901011200WHPROCESSO1', txid: slip.txid, valor: valorPix(VALOR), horario: new Date().toISOString() }] };
    const r = await fetch(`${api!.base}/sgps/pix/webhook/${segredo}/pix`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(corpo) });
    expect(r.status, await r.clone().text()).toBe(200);
    expect((await r.json()).data.aplicados).toBe(1);
    const [b] = await database.db.select().from(insBoleto).where(eq(insBoleto.insBltCodigo, slip.insBltCodigo));
    expect(b.insBltSituacao).toBe('PAGO');
  });

  it("leaves the site's folder alone", () => {
    expect(existsSync(path.join(dir, 'data', 'site'))).toBe(false);
  });

  it('is ready by its health check, and reaches nothing else of the API', async () => {
    expect((await fetch(`${api!.base}/sgps/saude/pronto`)).status).toBe(200);
    for (const caminho of ['/', '/login', '/gestao/', '/sgps/prcSeletivo/listaProcessos', '/sgps/pssFisica/buscaDadosSessao', '/sgps/gestao/contas']) {
      const r = await fetch(`${api!.base}${caminho}`, { redirect: 'manual' });
      expect(r.status, caminho).toBe(404);
      expect(r.headers.get('set-cookie'), caminho).toBeNull();
    }
  });

  it('ends cleanly on SIGTERM', async () => {
    expect(await stopApi(api)).toBe(0);
    api = undefined;
  });
});
