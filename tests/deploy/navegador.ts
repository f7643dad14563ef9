/**
 * A browser over HTTP for the deploy suites: keeps cookies, sends the XSRF header like the site's api-client,
 * signs in through the login app. Its base address can change between calls (process A, process B, nginx).
 */
import https from 'node:https';
import qs from 'qs';
import { autenticadoresDe, campoOculto, codigoDoPasso, codigosDaPagina, passoDe, proximoCodigo, segredoDaPagina } from '../support/segundo-fator.ts';

export class Navegador {
  readonly jar = new Map<string, string>();
  constructor(public base: string, private readonly opts: { ca?: string } = {}) {}

  cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  xsrf(): string {
    return this.jar.get('__Host-XSRF-TOKEN') ?? this.jar.get('XSRF-TOKEN') ?? '';
  }

  private keep(res: { headers: Headers }) {
    for (const sc of res.headers.getSetCookie()) {
      const [pair] = sc.split(';');
      const i = pair.indexOf('=');
      const value = pair.slice(i + 1);
      if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(sc)) this.jar.set(pair.slice(0, i), value);
      else this.jar.delete(pair.slice(0, i));
    }
  }

  async fetch(path: string, init: { method?: string; form?: Record<string, unknown>; json?: unknown; headers?: Record<string, string>; base?: string } = {}): Promise<{ status: number; headers: Headers; text: string; json: () => any }> {
    const headers: Record<string, string> = { cookie: this.cookie(), ...(init.headers ?? {}) };
    if (init.method && init.method !== 'GET' && this.xsrf()) headers['x-xsrf-token'] = this.xsrf();
    let body: string | undefined;
    if (init.form) {
      body = qs.stringify(init.form);
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
    }
    const url = `${init.base ?? this.base}${path}`;
    const res = url.startsWith('https:') ? await httpsFetch(url, { method: init.method ?? 'GET', headers, body }, this.opts.ca) : await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    this.keep(res);
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
  }

  async entrar(login: string, senha: string, base?: string): Promise<void> {
    this.jar.clear();
    await this.fetch('/login', { base });
    let res = await this.fetch('/login', { method: 'POST', base, form: { login, senha, _csrf: this.xsrf() } });
    // A staff account's second factor (issue 34), as tests/support/api.ts's Client does it: set up the first time
    // from the secret the page shows, a code afterwards. The "phones" are shared by every Navegador (one database).
    const celulares = autenticadoresDe(Navegador);
    const chave = login.replace(/\W/g, '').toUpperCase();
    if (res.status === 200 && res.text.includes('action="/login/segundo-fator/configurar"')) {
      const segredo = segredoDaPagina(res.text)!;
      const passo = passoDe(new Date());
      res = await this.fetch('/login/segundo-fator/configurar', { method: 'POST', base, form: { ticket: campoOculto(res.text, 'ticket'), codigo: codigoDoPasso(segredo, passo), _csrf: this.xsrf() } });
      if (res.status !== 200) throw new Error(`segundo fator ${res.status}: ${res.text.slice(0, 200)}`);
      celulares.set(chave, { segredo, ultimoPasso: passo, codigos: codigosDaPagina(res.text) });
      return;
    }
    if (res.status === 200 && res.text.includes('action="/login/segundo-fator"') && celulares.has(chave)) {
      res = await this.fetch('/login/segundo-fator', { method: 'POST', base, form: { ticket: campoOculto(res.text, 'ticket'), codigo: proximoCodigo(celulares.get(chave)!, new Date()), _csrf: this.xsrf() } });
    }
    if (res.status !== 303) throw new Error(`login ${res.status}: ${res.text.slice(0, 200)}`);
  }
}

/** fetch() over https with a given CA (the test's self-signed certificate), answering like fetch's Response. */
function httpsFetch(url: string, init: { method: string; headers: Record<string, string>; body?: string }, ca?: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method: init.method, headers: init.headers, ca, servername: 'localhost', agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) h.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
        resolve(new Response(res.statusCode === 204 || res.statusCode === 304 ? null : Buffer.concat(chunks), { status: res.statusCode, headers: h }));
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
