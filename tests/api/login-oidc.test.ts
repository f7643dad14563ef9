/**
 * Issue 23 §3, "Entrar com gov.br": the login app against a real OpenID provider (oidc-provider) on a local port.
 * A new account, a linked one (whose password keeps working), and every refusal: a wrong state, a return from
 * another browser, a replayed code, the provider's error, a missing CPF, and a CPF that belongs to a passport/RG
 * account. Sair ends the provider's session too.
 */
import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcConfig } from '../../server/config.ts';
import { acesso, conta, pssFisica, sessao, sessaoOidc } from '../../server/db/schema/index.ts';
import { emailConfirmado } from '../../server/entities/pessoa/conta-email.ts';
import { hashToken } from '../../server/plugins/session.ts';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { NavegadorNoProvedor } from '../support/oidc-navegador.ts';
import { CLIENTE_TESTE, CONTAS_TESTE, iniciarProvedorOidc, type ProvedorTeste } from '../support/oidc-provider.ts';

const ORIGEM = 'http://localhost:8080';
let provedor: ProvedorTeste;
let t: TestApp;
let semOidc: TestApp;

const portaLivre = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const oidcConfig = (issuer: string, extra: Partial<OidcConfig> = {}): OidcConfig => ({
  issuer,
  clientId: CLIENTE_TESTE.id,
  clientSecret: CLIENTE_TESTE.secret,
  redirectUri: `${ORIGEM}/login/govbr/retorno`,
  postLogoutRedirectUri: `${ORIGEM}/entrar`,
  claimCpf: 'sub',
  scope: 'openid email profile',
  ...extra,
});

beforeAll(async () => {
  provedor = await iniciarProvedorOidc({ port: await portaLivre(), redirectUris: [`${ORIGEM}/login/govbr/retorno`], postLogoutRedirectUris: [`${ORIGEM}/entrar`] });
  t = await createTestApp({ oidc: oidcConfig(provedor.issuer) });
  semOidc = await createTestApp();
  // The demo candidate's CPF, with a password: gov.br links to this account.
  await createAccount(t, { cpf: CONTAS_TESTE.maria.sub, nome: 'Maria Eduarda Conceição', senha: 'senha-da-maria' });
  // A person who holds the "colisao" CPF but signs in by passport.
  const [ana] = await t.database.db.insert(pssFisica).values({ pssFscNome: 'Yara Estrangeira Lund', pssFscCPF: CONTAS_TESTE.colisao.sub, pssFscPassaporte: 'FX998877' }).returning();
  await t.database.db.insert(conta).values({ pssFscCodigo: ana.pssFscCodigo, login: 'FX998877', loginTipo: 'DOCUMENTO', senhaHash: 'x' });
});
afterAll(async () => {
  await t?.close();
  await semOidc?.close();
  await provedor?.close();
});

/** Starts at the login app, signs in at the provider, and answers the return URL (path and query) and the browser. */
async function ateORetorno(usuario: keyof typeof CONTAS_TESTE, voltar = '/prcSeletivo') {
  const browser = new Client(t);
  const inicio = await browser.get(`/login/govbr?voltar=${encodeURIComponent(voltar)}`);
  expect(inicio.statusCode).toBe(303);
  const retorno = await new NavegadorNoProvedor().entrar(String(inicio.headers.location), usuario);
  return { browser, inicio, retorno: `${retorno.pathname}${retorno.search}` };
}

const sessaoDe = async (c: Client) => (await c.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0];
const recusada = (res: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number, texto: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.body).toContain(texto);
  // A clear page, never a stack or the library's words.
  expect(res.body).not.toMatch(/Error|\bat \w+ \(|invalid_grant|oauth/i);
};

describe('Entrar com gov.br', () => {
  it('shows the gov.br button only when an issuer is configured', async () => {
    const com = await new Client(t).get('/login?voltar=%2Fhome');
    expect(com.body).toContain('Entrar com <strong style="font-weight:800">gov.br</strong>');
    expect(com.body).toContain('href="/login/govbr?voltar=%2Fhome"');
    const sem = await new Client(semOidc).get('/login');
    expect(sem.body).not.toContain('gov.br');
    recusada(await new Client(semOidc).get('/login/govbr'), 404, 'A entrada com gov.br não está disponível');
  });

  it('asks for the code with PKCE (S256), state and nonce, and keeps them in a signed HttpOnly cookie', async () => {
    const res = await new Client(t).get('/login/govbr?voltar=/home');
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(provedor.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(`${ORIGEM}/login/govbr/retorno`);
    const cookie = (res.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]).find((c) => c.name === 'ps_govbr');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('creates the account of a new CPF with the name and the confirmed e-mail of the claims, and records the sign-in', async () => {
    const { browser, retorno } = await ateORetorno('nova');
    const res = await browser.get(retorno);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/prcSeletivo');
    const [p] = await t.database.db.select().from(pssFisica).where(eq(pssFisica.pssFscCPF, CONTAS_TESTE.nova.sub));
    expect(p).toMatchObject({ pssFscNome: 'Helena Gov Pereira', pssFscEmail: 'helena.gov@exemplo.gov.br', pssFscTemporaria: true });
    expect(await emailConfirmado(t.database.db, p.pssFscCodigo, 'helena.gov@exemplo.gov.br')).toBe(true);
    expect(await sessaoDe(browser)).toMatchObject({ pssFscCodigo: p.pssFscCodigo, pssFscNome: 'Helena Gov Pereira' });
    const [c] = await t.database.db.select().from(conta).where(eq(conta.pssFscCodigo, p.pssFscCodigo));
    expect(c).toMatchObject({ login: CONTAS_TESTE.nova.sub, loginTipo: 'CPF' });
    expect(await t.database.db.select({ meio: acesso.meio, resultado: acesso.resultado }).from(acesso).where(eq(acesso.pssFscCodigo, p.pssFscCodigo))).toEqual([{ meio: 'OIDC', resultado: 'SUCESSO' }]);
    // A second sign-in opens the same account: no second person.
    const again = await ateORetorno('nova');
    expect((await again.browser.get(again.retorno)).statusCode).toBe(303);
    expect(await t.database.db.select().from(pssFisica).where(eq(pssFisica.pssFscCPF, CONTAS_TESTE.nova.sub))).toHaveLength(1);
  });

  it('two first sign-ins of one new CPF at once make one person and both sign in', async () => {
    const usuario = 'nova-86288366757' as keyof typeof CONTAS_TESTE;
    const [a, b] = await Promise.all([ateORetorno(usuario), ateORetorno(usuario)]);
    const [ra, rb] = await Promise.all([a.browser.get(a.retorno), b.browser.get(b.retorno)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([303, 303]);
    const pessoas = await t.database.db.select().from(pssFisica).where(eq(pssFisica.pssFscCPF, '86288366757'));
    expect(pessoas).toHaveLength(1);
    expect((await sessaoDe(a.browser)).pssFscCodigo).toBe(pessoas[0].pssFscCodigo);
    expect((await sessaoDe(b.browser)).pssFscCodigo).toBe(pessoas[0].pssFscCodigo);
  });

  it("opens the existing account of the CPF, whose password keeps working, and confirms the e-mail it lacked", async () => {
    const [antes] = await t.database.db.select().from(pssFisica).where(eq(pssFisica.pssFscCPF, CONTAS_TESTE.maria.sub));
    const { browser, retorno } = await ateORetorno('maria', '/home');
    const res = await browser.get(retorno);
    expect(res.headers.location).toBe('/home');
    expect((await sessaoDe(browser)).pssFscCodigo).toBe(antes.pssFscCodigo);
    const [depois] = await t.database.db.select().from(pssFisica).where(eq(pssFisica.pssFscCPF, CONTAS_TESTE.maria.sub));
    expect(depois).toMatchObject({ pssFscNome: 'Maria Eduarda Conceição', pssFscEmail: 'maria.govbr@exemplo.gov.br' });
    expect(await emailConfirmado(t.database.db, depois.pssFscCodigo, 'maria.govbr@exemplo.gov.br')).toBe(true);
    await new Client(t).login(CONTAS_TESTE.maria.sub, 'senha-da-maria');
  });

  it('refuses a return whose state is not the pending one, and a return in a browser that started nothing', async () => {
    const { browser, retorno } = await ateORetorno('nova');
    const trocado = retorno.replace(/state=[^&]+/, 'state=estado-forjado-por-outro-site');
    recusada(await browser.get(trocado), 400, 'não corresponde a uma entrada iniciada neste navegador');
    expect((await sessaoDe(browser)).pssFscCodigo).toBe(9999999);
    // The genuine return, taken to another browser (a link sent to a victim): no pending request there.
    const outro = new Client(t);
    recusada(await outro.get(retorno), 400, 'não corresponde a uma entrada iniciada neste navegador');
    expect((await sessaoDe(outro)).pssFscCodigo).toBe(9999999);
  });

  it('refuses a pending cookie that was altered or has expired, and never sends the browser off-site afterwards', async () => {
    // Altered: another voltar (an open redirect) in the payload, the signature kept.
    const { browser, retorno } = await ateORetorno('nova', '//evil.example/x');
    const [corpo, mac] = browser.cookies.get('ps_govbr')!.split('.');
    const conteudo = JSON.parse(Buffer.from(corpo, 'base64url').toString());
    expect(conteudo.voltar).toBe('/home');
    browser.cookies.set('ps_govbr', `${Buffer.from(JSON.stringify({ ...conteudo, voltar: 'https://evil.example/' })).toString('base64url')}.${mac}`);
    recusada(await browser.get(retorno), 400, 'não corresponde a uma entrada iniciada neste navegador');
    // Expired: the same genuine return 11 minutes later.
    const tarde = await ateORetorno('nova');
    t.clock.now = new Date(t.clock.now.getTime() + 11 * 60_000);
    try {
      recusada(await tarde.browser.get(tarde.retorno), 400, 'o prazo de 10 minutos para concluí-la terminou');
    } finally {
      t.clock.now = new Date(t.clock.now.getTime() - 11 * 60_000);
    }
    expect((await sessaoDe(tarde.browser)).pssFscCodigo).toBe(9999999);
  });

  it('refuses a replayed code, even with the pending cookie copied along', async () => {
    const { browser, retorno } = await ateORetorno('nova');
    const pendente = browser.cookies.get('ps_govbr')!;
    expect((await browser.get(retorno)).statusCode).toBe(303);
    // The same browser again: its pending request is gone.
    recusada(await browser.get(retorno), 400, 'não corresponde a uma entrada iniciada neste navegador');
    // Someone who copied the whole return and the cookie: the provider refuses a code a second time.
    const ladrao = new Client(t);
    ladrao.cookies.set('ps_govbr', pendente);
    recusada(await ladrao.get(retorno), 400, 'Esta autorização do gov.br já foi usada ou expirou');
    expect((await sessaoDe(ladrao)).pssFscCodigo).toBe(9999999);
  });

  it("shows the provider's error as a clear page", async () => {
    const browser = new Client(t);
    const inicio = await browser.get('/login/govbr');
    const state = new URL(String(inicio.headers.location)).searchParams.get('state')!;
    recusada(await browser.get(`/login/govbr/retorno?error=access_denied&state=${state}&iss=${encodeURIComponent(provedor.issuer)}`), 400, 'A entrada pelo gov.br foi cancelada');
    await browser.get('/login/govbr').then(async (r) => {
      const s = new URL(String(r.headers.location)).searchParams.get('state')!;
      recusada(await browser.get(`/login/govbr/retorno?error=server_error&error_description=%3Cb%3Eboom%3C%2Fb%3E&state=${s}&iss=${encodeURIComponent(provedor.issuer)}`), 502, 'O gov.br não concluiu a entrada');
    });
  });

  it('refuses an account whose claim carries no valid CPF, creating nothing', async () => {
    const antes = await t.database.db.$count(pssFisica);
    const { browser, retorno } = await ateORetorno('semcpf');
    recusada(await browser.get(retorno), 400, 'O gov.br não informou um CPF válido');
    expect(await t.database.db.$count(pssFisica)).toBe(antes);
  });

  it('refuses a CPF that belongs to a passport account: neither that account nor a second one for the CPF', async () => {
    const antes = await t.database.db.$count(conta);
    const { browser, retorno } = await ateORetorno('colisao');
    recusada(await browser.get(retorno), 409, 'Este CPF já pertence a uma conta que entra com passaporte ou RG');
    expect((await sessaoDe(browser)).pssFscCodigo).toBe(9999999);
    expect(await t.database.db.$count(conta)).toBe(antes);
    expect(await t.database.db.$count(conta, and(eq(conta.loginTipo, 'CPF'), eq(conta.login, CONTAS_TESTE.colisao.sub)))).toBe(0);
  });

  it('Sair ends the session here and sends the browser to end the session at the provider', async () => {
    const { browser, retorno } = await ateORetorno('maria');
    await browser.get(retorno);
    const tokenHash = hashToken(browser.cookies.get('ps_sessao')!);
    expect(await t.database.db.$count(sessaoOidc, eq(sessaoOidc.tokenHash, tokenHash))).toBe(1);
    const res = await browser.post('/login/sair', { _csrf: browser.xsrf() });
    expect(res.statusCode).toBe(200);
    const destino = new URL(/http-equiv="refresh" content="0;url=([^"]+)"/.exec(res.body)![1].replaceAll('&amp;', '&'));
    expect(destino.origin).toBe(provedor.issuer);
    expect(destino.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGEM}/entrar`);
    expect(destino.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await sessaoDe(browser)).pssFscCodigo).toBe(9999999);
    expect(await t.database.db.$count(sessaoOidc, eq(sessaoOidc.tokenHash, tokenHash))).toBe(0);
    expect(await t.database.db.$count(sessao, eq(sessao.tokenHash, tokenHash))).toBe(0);
    // The provider accepts the hint it issued (a forged one is a 400 there) and goes on to end its session.
    const fim = await fetch(destino, { redirect: 'manual' });
    expect(fim.status).toBe(200);
    expect(await fim.text()).toContain(`${provedor.issuer}/session/end/confirm`);
    const forjado = new URL(destino);
    forjado.searchParams.set('id_token_hint', `${destino.searchParams.get('id_token_hint')!.slice(0, -4)}AAAA`);
    expect((await fetch(forjado, { redirect: 'manual' })).status).toBe(400);
    // A password session leaves as before.
    const senha = new Client(t);
    await senha.login(CONTAS_TESTE.maria.sub, 'senha-da-maria');
    const sai = await senha.post('/login/sair', { _csrf: senha.xsrf() });
    expect(sai.statusCode).toBe(303);
  });
});

describe('Entrar com gov.br through an institutional Keycloak (CPF in its own claim)', () => {
  let k: TestApp;
  beforeAll(async () => {
    k = await createTestApp({ oidc: oidcConfig(provedor.issuer, { claimCpf: 'cpf', scope: 'openid email profile cpf' }) });
    // A passport login written before passports were kept apart from CPFs, the same digits as a CPF.
    const [p] = await k.database.db.insert(pssFisica).values({ pssFscNome: 'Passaporte Antigo', pssFscPassaporte: CONTAS_TESTE.colisao.sub }).returning();
    await k.database.db.insert(conta).values({ pssFscCodigo: p.pssFscCodigo, login: CONTAS_TESTE.colisao.sub, loginTipo: 'DOCUMENTO', senhaHash: 'x' });
  });
  afterAll(() => k?.close());

  const retornoEm = async (usuario: keyof typeof CONTAS_TESTE) => {
    const browser = new Client(k);
    const inicio = await browser.get('/login/govbr');
    expect(new URL(String(inicio.headers.location)).searchParams.get('scope')).toBe('openid email profile cpf');
    const r = await new NavegadorNoProvedor().entrar(String(inicio.headers.location), usuario);
    return { browser, res: await browser.get(`${r.pathname}${r.search}`) };
  };

  it('reads the CPF from the configured claim', async () => {
    const { browser, res } = await retornoEm('nova');
    expect(res.statusCode).toBe(303);
    expect((await sessaoDe(browser)).pssFscNome).toBe('Helena Gov Pereira');
  });

  it('refuses a user without the claim, and a CPF that is the login of a passport account', async () => {
    recusada((await retornoEm('semcpf')).res, 400, 'O gov.br não informou um CPF válido');
    recusada((await retornoEm('colisao')).res, 409, 'Este CPF já pertence a uma conta que entra com passaporte ou RG');
  });
});
