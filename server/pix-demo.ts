/**
 * The demo profile's PSP (issue 39): with PIX_PSP=simulador (the demo's default) and no PIX_PSP_URL, the API Pix
 * simulator (server/lib/psp-pix-simulador.ts) runs in this process on a loopback port, over mutual TLS with a CA
 * made on first start in DATA_DIR/psp-simulador, and posts its notifications to this API's webhook — so
 * `bash scripts/start.sh` shows a fee paid by Pix end to end, through the same code as production. The demo strip
 * names it. Production refuses PIX_PSP=simulador (server/producao.ts).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from './config.ts';
import { certificadosLocais } from './lib/certificados.ts';
import { iniciarSimuladorPix, type SimuladorPix } from './lib/psp-pix-simulador.ts';

/** Starts the simulator when the configuration asks for it and points config.pix at it; null otherwise. */
export async function iniciarPspDeDemonstracao(config: Config): Promise<SimuladorPix | null> {
  if (config.perfil !== 'demo' || config.pix.modo !== 'simulador' || config.pix.psp.url) return null;
  const certificados = certificadosLocais(path.join(config.dataDir, 'psp-simulador'));
  const clientSecret = randomBytes(16).toString('hex');
  const sim = await iniciarSimuladorPix({ certificado: certificados, clientId: 'processos-seletivos-demo', clientSecret });
  config.pix = {
    ...config.pix,
    psp: { url: sim.url, tokenUrl: '', clientId: 'processos-seletivos-demo', clientSecret, certFile: certificados.clienteCert, keyFile: certificados.clienteKey, caFile: certificados.ca },
    webhookUrl: config.pix.webhookUrl || webhookLocal(config.port),
    webhookSegredo: config.pix.webhookSegredo || randomBytes(24).toString('hex'),
  };
  return sim;
}

/** The API's own webhook address on this machine (the simulator posts to it). */
export const webhookLocal = (porta: number) => `http://127.0.0.1:${porta}/sgps/pix/webhook`;
