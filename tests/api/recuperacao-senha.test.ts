import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acesso, auditoria, confirmacaoEmail, emailPendente, recuperacaoSenha, sessao } from '../../server/db/schema/index.ts';
import { testConfig } from '../../server/config.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { lerOutbox, linkPara } from '../support/outbox.ts';

let t: TestApp;
let outbox: string;
let ana: { pssFscCodigo: number; contaCodigo: number };
let bruno: { pssFscCodigo: number; contaCodigo: number };
const ANA = '529.982.247-25';
const BRUNO = '111.444.777-35';
const NINGUEM = '390.533.447-05';

async function pedir(login: string, headers: Record<string, string> = {}) {
  const c = new Client(t);
  await c.get('/login/esqueci-senha');
  const res = await c.post('/login/esqueci-senha', { login, _csrf: c.xsrf() }, { csrf: false, headers });
  return res;
}
/** The page's answer with what legitimately differs between two requests (the CSRF token, the mask) blanked. */
const semVariaveis = (body: string) => body.replace(/value="[^"]*"/g, 'value=""').replace(/\([a-z]\*\*\*[a-z]?@[a-z]\*\*\*[.a-z]+\)/, '(MASCARA)');
const aviso = (body: string) => /role="status">([^<]*)</.exec(body)?.[1] ?? '';
/** The messages written since `antes` (the outbox's file names then): names sort by time, not within one millisecond. */
async function novosEmails(antes: Set<string>) {
  await t.app.mailQueue.drain();
  return (await lerOutbox(outbox)).filter((e) => !antes.has(e.file));
}
const quantos = async () => new Set((await lerOutbox(outbox)).map((e) => e.file));

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'ps-outbox-recuperacao-'));
  t = await createTestApp({ smtp: { ...testConfig().smtp, outboxDir: outbox } });
  ana = await createAccount(t, { cpf: '52998224725', nome: 'Ana Beatriz Souza', senha: 'senha-da-ana', email: 'ana.souza@exemplo.com' });
  bruno = await createAccount(t, { cpf: '11144477735', nome: 'Bruno Lima', senha: 'senha-do-bruno', email: 'bruno@exemplo.com' });
  // Ana confirmed her address; Bruno never did.
  await t.database.db.insert(confirmacaoEmail).values({ pssFscCodigo: ana.pssFscCodigo, email: 'ana.souza@exemplo.com', tokenHash: 'x', criadoEm: FIXED_NOW, expiraEm: FIXED_NOW, confirmadoEm: FIXED_NOW });
});
afterAll(() => t.close());

describe('Esqueci minha senha: the same answer for every document', () => {
  it('an existing account, an account without a confirmed e-mail and an unknown CPF get the same page, the same rows and the same hash work', async () => {
    const antes = await quantos();
    const [existe, semConfirmar, desconhecido] = [await pedir(ANA), await pedir(BRUNO), await pedir(NINGUEM)];
    for (const r of [existe, semConfirmar, desconhecido]) expect(r.statusCode).toBe(200);
    expect(aviso(existe.body)).toContain('Se houver uma conta para este documento, enviamos um link para o e-mail cadastrado (a***a@e***.com)');
    expect(aviso(desconhecido.body)).toMatch(/Se houver uma conta para este documento, enviamos um link para o e-mail cadastrado \([a-z]\*\*\*[a-z]@[a-z]\*\*\*\.[a-z.]+\)/);
    expect(semVariaveis(desconhecido.body)).toBe(semVariaveis(existe.body));
    expect(semVariaveis(semConfirmar.body)).toBe(semVariaveis(existe.body));
    // asked again, the unknown document shows the same made-up address (a changing one would give it away)
    expect(aviso((await pedir(NINGUEM)).body)).toBe(aviso(desconhecido.body));

    // Both paths wrote one request row whose token is an argon2 hash (the password-hash work that sets the answer's
    // time), and queued one e-mail row; only the account with a confirmed address is sent anything.
    const rows = await t.database.db.select().from(recuperacaoSenha);
    expect(rows).toHaveLength(4);
    for (const r of rows) expect(r.tokenHash).toMatch(/^\$argon2id\$/);
    expect(rows.map((r) => r.contaCodigo)).toEqual([ana.contaCodigo, bruno.contaCodigo, null, null]);
    expect(rows.map((r) => r.email)).toEqual(['ana.souza@exemplo.com', null, null, null]);
    expect(await t.database.db.select().from(emailPendente).where(eq(emailPendente.tipo, 'recuperacao-senha'))).toHaveLength(4);
    const enviados = await novosEmails(antes);
    expect(enviados.map((e) => e.to)).toEqual(['ana.souza@exemplo.com']);
    expect(enviados[0].subject).toBe('Nova senha - Processos Seletivos');
    const fila = await t.database.db.select({ situacao: emailPendente.situacao }).from(emailPendente).where(eq(emailPendente.tipo, 'recuperacao-senha'));
    expect(fila.map((f) => f.situacao).sort()).toEqual(['enviado', 'sem-email', 'sem-email', 'sem-email']);
    // every step on an existing account is in the audit trail
    const trilha = await t.database.db.select().from(auditoria).where(eq(auditoria.acao, 'login:senha:recuperacao-pedida'));
    expect(trilha.map((a) => [a.titularPssFscCodigo, (a.depois as { enviado: boolean }).enviado])).toEqual([
      [ana.pssFscCodigo, true],
      [bruno.pssFscCodigo, false],
    ]);
  });
});

describe('the link', () => {
  it('sets a new password once, ends every session of the account, and the old password stops working', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 2 * 3600_000);
    const sessaoAntiga = new Client(t);
    await sessaoAntiga.login(ANA, 'senha-da-ana');
    const antes = await quantos();
    await pedir(ANA);
    const [email] = await novosEmails(antes);
    const link = linkPara(email.text, '/login/nova-senha')!;
    expect(link).toMatch(/^\/login\/nova-senha\?t=\d+\.[\w-]{43}$/);
    // the token is nowhere in the database: only its hash
    const token = link.split('.').at(-1)!;
    const rows = await t.database.db.select().from(recuperacaoSenha);
    expect(JSON.stringify(rows)).not.toContain(token);

    const c = new Client(t);
    expect((await c.get(link)).statusCode).toBe(200);
    const t0 = link.split('t=')[1];
    const curta = await c.post('/login/nova-senha', { t: t0, novaSenha: 'curta', confirmacao: 'curta', _csrf: c.xsrf() }, { csrf: false });
    expect(curta.statusCode).toBe(400);
    expect(curta.body).toContain('A nova senha deve ter ao menos 8 caracteres.');
    const ok = await c.post('/login/nova-senha', { t: t0, novaSenha: 'nova-senha-da-ana', confirmacao: 'nova-senha-da-ana', _csrf: c.xsrf() }, { csrf: false });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('Senha alterada. Todas as sessões da conta foram encerradas. Entre com a nova senha.');
    expect(await t.database.db.select().from(sessao).where(eq(sessao.contaCodigo, ana.contaCodigo))).toHaveLength(0);
    expect((await sessaoAntiga.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0].pssFscCodigo).toBe(9999999);
    await expect(new Client(t).login(ANA, 'senha-da-ana')).rejects.toThrow('401');
    await new Client(t).login(ANA, 'nova-senha-da-ana');
    const acessos = await t.database.db.select().from(acesso).where(and(eq(acesso.contaCodigo, ana.contaCodigo), eq(acesso.resultado, 'SENHA_REDEFINIDA')));
    expect(acessos).toHaveLength(1);
    expect(await t.database.db.select().from(auditoria).where(eq(auditoria.acao, 'login:senha:recuperada'))).toHaveLength(1);

    // used once: the same link again is refused, on opening and on sending
    const reuso = await c.post('/login/nova-senha', { t: t0, novaSenha: 'outra-senha-123', confirmacao: 'outra-senha-123', _csrf: c.xsrf() }, { csrf: false });
    expect(reuso.statusCode).toBe(400);
    expect(reuso.body).toContain('Este link não vale mais');
    expect((await c.get(link)).statusCode).toBe(400);
    await new Client(t).login(ANA, 'nova-senha-da-ana');
  });

  it('expires after 30 minutes (fixed clock), and a newer link replaces the older one', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 4 * 3600_000);
    let antes = await quantos();
    await pedir(ANA);
    const primeiro = linkPara((await novosEmails(antes))[0].text, '/login/nova-senha')!;
    t.clock.now = new Date(t.clock.now.getTime() + 29 * 60_000);
    expect((await new Client(t).get(primeiro)).statusCode).toBe(200);
    t.clock.now = new Date(t.clock.now.getTime() + 2 * 60_000);
    const expirado = await new Client(t).get(primeiro);
    expect(expirado.statusCode).toBe(400);
    expect(expirado.body).toContain('Este link não vale mais');

    antes = await quantos();
    await pedir(ANA);
    const segundo = linkPara((await novosEmails(antes))[0].text, '/login/nova-senha')!;
    antes = await quantos();
    await pedir(ANA);
    const terceiro = linkPara((await novosEmails(antes))[0].text, '/login/nova-senha')!;
    expect((await new Client(t).get(segundo)).statusCode).toBe(400);
    expect((await new Client(t).get(terceiro)).statusCode).toBe(200);
  });

  it('a link altered by one character, or naming another request, is refused', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 6 * 3600_000);
    const antes = await quantos();
    await pedir(ANA);
    const link = linkPara((await novosEmails(antes))[0].text, '/login/nova-senha')!;
    const alterado = link.slice(0, -1) + (link.endsWith('A') ? 'B' : 'A');
    expect((await new Client(t).get(alterado)).statusCode).toBe(400);
    const [id, token] = link.split('t=')[1].split('.');
    expect((await new Client(t).get(`/login/nova-senha?t=${Number(id) - 1}.${token}`)).statusCode).toBe(400);
    expect((await new Client(t).get('/login/nova-senha?t=<script>')).statusCode).toBe(400);
  });

  it('a forged Host header never puts another site in the link', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 8 * 3600_000);
    const antes = await quantos();
    await pedir(ANA, { host: 'atacante.example' });
    const [email] = await novosEmails(antes);
    expect(email.text).not.toContain('atacante.example');
    expect(email.text).toMatch(/http:\/\/localhost:\d+\/login\/nova-senha\?t=/);
  });
});

describe('limits', () => {
  it('per document: past 3 an hour the answer is the same and nothing more is sent', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 10 * 3600_000);
    const respostas = [];
    const enviados = [];
    for (let i = 0; i < 4; i++) {
      const vistos = await quantos();
      respostas.push(await pedir(ANA));
      enviados.push((await novosEmails(vistos)).length);
    }
    expect(respostas.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(semVariaveis(respostas[3].body)).toBe(semVariaveis(respostas[0].body));
    expect(enviados).toEqual([1, 1, 1, 0]);
  });

  it('per client: the 11th request in 15 minutes is refused with 429', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 12 * 3600_000);
    const codigos = [];
    for (let i = 0; i < 11; i++) codigos.push((await pedir(NINGUEM)).statusCode);
    expect(codigos.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codigos[10]).toBe(429);
    const r = await pedir(NINGUEM);
    expect(r.body).toContain('Muitos pedidos de nova senha a partir deste endereço. Aguarde 15 minutos e tente novamente.');
  });
});

describe('housekeeping', () => {
  it('deletes the requests expired more than a day ago (their address and origin are personal data), and no other', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 20 * 3600_000);
    await pedir(ANA);
    const total = (await t.database.db.select().from(recuperacaoSenha)).length;
    t.clock.now = new Date(FIXED_NOW.getTime() + 20 * 3600_000 + 24 * 3600_000 + 10 * 60_000);
    const r = await t.app.limpeza.executar();
    expect(r.pedidosDeSenha).toBe(total - 1);
    expect(await t.database.db.select().from(recuperacaoSenha)).toHaveLength(1);
  });
});
