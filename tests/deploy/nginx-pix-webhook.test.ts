/**
 * deploy/nginx-pix-webhook.conf, the hand-written server in front of the PSP's webhook (issue 39), run by Debian's
 * real nginx: only a client holding a certificate of the PSP's CA gets through (mutual TLS, what the PSPs require of a
 * webhook), only POST to the webhook's path, and the notifications reach the webhook's own process
 * (deploy/systemd/processos-pix-webhook.service), or the candidates' processes while it is down. The file is the one
 * committed, with only the lines marked `# <-` (names, paths, ports of a real server) pointed at this test's own.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificadosLocais, type CertificadosLocais } from '../../server/lib/certificados.ts';
import { escreverConfPrincipal, NGINX } from './nginx-real.ts';
import { portasLivres } from './processos.ts';

let dir: string;
let psp: CertificadosLocais;
let estranho: CertificadosLocais;
let httpsPort: number;
let nginx: ChildProcess | undefined;
const recebidos: { quem: string; metodo: string; url: string; xff: string | undefined }[] = [];
const servidores: http.Server[] = [];

/** A stand-in API process: answers 200 with its name, as the webhook answers the PSP. */
function processo(quem: string, port: number): Promise<http.Server> {
  const s = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      recebidos.push({ quem, metodo: req.method!, url: req.url!, xff: req.headers['x-forwarded-for'] as string | undefined });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ quem }));
    });
  });
  servidores.push(s);
  return new Promise((ok) => s.listen(port, '127.0.0.1', () => ok(s)));
}

/** The committed file with its marked lines (and the fixed ports) pointed at this test's paths and ports. */
function confDoTeste(webhookPort: number, apiPorts: number[]): string {
  let conf = readFileSync(path.resolve('deploy/nginx-pix-webhook.conf'), 'utf8');
  const trocas: [RegExp, string][] = [
    [/listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`],
    [/server_name \S+;/, 'server_name localhost;'],
    [/ssl_certificate \s*\S+;/, `ssl_certificate ${psp.servidorCert};`],
    [/ssl_certificate_key \S+;/, `ssl_certificate_key ${psp.servidorKey};`],
    [/ssl_client_certificate \S+;/, `ssl_client_certificate ${psp.ca};`],
    [/access_log \S+ processos_sem_query;/, `access_log ${path.join(dir, 'access.log')} processos_sem_query;`],
    [/error_log \S+ crit;/, `error_log ${path.join(dir, 'error.log')} crit;`],
    [/server 127\.0\.0\.1:8090 /, `server 127.0.0.1:${webhookPort} `],
    [/server 127\.0\.0\.1:8081 backup;/, `server 127.0.0.1:${apiPorts[0]} backup;`],
    [/server 127\.0\.0\.1:8082 backup;/, `server 127.0.0.1:${apiPorts[1]} backup;`],
  ];
  for (const [de, para] of trocas) {
    expect(conf, `deploy/nginx-pix-webhook.conf mudou: ${de}`).toMatch(de);
    conf = conf.replace(de, para);
  }
  return conf;
}

/** One request over TLS, with the client certificate given (or none); status 0 when TLS itself refused it. */
function pedir(metodo: string, caminho: string, cliente?: { cert: string; key: string }): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = https.request(
      { host: '127.0.0.1', port: httpsPort, path: caminho, method: metodo, servername: 'localhost', ca: readFileSync(psp.ca), agent: false, headers: { 'content-type': 'application/json' }, ...(cliente ? { cert: readFileSync(cliente.cert), key: readFileSync(cliente.key) } : {}) },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(metodo === 'POST' ? JSON.stringify({ pix: [] }) : undefined);
  });
}

const doPsp = () => ({ cert: psp.clienteCert, key: psp.clienteKey });
const CAMINHO = '/sgps/pix/webhook/segredo-do-webhook-0123456789abcdef0123/pix';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ps-nginx-pix-'));
  chmodSync(dir, 0o755);
  psp = certificadosLocais(path.join(dir, 'psp'));
  estranho = certificadosLocais(path.join(dir, 'outra-ca'));
  const [webhookPort, api1, api2, https_] = await portasLivres(4);
  httpsPort = https_;
  await processo('webhook', webhookPort);
  await processo('api-1', api1);
  await processo('api-2', api2);
  writeFileSync(path.join(dir, 'pix-webhook.conf'), confDoTeste(webhookPort, [api1, api2]));
  // the main file gives what the public server's file (deploy/nginx.conf) would: its log format
  const args = escreverConfPrincipal(dir, path.join(dir, 'pix-webhook.conf'), `    log_format processos_sem_query '$remote_addr [$time_local] "$request_method $uri" $status';`);
  // nginx -t first: the committed file must be one Debian's nginx accepts as written
  execFileSync(NGINX, ['-t', ...args], { stdio: 'pipe' });
  nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  // ready when it answers over TLS (with the PSP's certificate: any status but 0)
  for (let i = 0; (await pedir('GET', '/', doPsp())).status === 0; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx terminou (${nginx.exitCode}) antes de atender`);
    if (i > 750) throw new Error('nginx não atendeu em 15 s');
    await new Promise((r) => setTimeout(r, 20));
  }
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const saiu = new Promise((r) => nginx!.once('exit', r));
    nginx.kill('SIGTERM');
    await saiu;
  }
  await Promise.all(servidores.map((s) => new Promise((r) => s.close(r))));
  rmSync(dir, { recursive: true, force: true });
});

describe('deploy/nginx-pix-webhook.conf in a real nginx', () => {
  it('refuses a notification without a client certificate, and one whose certificate is not of the PSP\'s CA', async () => {
    const antes = recebidos.length;
    const sem = await pedir('POST', CAMINHO);
    expect(sem.status).toBe(400);
    expect(sem.body).toContain('No required SSL certificate was sent');
    const outra = await pedir('POST', CAMINHO, { cert: estranho.clienteCert, key: estranho.clienteKey });
    // nginx answers 400 to a certificate it cannot verify (or TLS fails before any answer, status 0)
    expect([0, 400]).toContain(outra.status);
    expect(recebidos.length).toBe(antes);
  });

  it('takes the PSP\'s POST to the webhook\'s own process, with the path as registered (with and without /pix)', async () => {
    recebidos.length = 0;
    for (const caminho of [CAMINHO, CAMINHO.replace(/\/pix$/, '')]) {
      const r = await pedir('POST', caminho, doPsp());
      expect(r.status).toBe(200);
      expect(JSON.parse(r.body)).toEqual({ quem: 'webhook' });
    }
    expect(recebidos.map((r) => [r.quem, r.metodo, r.url])).toEqual([
      ['webhook', 'POST', CAMINHO],
      ['webhook', 'POST', CAMINHO.replace(/\/pix$/, '')],
    ]);
    expect(recebidos[0].xff).toBe('127.0.0.1');
  });

  it('reaches nothing else of the API through this name, even with the PSP\'s certificate', async () => {
    recebidos.length = 0;
    expect((await pedir('GET', CAMINHO, doPsp())).status).toBe(403);
    for (const caminho of ['/sgps/gestao/pagamentos/pix/pendencias', '/sgps/pix/webhook/../gestao/contas', '/sgps/pix/webhook/a/b/c', '/sgps/metricas', '/']) {
      const r = await pedir('POST', caminho, doPsp());
      expect([403, 404], caminho).toContain(r.status);
    }
    expect(recebidos).toEqual([]);
  });

  it('while the webhook\'s process is down, the candidates\' processes take the notifications', async () => {
    const webhook = servidores[0];
    await new Promise((r) => webhook.close(r));
    recebidos.length = 0;
    for (let i = 0; i < 3; i++) {
      const r = await pedir('POST', CAMINHO, doPsp());
      expect(r.status).toBe(200);
      expect(['api-1', 'api-2']).toContain(JSON.parse(r.body).quem);
    }
    expect(recebidos.every((r) => r.quem !== 'webhook')).toBe(true);
  });
});
