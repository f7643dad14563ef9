/**
 * The attack of issue 34, item 4, and the design that replaces it: a link on another site to a staff file
 * (`GET /sgps/gestao/documentos/{id}/arquivo`) used to move the document to "Em análise" and write a trail row in
 * the staff member's name. Now the screen opens a file with a CSRF-checked POST (the state change and the trail row)
 * and follows the short-lived link it answers; the GET behind it writes nothing and opens only with that link,
 * for that person, in that session, for that row, within two minutes.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, insPrcDocumento } from '../../server/db/schema/index.ts';
import { CSRF_REFUSED } from '../../server/plugins/csrf.ts';
import { LINK_DE_LEITURA_INVALIDO, LINK_DE_LEITURA_SEGUNDOS } from '../../server/http/leitura-auditada.ts';
import { preencherProcesso, pessoaDoPapel } from '../api/gestao-papeis-rotas.fixtures.ts';
import { Client, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';

let t: TestApp;
let e: Equipe;
let banco: Record<string, number>;
let bancoO: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const p = await criarProcessoDeTeste(t);
  const o = await criarProcessoDeTeste(t);
  e = await criarEquipe(t, p, o);
  const titular = await pessoaDoPapel(t, '11144477735');
  banco = await preencherProcesso(t, p, titular);
  bancoO = await preencherProcesso(t, o, titular);
});
afterAll(() => t?.close());

const DE_OUTRO_SITE = { origin: 'https://atacante.example', 'sec-fetch-site': 'cross-site' };
const situacao = async () => (await t.database.db.select().from(insPrcDocumento).where(eq(insPrcDocumento.insPrcDocCodigo, banco.insPrcDocCodigo)))[0].insPrcDocSituacao;
const vistas = async () => (await t.database.db.select({ n: count() }).from(auditoria).where(and(eq(auditoria.acao, 'gestao:documento:ver'), eq(auditoria.chave, String(banco.insPrcDocCodigo)))))[0].n;
const arquivo = () => `/sgps/gestao/documentos/${banco.insPrcDocCodigo}/arquivo`;
const abrir = (c: Client, headers: Record<string, string> = {}) => c.request('POST', `/sgps/gestao/documentos/${banco.insPrcDocCodigo}/abrir`, { json: {}, headers });

describe('a staff file opened from another site', () => {
  it('the GET from a link on another site is refused and changes nothing: the document stays "Enviado", no trail row', async () => {
    const res = await e.atendimento.request('GET', arquivo(), { csrf: false, headers: DE_OUTRO_SITE });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LINK_DE_LEITURA_INVALIDO);
    expect(await situacao()).toBe('ENVIADO');
    expect(await vistas()).toBe(0);
  });

  it('the POST that opens it, sent by another site (even with the cookie token), is refused by the CSRF check', async () => {
    const res = await abrir(e.atendimento, DE_OUTRO_SITE);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CSRF_REFUSED);
    const semCabecalho = await e.atendimento.request('POST', `/sgps/gestao/documentos/${banco.insPrcDocCodigo}/abrir`, { json: {}, csrf: false });
    expect(semCabecalho.statusCode).toBe(403);
    expect(await situacao()).toBe('ENVIADO');
    expect(await vistas()).toBe(0);
  });
});

describe('the screen opens it', () => {
  it('the POST records the view and moves the document; the link sends the file and writes nothing, however often', async () => {
    const aberto = await abrir(e.atendimento);
    expect(aberto.statusCode, aberto.body).toBe(200);
    const { url, expiraEm } = aberto.json().data as { url: string; expiraEm: string };
    expect(url).toMatch(new RegExp(`^${arquivo()}\\?token=`));
    expect(new Date(expiraEm).getTime()).toBe(FIXED_NOW.getTime() + LINK_DE_LEITURA_SEGUNDOS * 1000);
    expect(await situacao()).toBe('EM_ANALISE');
    expect(await vistas()).toBe(1);
    for (let i = 0; i < 2; i++) {
      const r = await e.atendimento.get(url);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-security-policy']).toMatch(/^sandbox;/);
    }
    expect(await vistas()).toBe(1);
  });

  it('the link opens nothing for another staff member, another row, another session, or after two minutes', async () => {
    const { url } = (await abrir(e.atendimento)).json().data as { url: string };
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    // another staff member who may see the file themselves
    expect((await e.gestor.get(url)).statusCode).toBe(403);
    // a Gestor of every process: their own link for this document opens only this document
    const doGestor = (await abrir(e.gestor)).json().data.url as string;
    expect((await e.gestor.get(doGestor)).statusCode).toBe(200);
    const tokenDoGestor = new URL(doGestor, 'http://x').searchParams.get('token')!;
    expect((await e.gestor.get(`/sgps/gestao/documentos/${bancoO.insPrcDocCodigo}/arquivo?token=${encodeURIComponent(tokenDoGestor)}`)).statusCode).toBe(403);
    expect((await e.gestor.get(`/sgps/gestao/documentos/${banco.insPrcDocCodigo}/arquivo?token=${encodeURIComponent(token)}`)).statusCode).toBe(403);
    // the same person in another session (a link carried to another browser): criarEquipe's Atendimento signs in again
    const outraSessao = new Client(t);
    await outraSessao.login('19648537291', 'senha-da-equipe');
    expect((await outraSessao.get(url)).statusCode).toBe(403);
    expect((await abrir(outraSessao)).statusCode).toBe(200);
    // a token changed by one character
    expect((await e.atendimento.get(url.slice(0, -2) + (url.endsWith('A') ? 'BB' : 'AA'))).statusCode).toBe(403);
    // two minutes later
    const antes = t.clock.now;
    t.clock.now = new Date(antes.getTime() + (LINK_DE_LEITURA_SEGUNDOS + 1) * 1000);
    try {
      expect((await e.atendimento.get(url)).statusCode).toBe(403);
    } finally {
      t.clock.now = antes;
    }
    expect((await e.atendimento.get(url)).statusCode).toBe(200);
  });
});

describe('the person’s own data (LGPD)', () => {
  it('the GET address writes nothing (it leads to the page with the buttons); the download is a POST with the CSRF check', async () => {
    const c = new Client(t);
    await c.login('11144477735', 'senha-do-papel');
    const lgpd = async () => (await t.database.db.select({ n: count() }).from(auditoria).where(eq(auditoria.acao, 'lgpd:exportar:json')))[0].n;
    const g = await c.request('GET', '/login/meus-dados/exportar.json', { csrf: false, headers: DE_OUTRO_SITE });
    expect(g.statusCode).toBe(303);
    expect(g.headers.location).toBe('/login/meus-dados');
    expect((await c.request('POST', '/login/meus-dados/exportar.json', { form: { _csrf: c.xsrf() }, csrf: false, headers: DE_OUTRO_SITE })).statusCode).toBe(403);
    expect(await lgpd()).toBe(0);
    const ok = await c.post('/login/meus-dados/exportar.json');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toMatch(/^attachment;/);
    expect(await lgpd()).toBe(1);
  });
});
