/**
 * One upload path (issue 35 item 4), proved over the route table itself: every route that takes a file (its
 * `config.arquivo`) refuses a declared Content-Length over its limit without reading the body, and a file whose
 * bytes are not of its kind whatever its name and declared type say — each with the words of its own rule, so a
 * route reading its file some other way fails here. Every other route refuses a multipart body unread (415).
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regraDoTipo } from '../../server/entities/documento/documento-arquivo.ts';
import { type RegraDeArquivo, recusa } from '../../server/http/upload.ts';
import type { RegisteredRoute } from '../../server/plugins/route-list.ts';
import { type Client, createTestApp, type TestApp } from '../support/api.ts';
import { palco, type Palco, ZIP } from './documentos.fixtures.ts';

let t: TestApp;
let p: Palco;
beforeAll(async () => {
  t = await createTestApp();
  p = await palco(t);
});
afterAll(() => t.close());

/** The upload routes there were when the module came in: the table must still flag each (it may grow). */
const CONHECIDAS = [
  '/sgps/insPrcDocumento/enviar/:insPrcCodigo/:prcSltTpDocCodigo',
  '/sgps/insPrcRecurso/cadastrar',
  '/sgps/insBoleto/solicitarIsencao',
  '/sgps/gestao/reexame/anexo',
  '/sgps/gestao/pagamentos/retorno',
  '/sgps/gestao/processos/:prcSltCodigo/classificacao/notas',
  '/sgps/gestao/processos/:prcSltCodigo/classificacao/notas-seriado',
  '/sgps/gestao/processos/:prcSltCodigo/verificacoes/importar',
];

const envios = () => t.app.routeList.filter((r) => r.arquivo !== null);

/** The route's rule: its form's, or (read by the handler) the medical report's type the fixture's enrolment must send. */
const regraDe = (r: RegisteredRoute): RegraDeArquivo => (r.arquivo === 'no-manipulador' ? regraDoTipo({ prcSltTpDocMaxBytes: 2 * 1024 * 1024, prcSltTpDocFormatos: ['application/pdf'] }) : r.arquivo!);
const campoDe = (r: RegisteredRoute) => (r.arquivo === 'no-manipulador' ? 'arquivo' : r.arquivo!.campo);
/** Staff routes as the Administrador (every capability), the candidate's as the fixture's candidate, on their own enrolment and type. */
const quem = (r: RegisteredRoute): Client => (r.equipe ? p.e.administrador : p.e.candidato);
const url = (r: RegisteredRoute) =>
  r.url.replace(':insPrcCodigo', String(p.insDeficiente)).replace(':prcSltTpDocCodigo', String(p.laudo)).replace(':prcSltCodigo', String(p.processo)).replace(/:\w+/g, '1');
const EXTENSAO: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'text/plain': 'csv' };

async function enviar(r: RegisteredRoute, corpo: Buffer | Readable, boundary: string, extra: Record<string, string> = {}) {
  const c = quem(r);
  if (!c.xsrf()) await c.get('/sgps/pssFisica/buscaDadosSessao');
  return t.app.inject({
    method: r.method as 'POST',
    url: url(r),
    headers: { cookie: c.cookieHeader(), 'x-xsrf-token': c.xsrf()!, 'content-type': `multipart/form-data; boundary=${boundary}`, ...extra },
    payload: corpo,
  });
}

const cabecalhoDaParte = (boundary: string, campo: string, nome: string, tipo: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${campo}"; filename="${nome}"\r\nContent-Type: ${tipo}\r\n\r\n`);

describe('the route table', () => {
  it('flags every upload route, and each one is a POST', () => {
    const urls = envios().map((r) => r.url);
    for (const u of CONHECIDAS) expect(urls, u).toContain(u);
    expect(envios().every((r) => r.method === 'POST')).toBe(true);
  });
});

describe('every upload route', () => {
  it('refuses a declared Content-Length over its limit before reading the body, in its own words', async () => {
    for (const r of envios()) {
      const regra = regraDe(r);
      const boundary = '----declarado' + 'x'.repeat(8);
      const lido = { bytes: 0 };
      const inicio = cabecalhoDaParte(boundary, campoDe(r), `grande.${EXTENSAO[regra.formatos[0]]}`, regra.formatos[0]);
      const pedaco = Buffer.alloc(64 * 1024, 0x41);
      // The body would go on for ever: only an answer that read none of it can come back.
      const stream = new Readable({
        read() {
          const b = lido.bytes === 0 ? inicio : pedaco;
          lido.bytes += b.length;
          this.push(b);
        },
      });
      const res = await enviar(r, stream, boundary, { 'content-length': String(100 * 1024 * 1024) });
      const esperado = recusa(regra, 'grande');
      expect(res.statusCode, r.url).toBe(esperado.statusCode);
      expect(res.json(), r.url).toMatchObject({ success: false, message: esperado.message });
      expect(lido.bytes, r.url).toBeLessThan(512 * 1024);
      stream.destroy();
    }
  });

  it('refuses a file whose bytes are not of its kind, whatever its name and declared type say, in its own words', async () => {
    for (const r of envios()) {
      const regra = regraDe(r);
      const boundary = '----tipo' + Math.random().toString(16).slice(2);
      const formato = regra.formatos[0];
      const corpo = Buffer.concat([cabecalhoDaParte(boundary, campoDe(r), `arquivo.${EXTENSAO[formato]}`, formato), ZIP, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      const res = await enviar(r, corpo, boundary);
      const esperado = recusa(regra, 'tipo');
      expect(res.statusCode, r.url).toBe(esperado.statusCode);
      expect(res.json(), r.url).toMatchObject({ success: false, message: esperado.message });
    }
  });
});

describe('every other route', () => {
  it('refuses a multipart body unread (415), or turns the caller away before it', async () => {
    const outras = t.app.routeList.filter((r) => r.arquivo === null && r.method !== 'GET' && !r.url.includes('*'));
    expect(outras.length).toBeGreaterThan(50);
    const boundary = '----outra' + 'x'.repeat(8);
    const corpo = Buffer.concat([cabecalhoDaParte(boundary, 'arquivo', 'a.pdf', 'application/pdf'), ZIP, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    for (const r of outras) {
      const res = await enviar(r, corpo, boundary);
      // 415 from the upload module; a route that turns the caller away first (a machine's signed call, a login form) answers 401/403.
      expect([401, 403, 415], `${r.method} ${r.url}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    }
  });
});
