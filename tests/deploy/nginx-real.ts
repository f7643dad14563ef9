/**
 * Debian's nginx running the generated rules (scripts/nginx-conf.ts) on 127.0.0.1, with TLS by a certificate
 * made here by openssl, in the foreground as a child of the test (reaped here, never left to init).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxConf } from '../../scripts/nginx-conf.ts';
import { freePort } from './processos.ts';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface NginxReal {
  httpPort: number;
  httpsPort: number;
  base: string;
  cert: string;
  accessLog(): string;
  stop(): Promise<void>;
}

export async function iniciarNginx(dir: string, opts: { root: string; upstreams: string[] }): Promise<NginxReal> {
  if (!existsSync(NGINX)) throw new Error(`nginx não encontrado em ${NGINX}: rode bash scripts/test.sh (WITH_NGINX=1 o instala) ou apt-get install nginx`);
  chmodSync(dir, 0o755);
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'pipe' });
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
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
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${path.join(dir, `tmp-${t}`)};`).join('\n');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error-main.log')} info;
events { worker_connections 256; }
http {
    types { text/html html; application/javascript js; text/css css; }
    default_type application/octet-stream;
${temp}
    include ${path.join(dir, 'processos.conf')};
}
`,
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error-main.log')];
  execFileSync(NGINX, ['-t', ...args], { stdio: 'pipe' });
  const pidFile = path.join(dir, 'nginx.pid');
  const nginx: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr!.on('data', (b: Buffer) => (stderr += b.toString()));
  // nginx writes its pid file only after binding the ports: once it is there, requests can follow.
  await new Promise<void>((resolve, reject) => {
    const watcher = watch(dir, () => {
      if (existsSync(pidFile)) done();
    });
    const done = (err?: Error) => {
      watcher.close();
      nginx.off('exit', exited);
      if (err) reject(err);
      else resolve();
    };
    const exited = (code: number | null) => done(new Error(`nginx terminou (${code}): ${stderr}`));
    nginx.once('exit', exited);
    if (existsSync(pidFile)) done();
  });
  return {
    httpPort,
    httpsPort,
    base: `https://localhost:${httpsPort}`,
    cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    accessLog: () => (existsSync(path.join(dir, 'access.log')) ? readFileSync(path.join(dir, 'access.log'), 'utf8') : ''),
    async stop() {
      if (nginx.exitCode !== null) return;
      const gone = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await gone;
    },
  };
}
