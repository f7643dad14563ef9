/**
 * Debian's nginx running the generated rules (scripts/nginx-conf.ts) on 127.0.0.1, with TLS by a certificate
 * made here by openssl, in the foreground as a child of the test (reaped here, never left to init).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { nginxConf } from '../../scripts/nginx-conf.ts';
import { portasLivres } from './processos.ts';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface NginxReal {
  httpPort: number;
  httpsPort: number;
  base: string;
  cert: string;
  accessLog(): string;
  stop(): Promise<void>;
}

/** How many times a start that lost its ports to another process (see portasLivres) begins again on new ones. */
const TENTATIVAS = 5;
/** How long a started nginx has to answer on both ports; it binds in milliseconds, so this only bounds a stall. */
const PRAZO_PRONTO_MS = 15_000;

export async function iniciarNginx(dir: string, opts: { root: string; upstreams: string[] }): Promise<NginxReal> {
  if (!existsSync(NGINX)) throw new Error(`nginx não encontrado em ${NGINX}: rode bash scripts/test.sh (WITH_NGINX=1 o instala) ou apt-get install nginx`);
  chmodSync(dir, 0o755);
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'pipe' });
  const cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  for (let tentativa = 1; ; tentativa++) {
    const [httpPort, httpsPort] = await portasLivres(2);
    const args = escreverConf(dir, opts, httpPort, httpsPort);
    execFileSync(NGINX, ['-t', ...args], { stdio: 'pipe' });
    const nginx: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    nginx.stderr!.on('data', (b: Buffer) => (stderr += b.toString()));
    const saiu = new Promise<number | string>((resolve) => nginx.once('exit', (code, signal) => resolve(code ?? signal ?? '?')));
    const parar = async () => {
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
      await saiu;
    };
    try {
      await esperarPronto({ httpPort, httpsPort, cert, saiu: saiu.then((code) => new Error(`nginx terminou (${code}) antes de atender: ${stderr}`)) });
    } catch (err) {
      await parar();
      // another process took a port between portasLivres and nginx's bind: start over on new ones
      if (/Address already in use/.test(stderr) && tentativa < TENTATIVAS) continue;
      throw err;
    }
    return {
      httpPort,
      httpsPort,
      base: `https://localhost:${httpsPort}`,
      cert,
      accessLog: () => (existsSync(path.join(dir, 'access.log')) ? readFileSync(path.join(dir, 'access.log'), 'utf8') : ''),
      stop: parar,
    };
  }
}

/** Writes the generated rules and the main config for these ports; returns nginx's arguments for them. */
function escreverConf(dir: string, opts: { root: string; upstreams: string[] }, httpPort: number, httpsPort: number): string[] {
  const conf = nginxConf({
    root: opts.root,
    upstreams: opts.upstreams,
    serverName: 'localhost',
    listenAddress: '127.0.0.1',
    httpPort,
    httpsPort,
    tls: { certificate: path.join(dir, 'cert.pem'), key: path.join(dir, 'key.pem') },
    accessLog: path.join(dir, 'access.log'),
    errorLog: path.join(dir, 'error.log'),
  });
  writeFileSync(path.join(dir, 'processos.conf'), conf);
  return escreverConfPrincipal(dir, path.join(dir, 'processos.conf'), '    types { text/html html; application/javascript js; text/css css; }\n    default_type application/octet-stream;');
}

/**
 * nginx's main file for a test: one worker, its pid, logs and temporary files inside `dir`, and `incluir` (the rules
 * under test) in its http block after `http` (what those rules expect of the main file). Answers nginx's arguments.
 */
export function escreverConfPrincipal(dir: string, incluir: string, http: string): string[] {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${path.join(dir, `tmp-${t}`)};`).join('\n');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error-main.log')} info;
events { worker_connections 256; }
http {
${http}
${temp}
    include ${incluir};
}
`,
  );
  return ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error-main.log')];
}

/**
 * Ready means answered, on both ports, by this nginx: plain HTTP with its redirect to this https port, and TLS
 * with the certificate made for it (a stranger on either port is not taken for it). Not the pid file: `nginx -t`
 * leaves an empty one behind, so it is there before the real nginx has bound anything.
 */
async function esperarPronto(o: { httpPort: number; httpsPort: number; cert: string; saiu: Promise<Error> }): Promise<void> {
  const prazo = Date.now() + PRAZO_PRONTO_MS;
  const pronto = async () =>
    (await responde(`http://127.0.0.1:${o.httpPort}/`, o.cert)).location?.startsWith(`https://127.0.0.1:${o.httpsPort}/`) &&
    (await responde(`https://127.0.0.1:${o.httpsPort}/`, o.cert)).status > 0;
  let fim: Error | undefined;
  void o.saiu.then((err) => (fim = err));
  while (!(await pronto())) {
    if (fim) throw fim;
    if (Date.now() > prazo) throw new Error(`nginx não atendeu em ${PRAZO_PRONTO_MS} ms nas portas ${o.httpPort} e ${o.httpsPort}`);
    // polling a real answer: a refused connection comes back at once, so give nginx a moment between tries
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One GET; status 0 when nothing (or nothing that passes TLS with this certificate) answered. */
function responde(url: string, ca: string): Promise<{ status: number; location?: string }> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve) => {
    const req = client.get(url, { agent: false, ca, servername: 'localhost', timeout: 2000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0 }));
  });
}
