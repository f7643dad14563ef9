/**
 * Issue 34 §3 (and §2 for gov.br): "Entrar com gov.br" never opens a staff account by a claim alone. Against a
 * real OpenID provider (oidc-provider, tests/support/oidc-provider.ts): the sign-in into a staff account is refused
 * until its owner links the provider while signed in with password and second factor; a link for another CPF is
 * refused; once linked, gov.br leads to our second factor, and only the code starts the session.
 */
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acesso, auditoria, sessao, sessaoOidc, vinculoOidc } from '../../server/db/schema/index.ts';
import { concederPapel } from '../../server/entities/equipe/equipe.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { NavegadorNoProvedor } from '../support/oidc-navegador.ts';
import { CLIENTE_TESTE, iniciarProvedorOidc, type CONTAS_TESTE, type ProvedorTeste } from '../support/oidc-provider.ts';
import { autenticadoresDe, campoOculto, pedeCodigo, proximoCodigo } from '../support/segundo-fator.ts';

const ORIGEM = 'http://localhost:8080';
/** The staff member's CPF, and another person's (both valid, nobody else's here). */
const CPF_EQUIPE = '36062738190';
const CPF_OUTRO = '53287164007';
const SENHA = 'senha-da-equipe-oidc';
let provedor: ProvedorTeste;
let t: TestApp;
let equipe: { pssFscCodigo: number; contaCodigo: number };

const portaLivre = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  provedor = await iniciarProvedorOidc({ port: await portaLivre(), redirectUris: [`${ORIGEM}/login/govbr/retorno`], postLogoutRedirectUris: [`${ORIGEM}/entrar`] });
  t = await createTestApp({
    oidc: { issuer: provedor.issuer, clientId: CLIENTE_TESTE.id, clientSecret: CLIENTE_TESTE.secret, redirectUri: `${ORIGEM}/login/govbr/retorno`, postLogoutRedirectUri: `${ORIGEM}/entrar`, claimCpf: 'sub', scope: 'openid email profile' },
  });
  equipe = await createAccount(t, { cpf: CPF_EQUIPE, nome: 'Gestora Do Gov', senha: SENHA });
  await concederPapel(t.database.db, { pssFscCodigo: equipe.pssFscCodigo, papel: 'GESTOR', prcSltCodigo: null, concedidoPor: null, em: FIXED_NOW });
});
afterAll(async () => {
  await t?.close();
  await provedor?.close();
});

/** A provider user for any CPF ("nova-<CPF>", tests/support/oidc-provider.ts). */
const usuario = (cpf: string) => `nova-${cpf}` as keyof typeof CONTAS_TESTE;

/** From a redirect to the provider, through its sign-in as `cpf`, to our return: the return's answer. */
async function peloProvedor(browser: Client, inicio: { statusCode: number; headers: Record<string, unknown> }, cpf: string) {
  expect(inicio.statusCode).toBe(303);
  const retorno = await new NavegadorNoProvedor().entrar(String(inicio.headers.location), usuario(cpf));
  return browser.get(`${retorno.pathname}${retorno.search}`);
}
const entrarComGovbr = async (browser: Client, cpf: string) => peloProvedor(browser, await browser.get('/login/govbr?voltar=%2Fgestao'), cpf);
const sessoesDaEquipe = async () => (await t.database.db.select().from(sessao).where(eq(sessao.contaCodigo, equipe.contaCodigo))).length;

describe('gov.br into a staff account', () => {
  it('is refused with a clear page while the person has not linked it, and opens no session', async () => {
    const browser = new Client(t);
    const res = await entrarComGovbr(browser, CPF_EQUIPE);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('só entra com gov.br depois que a própria pessoa vincular a sua conta gov.br');
    expect(await sessoesDaEquipe()).toBe(0);
  });

  it('cannot be linked without a session, nor to another CPF', async () => {
    const anonimo = new Client(t);
    const semSessao = await anonimo.get('/login/govbr/vincular');
    expect(semSessao.statusCode).toBe(401);
    expect(semSessao.body).toContain('Para vincular o gov.br, entre antes');

    const browser = new Client(t);
    await browser.login(CPF_EQUIPE, SENHA);
    const outro = await peloProvedor(browser, await browser.get('/login/govbr/vincular'), CPF_OUTRO);
    expect(outro.statusCode).toBe(409);
    expect(outro.body).toContain('O gov.br informou um CPF diferente do CPF desta conta');
    expect(await t.database.db.select().from(vinculoOidc)).toHaveLength(0);
  });

  it('is linked by its owner signed in with password and second factor (audited)', async () => {
    const browser = new Client(t);
    await browser.login(CPF_EQUIPE, SENHA);
    expect((await browser.get('/login/minha-seguranca')).body).toContain('Vincular minha conta gov.br');
    const res = await peloProvedor(browser, await browser.get('/login/govbr/vincular'), CPF_EQUIPE);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login/minha-seguranca');
    const [v] = await t.database.db.select().from(vinculoOidc);
    expect(v).toMatchObject({ contaCodigo: equipe.contaCodigo, emissor: provedor.issuer, sujeito: CPF_EQUIPE });
    const [aud] = await t.database.db.select().from(auditoria).where(eq(auditoria.acao, 'login:oidc:vincular'));
    expect(aud).toMatchObject({ autorPssFscCodigo: equipe.pssFscCodigo, entidade: 'vinculo_oidc' });
    expect((await browser.get('/login/minha-seguranca')).body).toContain('data-testid="govbr-vinculado"');
  });

  it('once linked, leads to our second factor: no session before the code, the session after it', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 3_600_000);
    const antes = await sessoesDaEquipe();
    const browser = new Client(t);
    const pagina = await entrarComGovbr(browser, CPF_EQUIPE);
    expect(pedeCodigo(pagina)).toBe(true);
    expect(await sessoesDaEquipe()).toBe(antes);
    const errado = await browser.post('/login/segundo-fator', { ticket: campoOculto(pagina.body, 'ticket'), codigo: '000000', _csrf: browser.xsrf() }, { csrf: false });
    expect(errado.statusCode).toBe(401);
    const celular = autenticadoresDe(t.app).get(CPF_EQUIPE)!;
    const res = await browser.post('/login/segundo-fator', { ticket: campoOculto(pagina.body, 'ticket'), codigo: proximoCodigo(celular, t.clock.now), _csrf: browser.xsrf() }, { csrf: false });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/gestao');
    expect((await browser.get('/sgps/gestao/eu')).json().data.pssFscCodigo).toBe(equipe.pssFscCodigo);
    // A gov.br session: its ID token kept for Sair, and the sign-in written as gov.br's.
    expect(await t.database.db.select().from(sessaoOidc)).toHaveLength(1);
    const meios = (await t.database.db.select().from(acesso).where(eq(acesso.contaCodigo, equipe.contaCodigo))).map((a) => a.meio);
    expect(meios).toContain('OIDC');
  });
});
