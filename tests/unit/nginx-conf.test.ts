import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { STATIC_SECURITY_HEADERS, nginxConf, routeRegex } from '../../scripts/nginx-conf.ts';
import { testConfig } from '../../server/config.ts';
import { securityHeadersPlugin } from '../../server/plugins/security-headers.ts';
import { ROUTES, buildPath, hasParams, shellPath, type RouteName } from '../../src/lib/routes.ts';

describe('deploy/nginx.conf generated from the route table', () => {
  const conf = nginxConf();

  it('has a rewrite to its static shell for every parameter route', () => {
    for (const name of (Object.keys(ROUTES) as RouteName[]).filter(hasParams)) {
      expect(conf).toContain(`location ~ "${routeRegex(ROUTES[name])}"`);
      expect(conf).toContain(`${shellPath(name)}/index.html`);
    }
  });

  it('each regex matches the route paths and refuses unsafe segments', () => {
    const re = (n: RouteName) => new RegExp(routeRegex(ROUTES[n]));
    expect(re('entrarProcesso').test(buildPath('entrarProcesso', { prcSltCodigo: 12 }))).toBe(true);
    expect(re('cronogramas').test('/cronogramas/1/2/3')).toBe(true);
    expect(re('cronogramas').test('/cronogramas/1/2/3/T')).toBe(true);
    expect(re('ensalamentoGeral').test('/ensalamento/1/2')).toBe(false);
    expect(re('entrarProcesso').test('/entrar/..%2f')).toBe(false);
    expect(re('autorizacaoAplicacao').test('/autorizacao-aplicacao/1')).toBe(true);
  });

  it('proxies the API and the login app, and caches hashed assets for good', () => {
    expect(conf).toMatch(/location \/sgps\/ \{\s+proxy_pass http:\/\/processos_api;/);
    expect(conf).toMatch(/location \/login\/ \{\s+proxy_pass http:\/\/processos_api;/);
    expect(conf).toContain('immutable');
    expect(conf).toContain('root /srv/processos-seletivos/data/site/current;');
  });

  it('the committed deploy/nginx.conf is what the generator writes now', () => {
    expect(readFileSync('deploy/nginx.conf', 'utf8')).toBe(conf);
  });
});

/** Each `server { ... }` and `location ... { ... }` block with its own lines (nested blocks cut out). */
function blocks(text: string): { head: string; own: string[] }[] {
  const out: { head: string; own: string[] }[] = [];
  const stack: { head: string; own: string[] }[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    // one-line blocks are not written by the generator: every '{' ends its line
    if (line.endsWith('{')) stack.push({ head: line.slice(0, -1).trim(), own: [] });
    else if (line === '}') out.push(stack.pop()!);
    else stack.at(-1)?.own.push(line);
  }
  expect(stack).toEqual([]);
  return out;
}

describe('deploy/nginx.conf is safe on the internet (issue 18)', () => {
  const conf = nginxConf();
  const all = blocks(conf);
  const servers = all.filter((b) => b.head === 'server');
  const tls = servers.find((s) => s.own.some((l) => /^listen .*443 ssl/.test(l)))!;
  const locations = all.filter((b) => b.head.startsWith('location'));

  it('repeats every security header in each location that adds a header, and sets none where they would be dropped', () => {
    // (the proxied locations pass the API's own headers and add only CDN-Cache-Control: see below)
    const adding = locations.filter((l) => l.own.some((x) => x.startsWith('add_header')) && !l.own.some((x) => x.startsWith('proxy_pass')));
    // the static ones: assets, every parameter route, and the catch-all
    expect(adding.length).toBe((Object.keys(ROUTES) as RouteName[]).filter(hasParams).length + 2);
    for (const l of adding) {
      for (const [name, value] of STATIC_SECURITY_HEADERS) {
        const v = /[\s;'"]/.test(value) ? `"${value}"` : value;
        expect(l.own, `${l.head}: ${name}`).toContain(`add_header ${name} ${v} always;`);
      }
    }
    // server level: nothing a location would silently drop
    for (const s of servers) expect(s.own.filter((x) => x.startsWith('add_header'))).toEqual([]);
  });

  it('static pages say what the API says about framing when it serves them itself (X-Frame-Options, CSP frame-ancestors)', async () => {
    const api = Fastify();
    api.decorate('config', testConfig());
    await api.register(securityHeadersPlugin);
    api.get('/stricto/index.html', async () => 'página');
    const res = await api.inject({ method: 'GET', url: '/stricto/index.html' });
    await api.close();
    const h = Object.fromEntries(STATIC_SECURITY_HEADERS);
    expect(h['X-Frame-Options']).toBe('DENY');
    expect(res.headers['x-frame-options']).toBe(h['X-Frame-Options']);
    expect(h['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    // The same directives, but for script-src: nginx cannot know each page's script hashes (a rebuild changes them),
    // so a static page carries its script-src in its own <meta> (issue 34 item 7; Astro writes it), which the
    // browser enforces beside nginx's header; the API, serving the page itself, sends that meta's policy as a header.
    const diretivas = (p: string) => new Map(p.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([nome, ...v]) => [nome, v.join(' ')]));
    const daApi = diretivas(String(res.headers['content-security-policy']));
    const doNginx = diretivas(h['Content-Security-Policy']);
    expect([...daApi.keys()].filter((k) => !doNginx.has(k))).toEqual(['script-src']);
    for (const [nome, valor] of doNginx) expect(daApi.get(nome), nome).toBe(valor);
    expect(res.headers['x-content-type-options']).toBe(h['X-Content-Type-Options']);
  });

  it('proxied locations overwrite X-Forwarded-For with the peer, pass the scheme, and add only "never cache" for CDNs', () => {
    const proxied = locations.filter((l) => l.own.some((x) => x.startsWith('proxy_pass')));
    expect(proxied.map((l) => l.head)).toEqual(['location /sgps/', 'location = /login', 'location /login/']);
    for (const l of proxied) {
      expect(l.own).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
      expect(l.own).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
      // The API's own security headers pass through untouched; a CDN in front must never keep an answer of the API.
      expect(l.own.filter((x) => x.startsWith('add_header'))).toEqual(['add_header CDN-Cache-Control "no-store" always;']);
    }
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
    expect(conf).not.toContain('$http_x_forwarded_for');
  });

  it('logs paths without query strings', () => {
    const format = conf.match(/^log_format (\S+) '(.*)';$/m)!;
    expect(format[2]).not.toMatch(/\$request\b|\$request_uri|\$args|\$query_string|\$is_args/);
    expect(conf).toMatch(/map \$request_uri \$processos_caminho \{\s+"~\^\(\[\^\?\]\*\)" \$1;/);
    expect(format[2]).toContain('$processos_caminho');
    for (const s of servers) {
      expect(s.own.find((x) => x.startsWith('access_log'))).toMatch(new RegExp(` ${format[1]};$`));
      expect(s.own.find((x) => x.startsWith('error_log'))).toMatch(/ crit;$/);
    }
  });

  it('serves the site over TLS only: port 80 redirects, the TLS server sends HSTS, certificate paths are placeholders', () => {
    expect(servers.length).toBe(2);
    const plain = servers.find((s) => s !== tls)!;
    expect(plain.own).toContain('listen 80;');
    const plainLocations = conf.slice(conf.indexOf('server {'), conf.indexOf('server {', conf.indexOf('server {') + 1));
    expect(plainLocations).toMatch(/location \/ \{\s+return 301 https:\/\/\$host\$request_uri;\s+\}/);
    expect(plainLocations).not.toContain('proxy_pass');
    expect(plainLocations).not.toContain('root ');
    expect(tls.own).toContain('listen 443 ssl http2;');
    expect(tls.own).toContain('ssl_certificate /etc/ssl/processos-seletivos/fullchain.pem;');
    expect(tls.own).toContain('ssl_certificate_key /etc/ssl/processos-seletivos/privkey.pem;');
    expect(conf).toMatch(/PLACEHOLDER/);
    expect(Object.fromEntries(STATIC_SECURITY_HEADERS)['Strict-Transport-Security']).toMatch(/^max-age=31536000/);
  });

  it('options give a variant for another host (the deploy test runs one on 127.0.0.1)', () => {
    const v = nginxConf({ listenAddress: '127.0.0.1', httpPort: 8081, httpsPort: 8443, upstreams: ['127.0.0.1:9000', '127.0.0.1:9001'], root: '/tmp/site' });
    expect(v).toContain('listen 127.0.0.1:8081;');
    expect(v).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(v).toContain('return 301 https://$host:8443$request_uri;');
    expect(v).toMatch(/server 127\.0\.0\.1:9000 max_fails=1 fail_timeout=5s;\s+server 127\.0\.0\.1:9001 max_fails=1 fail_timeout=5s;/);
    expect(v).toContain('root /tmp/site;');
  });
});

