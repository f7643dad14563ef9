/**
 * deploy/nginx.conf, generated from the route table (src/lib/routes.ts) by every site build, so the CDN/nginx
 * rules can never drift from the routes: static files from the current site, parameter routes rewritten to
 * their pre-rendered page or static shell, /sgps/ and /login/ proxied to the API processes.
 *
 * What makes it safe on the internet (issue 18):
 * - TLS only: port 80 answers nothing but a redirect to https; the https server sends HSTS.
 * - Security headers on the static pages, the same the API sends (server/plugins/security-headers.ts), and
 *   repeated in every location that adds a header: nginx drops every inherited add_header in a location that
 *   has one of its own. Proxied locations add none: the API sends its own, and nginx's would double them.
 * - The API learns the client's address from X-Forwarded-For, which nginx overwrites with the address it saw:
 *   a client cannot pick its own (rate limits, audit). The API trusts it from this proxy only (TRUST_PROXY).
 * - Logs hold paths without their query strings (they carry CPFs and report tokens); the error log keeps only
 *   what a request line never reaches (nginx writes the whole request line, query included, into its errors).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES, hasParams, shellPath, type RouteDef, type RouteName } from '../src/lib/routes.ts';

const PARAM = '[A-Za-z0-9_-]{1,40}';

/** Where the generated file points when nothing else is said: the production layout of README "Deploy". */
export interface NginxOptions {
  /** The site folder: the 'current' symlink each rebuild swaps atomically. */
  root: string;
  /** host:port of each API process. */
  upstreams: string[];
  serverName: string;
  /** Address to listen on ('' = every address), and the two ports. */
  listenAddress: string;
  httpPort: number;
  httpsPort: number;
  /** Certificate and key files (PEM). The defaults are placeholders: put yours there or change the paths. */
  tls: { certificate: string; key: string };
  accessLog: string;
  errorLog: string;
}

export const DEFAULT_NGINX: NginxOptions = {
  root: '/srv/processos-seletivos/data/site/current',
  upstreams: ['127.0.0.1:8081', '127.0.0.1:8082'],
  serverName: '_',
  listenAddress: '',
  httpPort: 80,
  httpsPort: 443,
  tls: { certificate: '/etc/ssl/processos-seletivos/fullchain.pem', key: '/etc/ssl/processos-seletivos/privkey.pem' },
  accessLog: '/var/log/nginx/processos-seletivos.access.log',
  errorLog: '/var/log/nginx/processos-seletivos.error.log',
};

/**
 * The headers of every static answer, errors included (`always`): the API's values for the same pages when it
 * serves the site itself (server/plugins/security-headers.ts), plus HSTS, since this server is TLS only.
 * Referrer-Policy is stricter than the API's: a page's address never leaves the site.
 */
export const STATIC_SECURITY_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'same-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Content-Security-Policy', "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'"],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
];

/** The nginx regex of a route: literal segments escaped, each parameter a safe segment, optional ones optional. */
export function routeRegex(def: RouteDef): string {
  const parts = def.pattern.split('/').filter(Boolean);
  let re = '';
  for (const p of parts) {
    if (!p.startsWith(':')) re += `/${p.replace(/[.*+?^${}()|[\]\\-]/g, (c) => `\\${c}`)}`;
    else if (def.optional?.includes(p.slice(1))) re += `(?:/${PARAM})?`;
    else re += `/${PARAM}`;
  }
  return `^${re}/?$`;
}

const quote = (v: string) => (/[\s;'"{}]/.test(v) ? `"${v}"` : v);

/**
 * The add_header lines of a static location: its own (on successful answers only, as nginx does by default),
 * then every security header again, on every answer, errors included.
 */
function headers(indent: string, own: [string, string][] = []): string {
  return [
    ...own.map(([k, v]) => `${indent}add_header ${k} ${quote(v)};`),
    ...STATIC_SECURITY_HEADERS.map(([k, v]) => `${indent}add_header ${k} ${quote(v)} always;`),
  ].join('\n');
}

/** A proxied location's body: keep-alive to the API, and the client as nginx saw it (never as the client says). */
function proxy(indent: string): string {
  return [
    'proxy_pass http://processos_api;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    // The Host the browser sent, port included: without PUBLIC_ORIGIN the API checks a request's Origin against it.
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    // A process that refuses the connection (stopped, draining) or answers 502/503 is skipped for the next one.
    // nginx never resends a POST that reached a process (non_idempotent is not set): the form retries it
    // with its idempotency key instead.
    'proxy_next_upstream error timeout http_502 http_503;',
    'proxy_next_upstream_tries 2;',
    'proxy_connect_timeout 2s;',
    // A CDN in front of nginx never keeps an API answer (the API's own Cache-Control: no-store says so to browsers).
    'add_header CDN-Cache-Control "no-store" always;',
  ]
    .map((l) => indent + l)
    .join('\n');
}

function listen(o: NginxOptions, port: number, extra = ''): string {
  return `listen ${o.listenAddress ? `${o.listenAddress}:` : ''}${port}${extra};`;
}

export function nginxConf(options: Partial<NginxOptions> = {}): string {
  const o: NginxOptions = { ...DEFAULT_NGINX, ...options };
  const names = (Object.keys(ROUTES) as RouteName[]).filter(hasParams);
  // More literal segments first, so /ensalamento/1/2 is not taken by /ensalamento/:p.
  const literal = (n: RouteName) => ROUTES[n].pattern.split('/').filter((s) => s && !s.startsWith(':')).length;
  const length = (n: RouteName) => ROUTES[n].pattern.split('/').filter(Boolean).length;
  names.sort((a, b) => length(b) - length(a) || literal(b) - literal(a));
  const rewrites = names
    .map((n) => {
      const def: RouteDef = ROUTES[n];
      return `    # ${n}: ${def.pattern} (${def.access})
    location ~ "${routeRegex(def)}" {
${headers('        ', [['Cache-Control', 'no-cache']])}
        try_files $uri/index.html ${shellPath(n)}/index.html =404;
    }`;
    })
    .join('\n');
  const logs = `    access_log ${o.accessLog} processos_sem_query;
    error_log ${o.errorLog} crit;
    log_not_found off;`;
  return `# GENERATED by the site build from src/lib/routes.ts (scripts/nginx-conf.ts). Do not edit by hand.
# Include it in nginx's http block (e.g. /etc/nginx/conf.d/processos-seletivos.conf); README "Deploy with nginx".
# The site root is the 'current' symlink that each rebuild swaps atomically.
# PLACEHOLDERS to fill in: the certificate and key paths below (ssl_certificate, ssl_certificate_key), and
# server_name when this is not the machine's only site. The API must run with TRUST_PROXY=127.0.0.1.

upstream processos_api {
    # One line per API process; sessions, rate limits, idempotency keys, the mail queue and rebuild requests
    # live in PostgreSQL, so any process answers any request. Health: nginx (open source) checks passively —
    # a process that fails a connection is left out for fail_timeout, then tried again; a draining process
    # closes its port at once. GET /sgps/saude/pronto (readiness) is for systemd's start-up wait, monitoring and
    # any load balancer with active checks in front (docs/instalacao-producao.md).
${o.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
}

# Access log without query strings: they carry CPFs and report tokens. The path as the client asked for it
# ($request_uri up to the '?', before any rewrite), never $request or $request_uri whole.
map $request_uri $processos_caminho {
    "~^([^?]*)" $1;
    default "-";
}
log_format processos_sem_query '$remote_addr - [$time_local] "$request_method $processos_caminho $server_protocol" $status $body_bytes_sent $request_time "$http_user_agent"';

# Error-level lines quote the whole request line, query string included (an API that does not answer, a
# timeout): both servers keep only crit and above; the access log's 502/504 says when the API is down.

# Plain HTTP: nothing but the way to https.
server {
    ${listen(o, o.httpPort)}
    server_name ${o.serverName};
    server_tokens off;
${logs}

    location / {
        return 301 https://$host${o.httpsPort === 443 ? '' : `:${o.httpsPort}`}$request_uri;
    }
}

server {
    ${listen(o, o.httpsPort, ' ssl http2')}
    server_name ${o.serverName};
    server_tokens off;
    # PLACEHOLDER paths: the site's certificate chain and private key (e.g. from Let's Encrypt:
    # /etc/letsencrypt/live/<host>/fullchain.pem and privkey.pem).
    ssl_certificate ${o.tls.certificate};
    ssl_certificate_key ${o.tls.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:processos_tls:10m;
    ssl_session_timeout 1d;
    ssl_session_tickets off;
${logs}

    root ${o.root};
    index index.html;
    charset utf-8;

    gzip on;
    gzip_static on;  # the build writes .gz copies (scripts/precompress.ts)
    gzip_types text/css application/javascript application/json image/svg+xml;

    # Every static location below repeats the security headers: a location with an add_header of its own
    # inherits none from here, so none are set at this level (where they would also double the API's).

    # The API and the login app. X-Forwarded-For is overwritten with the address nginx saw, never appended to:
    # a forged one from the client never reaches the API. No add_header: the API sends its own security
    # headers (server/plugins/security-headers.ts), and nginx adding them would double them.
    location /sgps/ {
${proxy('        ')}
    }

    # The Prometheus metrics are read on the machine (or the monitoring network), never through the site.
    location = /sgps/metricas {
        return 404;
    }

    location = /login {
${proxy('        ')}
    }
    location /login/ {
${proxy('        ')}
    }

    # hashed assets never change
    location /_astro/ {
${headers('        ', [['Cache-Control', 'public, max-age=31536000, immutable']])}
        try_files $uri =404;
    }

    # parameter routes: the pre-rendered page when there is one (e.g. /entrar/12), else the route's static shell
${rewrites}

    location / {
${headers('        ', [['Cache-Control', 'no-cache']])}
        try_files $uri $uri/index.html =404;
    }
}
`;
}

export function writeNginxConf(file = path.resolve('deploy/nginx.conf')): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, nginxConf());
  return file;
}

// `npx tsx scripts/nginx-conf.ts`: writes deploy/nginx.conf without a site build.
if (import.meta.url === `file://${process.argv[1]}`) console.log(`escrito: ${writeNginxConf()}`);
