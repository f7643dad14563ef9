/**
 * The login app's forms refused by the CSRF check answer a page, not the API's JSON
 * (server/login/csrf-em-html.ts). The refusal stays a refusal (403, nothing done); a same-site one leads the person
 * on: the sign-in form again with what they typed and the token their browser holds now, or a page back to the form.
 * The race that produces it without an attack: two answers to a visitor with no cookie yet, each setting a token,
 * the later one's cookie replacing the token the form was rendered with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRADA_RENOVADA, PAGINA_RENOVADA } from '../../server/login/csrf-em-html.ts';
import { CSRF_REFUSED } from '../../server/plugins/csrf.ts';
import { createAccount, createTestApp, type TestApp } from '../support/api.ts';

const CPF = '52998224725';
const SENHA = 'senha-da-candidata';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t, { cpf: CPF, nome: 'Carla Candidata', senha: SENHA });
});
afterAll(() => t.close());

const cookieDe = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
const campoCsrf = (corpo: string) => /name="_csrf" value="([^"]+)"/.exec(corpo)?.[1];

/** The sign-in page as a visitor without cookies gets it: its form's token, and the cookie a second answer set after it. */
async function paginaComCookieTrocado() {
  const pagina = await t.app.inject({ method: 'GET', url: '/login/?voltar=%2FprcSeletivo' });
  const doFormulario = campoCsrf(pagina.body)!;
  expect(cookieDe(pagina)).toBe(doFormulario);
  // the page that sent the visitor here was still calling the API, without a cookie either: a token of its own
  const outra = await t.app.inject({ method: 'GET', url: '/sgps/pssFisica/buscaDadosSessao' });
  const doCookie = cookieDe(outra)!;
  expect(doCookie).not.toBe(doFormulario);
  return { doFormulario, doCookie };
}

const entrar = (cookie: string, csrf: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/login',
    headers: { cookie: `XSRF-TOKEN=${cookie}`, 'content-type': 'application/x-www-form-urlencoded', ...extra },
    payload: new URLSearchParams({ login: '529.982.247-25', senha: SENHA, voltar: '/prcSeletivo', _csrf: csrf }).toString(),
  });

describe('a login form sent with a token the browser had already replaced', () => {
  it('the sign-in form comes back with the CPF kept, the password not, and the current token: the next try signs in', async () => {
    const { doFormulario, doCookie } = await paginaComCookieTrocado();
    const recusada = await entrar(doCookie, doFormulario);
    expect(recusada.statusCode).toBe(403);
    expect(recusada.headers['content-type']).toMatch(/^text\/html/);
    expect(recusada.headers['cache-control']).toBe('no-store');
    expect(recusada.body).toContain(ENTRADA_RENOVADA);
    expect(recusada.body).toContain('value="529.982.247-25"');
    expect(recusada.body).not.toContain(SENHA);
    expect(recusada.body).toContain('name="voltar" value="/prcSeletivo"');
    // nobody signed in
    expect(recusada.cookies.find((c) => c.name === 'ps_sessao')).toBeUndefined();
    // the form now carries the token of the cookie the browser holds
    expect(campoCsrf(recusada.body)).toBe(doCookie);
    const aceita = await entrar(doCookie, campoCsrf(recusada.body)!);
    expect(aceita.statusCode).toBe(303);
    expect(aceita.headers.location).toBe('/prcSeletivo');
    expect(aceita.cookies.find((c) => c.name === 'ps_sessao')?.value).toBeTruthy();
  });

  it('another form of the login app: a page that says nothing was done and leads back to the form it came from', async () => {
    const { doFormulario, doCookie } = await paginaComCookieTrocado();
    const esqueciSenha = (referer: string) =>
      t.app.inject({
        method: 'POST',
        url: '/login/esqueci-senha',
        headers: { cookie: `XSRF-TOKEN=${doCookie}`, 'content-type': 'application/x-www-form-urlencoded', referer, host: 'localhost:80' },
        payload: new URLSearchParams({ login: CPF, _csrf: doFormulario }).toString(),
      });
    const res = await esqueciSenha('http://localhost:80/login/esqueci-senha');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(PAGINA_RENOVADA);
    expect(res.body).toContain('href="/login/esqueci-senha"');
    // a Referer of another site is not followed: the link goes to the sign-in page
    const alheia = await esqueciSenha('https://atacante.example/login/x');
    expect(alheia.statusCode).toBe(403);
    expect(alheia.body).toContain('href="/login/"');
    expect(alheia.body).not.toContain('atacante');
  });

  it('a cross-site post is refused as before, in the envelope, and signs nobody in', async () => {
    const { doCookie } = await paginaComCookieTrocado();
    for (const extra of [{ origin: 'https://atacante.example' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const res = await entrar(doCookie, doCookie, extra);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CSRF_REFUSED);
      expect(res.cookies.find((c) => c.name === 'ps_sessao')).toBeUndefined();
    }
  });
});
