/**
 * The local PSP of the API tests: the product's own API Pix simulator (server/lib/psp-pix-simulador.ts) over HTTPS
 * with a client certificate, on a CA made for this run in a temporary folder (openssl; no key is committed).
 * Notifications reach the app under test through its real HTTP interface (Fastify inject of the webhook route),
 * so a test drives exactly what a PSP's POST would.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PixConfig } from '../../server/config.ts';
import { certificadosLocais, type CertificadosLocais } from '../../server/lib/certificados.ts';
import { iniciarSimuladorPix, type SimuladorPix } from '../../server/lib/psp-pix-simulador.ts';

export interface PspDeTeste {
  sim: SimuladorPix;
  certificados: CertificadosLocais;
  /** The app's Pix settings pointing at this PSP. */
  config: PixConfig;
  /** The app the notifications go to (set once it is built). */
  ligar(app: FastifyInstance): void;
  /** Statuses of the webhook deliveries so far. */
  entregas: number[];
  fechar(): Promise<void>;
}

export async function iniciarPspDeTeste(agora: () => Date): Promise<PspDeTeste> {
  const dir = mkdtempSync(path.join(tmpdir(), 'psp-pix-'));
  const certificados = certificadosLocais(dir);
  const clientSecret = randomBytes(16).toString('hex');
  let app: FastifyInstance | null = null;
  const entregas: number[] = [];
  const sim = await iniciarSimuladorPix({
    certificado: certificados,
    clientId: 'processos-seletivos-teste',
    clientSecret,
    agora,
    entregar: async (url, corpo) => {
      if (!app) return 0;
      const u = new URL(url);
      const r = await app.inject({ method: 'POST', url: u.pathname, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(corpo) });
      entregas.push(r.statusCode);
      return r.statusCode;
    },
  });
  const config: PixConfig = {
    modo: 'api',
    psp: { url: sim.url, tokenUrl: '', clientId: 'processos-seletivos-teste', clientSecret, certFile: certificados.clienteCert, keyFile: certificados.clienteKey, caFile: certificados.ca },
    webhookUrl: 'https://processos.teste/sgps/pix/webhook',
    webhookSegredo: randomBytes(24).toString('hex'),
    conciliacaoMinutos: 0,
    janelaWebhookMs: 20,
  };
  return {
    sim,
    certificados,
    config,
    entregas,
    ligar: (a) => void (app = a),
    fechar: async () => {
      await sim.fechar();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
