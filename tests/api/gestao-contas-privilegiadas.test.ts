/**
 * Staff accounts nobody can take over (issue 34, item 1). The attack, as tried against the demo: a Gestor changes
 * an Administrador's e-mail (POST /sgps/gestao/pessoas/{p}/alterar-email), confirms it from their own mailbox, asks
 * "Esqueci minha senha" for the Administrador's CPF, sets a new password, signs in as the Administrador and grants
 * themselves the role. It must stop at its first step. The other account-support actions (encerrar sessões,
 * forçar nova senha, transferir login) must not lock administrators and super users out either.
 *
 * Generated from the route table: every back-office route that declares it changes how a person signs in
 * (config.equipe.alteraAcessoDe), in each spelling the router accepts, by each role, on each kind of privileged
 * person; and every write under /gestao/pessoas/:pssFscCodigo/ must declare it, so a new one cannot skip the rule.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.ts';
import { auditoria, confirmacaoEmail, conta, papelEquipe, pssFisica, sessao } from '../../server/db/schema/index.ts';
import { ACESSO_PRIVILEGIADO, ACESSO_PROPRIO } from '../../server/entities/pessoa/conta-acesso.ts';
import type { RegisteredRoute } from '../../server/plugins/route-list.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';
import { lerOutbox } from '../support/outbox.ts';
import { routeKey } from '../security/routes.ts';

let t: TestApp;
let e: Equipe;
let outbox: string;
let superUsuario: number;
let candidata: number;
let rotas: RegisteredRoute[];
const JUSTIFICATIVA = 'Pedido feito no balcão com documento com foto.';
const EMAIL_DO_ATACANTE = 'atacante@exemplo.com';

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'ps-outbox-privilegiadas-'));
  t = await createTestApp({ smtp: { ...testConfig().smtp, outboxDir: outbox } });
  const p = await criarProcessoDeTeste(t);
  const o = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro' });
  e = await criarEquipe(t, p, o);
  const db = t.database.db;
  // Every person of the team has a confirmed e-mail of their own: the recovery link can only go there.
  for (const [nome, pss] of Object.entries(e.pessoas)) {
    const email = `${nome.toLowerCase()}@universidade.br`;
    await db.update(pssFisica).set({ pssFscEmail: email }).where(eq(pssFisica.pssFscCodigo, pss));
    await db.insert(confirmacaoEmail).values({ pssFscCodigo: pss, email, tokenHash: `t-${pss}`, criadoEm: FIXED_NOW, expiraEm: FIXED_NOW, confirmadoEm: FIXED_NOW });
  }
  superUsuario = (await createAccount(t, { cpf: '39053344705', nome: 'Super Usuário', senha: 'senha-do-super', email: 'super@universidade.br' })).pssFscCodigo;
  await db.update(conta).set({ superUsuario: true }).where(eq(conta.pssFscCodigo, superUsuario));
  candidata = (await createAccount(t, { cpf: '52998224725', nome: 'Candidata Comum', senha: 'candidata', email: 'candidata@exemplo.com' })).pssFscCodigo;
  rotas = t.app.routeList.filter((r) => r.alteraAcesso).sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
});
afterAll(() => t?.close());

/** Everything an account-support action could change, and its audit trail. */
async function estado() {
  const db = t.database.db;
  const contas = await db.select({ p: conta.pssFscCodigo, login: conta.login, su: conta.superUsuario, r: conta.senhaRedefinir, h: conta.senhaHash }).from(conta).orderBy(conta.pssFscCodigo);
  const pessoas = await db.select({ p: pssFisica.pssFscCodigo, email: pssFisica.pssFscEmail, cpf: pssFisica.pssFscCPF }).from(pssFisica).orderBy(pssFisica.pssFscCodigo);
  const [{ sessoes }] = await db.select({ sessoes: count() }).from(sessao);
  const [{ confirmacoes }] = await db.select({ confirmacoes: count() }).from(confirmacaoEmail);
  const [{ auditorias }] = await db.select({ auditorias: count() }).from(auditoria);
  const [{ papeis }] = await db.select({ papeis: count() }).from(papelEquipe);
  return { contas, pessoas, sessoes, confirmacoes, auditorias, papeis };
}

/** A valid body for an account-support write, aimed at `alvo` (a transfer's `para` is the second target). */
function corpo(r: RegisteredRoute, para: number): Record<string, unknown> {
  const props = Object.keys((r.schema?.body as { properties?: object } | undefined)?.properties ?? {});
  const valores: Record<string, unknown> = { justificativa: JUSTIFICATIVA, email: EMAIL_DO_ATACANTE, para };
  const faltando = props.filter((k) => !(k in valores));
  if (faltando.length) throw new Error(`${routeKey(r)}: o teste não sabe preencher ${faltando.join(', ')}`);
  return Object.fromEntries(props.map((k) => [k, valores[k]]));
}

/** The spellings of one path the router sends to the same handler (tests/security/caminhos.test.ts). */
function grafias(url: string): string[] {
  const segs = url.split('/');
  const codificar = (s: string) => (/^[a-z]/i.test(s) ? `%${s.charCodeAt(0).toString(16)}${s.slice(1)}` : s);
  return [url, `${url}/`, segs.map((s, i) => (i === segs.length - 1 ? codificar(s) : s)).join('/'), segs.map((s, i) => (i === 2 ? codificar(s) : s)).join('/')];
}

const enviar = (c: Client, r: RegisteredRoute, url: string, para: number) => c.request(r.method as 'POST', url, { json: corpo(r, para) });
const caminho = (r: RegisteredRoute, pss: number) => r.url.replace(':pssFscCodigo', String(pss));

describe('the chain that took over an Administrador stops at its first step', () => {
  it('a Gestor of every process cannot change an Administrador’s e-mail, and "Esqueci minha senha" still writes to the Administrador', async () => {
    const antes = await estado();
    const res = await e.gestor.request('POST', `/sgps/gestao/pessoas/${e.pessoas.administrador}/alterar-email`, { json: { email: EMAIL_DO_ATACANTE, justificativa: JUSTIFICATIVA } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: ACESSO_PRIVILEGIADO });
    expect(await estado()).toEqual(antes);

    // The attacker goes on anyway: the recovery link goes to the Administrador's own confirmed address.
    const [admin] = await t.database.db.select({ cpf: pssFisica.pssFscCPF }).from(pssFisica).where(eq(pssFisica.pssFscCodigo, e.pessoas.administrador));
    const c = new Client(t);
    await c.get('/login/esqueci-senha');
    expect((await c.post('/login/esqueci-senha', { login: admin.cpf, _csrf: c.xsrf() }, { csrf: false })).statusCode).toBe(200);
    await t.app.mailQueue.drain();
    const emails = await lerOutbox(outbox);
    expect(emails.some((m) => m.to.includes(EMAIL_DO_ATACANTE))).toBe(false);
    expect(emails.filter((m) => m.to.includes('administrador@universidade.br'))).toHaveLength(1);
  });
});

describe('account-support writes on privileged people (generated from the route table)', () => {
  it('finds the routes that change a sign-in, and every write on a person declares it', () => {
    expect(rotas.map(routeKey)).toEqual(
      expect.arrayContaining([
        'POST /sgps/gestao/pessoas/:pssFscCodigo/alterar-email',
        'POST /sgps/gestao/pessoas/:pssFscCodigo/encerrar-sessoes',
        'POST /sgps/gestao/pessoas/:pssFscCodigo/forcar-redefinicao-senha',
        'POST /sgps/gestao/pessoas/:pssFscCodigo/transferir-login',
      ]),
    );
    const semRegra = t.app.routeList.filter((r) => r.escrita && r.url.includes('/gestao/pessoas/:pssFscCodigo') && !r.alteraAcesso).map(routeKey);
    expect(semRegra).toEqual([]);
  });

  it('refuses every role but Administrador on every staff member and super user, in every spelling, changing nothing', { timeout: 300_000 }, async () => {
    const privilegiados = { ...e.pessoas, superUsuario } as Record<string, number>;
    delete privilegiados.candidato;
    const quem = { gestor: e.gestor, gestorDoProcesso: e.gestorDoProcesso, atendimento: e.atendimento, leitura: e.leitura };
    let tentativas = 0;
    for (const r of rotas) {
      for (const [nomeAlvo, alvo] of Object.entries(privilegiados)) {
        const antes = await estado();
        for (const [nomeQuem, c] of Object.entries(quem)) {
          if (e.pessoas[nomeQuem as keyof typeof e.pessoas] === alvo) continue; // acting on oneself: below
          for (const url of grafias(caminho(r, alvo))) {
            const res = await enviar(c, r, url, candidata);
            tentativas++;
            expect(res.statusCode, `${nomeQuem} → ${nomeAlvo}: ${r.method} ${url}`).toBe(403);
          }
        }
        expect(await estado(), `→ ${nomeAlvo}: ${routeKey(r)}`).toEqual(antes);
      }
    }
    expect(tentativas).toBeGreaterThan(100);
  });

  it('the account screen says up front when the caller may not change the sign-in', async () => {
    const conta = async (c: Client, p: number) => (await c.get(`/sgps/gestao/pessoas/${p}/conta`)).json().data.acessoRecusado;
    expect(await conta(e.gestor, e.pessoas.administrador)).toBe(ACESSO_PRIVILEGIADO);
    expect(await conta(e.gestor, superUsuario)).toBe(ACESSO_PRIVILEGIADO);
    expect(await conta(e.gestor, e.pessoas.gestor)).toBe(ACESSO_PROPRIO);
    expect(await conta(e.gestor, candidata)).toBeNull();
    expect(await conta(e.administrador, e.pessoas.gestor)).toBeNull();
  });

  it('a transfer cannot hand a CPF to a privileged person either (the destination is a target too)', async () => {
    const r = rotas.find((x) => x.url.endsWith('/transferir-login'))!;
    const antes = await estado();
    const res = await enviar(e.gestor, r, caminho(r, candidata), superUsuario);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACESSO_PRIVILEGIADO);
    expect(await estado()).toEqual(antes);
  });

  it('nobody acts on their own sign-in from this screen, an Administrador included', async () => {
    for (const r of rotas) {
      for (const [nome, c] of [['administrador', e.administrador], ['gestor', e.gestor]] as const) {
        const antes = await estado();
        const res = await enviar(c, r, caminho(r, e.pessoas[nome]), candidata);
        expect(res.statusCode, `${nome}: ${routeKey(r)}`).toBe(403);
        expect(res.json().message).toBe(ACESSO_PROPRIO);
        expect(await estado()).toEqual(antes);
      }
    }
  });

  it('an Administrador may act on another staff member, audited; a Gestor still serves an ordinary candidate', async () => {
    const db = t.database.db;
    const r1 = await e.administrador.request('POST', `/sgps/gestao/pessoas/${e.pessoas.gestorDeOutro}/forcar-redefinicao-senha`, { json: { justificativa: JUSTIFICATIVA } });
    expect(r1.statusCode).toBe(200);
    const [c1] = await db.select({ r: conta.senhaRedefinir }).from(conta).where(eq(conta.pssFscCodigo, e.pessoas.gestorDeOutro));
    expect(c1.r).toBe(true);
    const r2 = await e.gestor.request('POST', `/sgps/gestao/pessoas/${candidata}/encerrar-sessoes`, { json: { justificativa: JUSTIFICATIVA } });
    expect(r2.statusCode).toBe(200);
    const auditados = await db.select({ acao: auditoria.acao, autor: auditoria.autorPssFscCodigo }).from(auditoria).where(eq(auditoria.entidade, 'conta'));
    expect(auditados).toEqual(
      expect.arrayContaining([
        { acao: 'gestao:conta.forcarRedefinicaoSenha', autor: e.pessoas.administrador },
        { acao: 'gestao:conta.encerrarSessoes', autor: e.pessoas.gestor },
      ]),
    );
  });
});
