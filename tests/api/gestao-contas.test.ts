/**
 * The back office's account support (issue 21, item 2): only a role for every process reaches it; finding people
 * by a part of the name or the whole CPF; an account's sessions (opaque ids) and sign-ins (written by the login
 * app, purged after 90 days); ending the sessions; a new password demanded at the next sign-in (the login app's
 * "Defina uma nova senha" step); the disputed CPF's login moved to its real owner. Every write audited with its
 * reason; no answer ever carries a password hash, a session token or its hash.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTAS_SO_PARA_TODOS } from '../../src/domain/wire/gestao-contas.ts';
import { acesso, auditoria, conta, pssFisica, sessao } from '../../server/db/schema/index.ts';
import { concederPapel } from '../../server/entities/equipe/equipe.ts';
import { SEM_PERMISSAO } from '../../server/plugins/equipe.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';

let t: TestApp;
let e: Equipe;
let atendimentoGeral: Client;
let maria: { pssFscCodigo: number; contaCodigo: number };
let mariaCli: Client;
/** Every answer of the suite, to check none carries a secret. */
const respostas: string[] = [];

const CPF_MARIA = '52998224725';
beforeAll(async () => {
  t = await createTestApp();
  const p = await criarProcessoDeTeste(t);
  const o = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro' });
  e = await criarEquipe(t, p, o);
  const ag = await createAccount(t, { cpf: '11144477735', nome: 'Atendimento Geral', senha: 'senha-da-equipe' });
  await concederPapel(t.database.db, { pssFscCodigo: ag.pssFscCodigo, papel: 'ATENDIMENTO', prcSltCodigo: null, concedidoPor: null, em: FIXED_NOW });
  atendimentoGeral = new Client(t);
  await atendimentoGeral.login('11144477735', 'senha-da-equipe');
  maria = await createAccount(t, { cpf: CPF_MARIA, nome: 'Maria Eduarda Conceição', senha: 'candidato' });
  mariaCli = new Client(t);
  await mariaCli.login(CPF_MARIA, 'candidato');
});
afterAll(async () => {
  // The JSON of every route of the area: never a password hash, a session token's hash or an argon2 string.
  const hashes = (await t.database.db.select({ h: sessao.tokenHash }).from(sessao)).map((r) => r.h);
  const tudo = respostas.join('\n');
  expect(tudo).not.toContain('senhaHash');
  expect(tudo).not.toContain('tokenHash');
  expect(tudo).not.toMatch(/\$argon2/);
  for (const h of [...hashes, ...hashesVistos]) expect(tudo).not.toContain(h);
  await t.close();
});
const hashesVistos: string[] = [];

const db = () => t.database.db;
async function chamar(c: Client, metodo: 'GET' | 'POST', url: string, json?: unknown) {
  const res = await c.request(metodo, `/sgps/gestao/${url}`, json === undefined ? {} : { json });
  respostas.push(res.body);
  return res;
}
const auditoriasDe = (acao: string) => db().select().from(auditoria).where(eq(auditoria.acao, `gestao:conta.${acao}`));
const sessoesDe = async (contaCodigo: number) => (await db().select({ h: sessao.tokenHash }).from(sessao).where(eq(sessao.contaCodigo, contaCodigo))).map((r) => r.h);
const eu = async (c: Client) => (await c.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0].pssFscCodigo;
const JUSTIFICATIVA = 'A pessoa pediu por telefone, identidade conferida.';

describe('who may use it', () => {
  it('needs Atendimento, Gestor or Administrador for every process; a role for one process is told why', async () => {
    for (const c of [atendimentoGeral, e.gestor, e.administrador]) expect((await chamar(c, 'GET', 'pessoas/busca?q=conceicao')).statusCode).toBe(200);
    const escopo = await chamar(e.atendimento, 'GET', 'pessoas/busca?q=conceicao');
    expect(escopo.statusCode).toBe(403);
    expect(escopo.json().message).toBe(CONTAS_SO_PARA_TODOS);
    expect((await chamar(e.gestorDoProcesso, 'GET', `pessoas/${maria.pssFscCodigo}/conta`)).json().message).toBe(CONTAS_SO_PARA_TODOS);
    expect((await chamar(e.leitura, 'GET', 'pessoas/busca?q=conceicao')).json().message).toBe(SEM_PERMISSAO);
    expect((await chamar(e.candidato, 'GET', 'pessoas/busca?q=conceicao')).statusCode).toBe(403);
    const w = await chamar(e.gestorDoProcesso, 'POST', `pessoas/${maria.pssFscCodigo}/encerrar-sessoes`, { justificativa: JUSTIFICATIVA });
    expect(w.statusCode).toBe(403);
    expect(await sessoesDe(maria.contaCodigo)).toHaveLength(1);
  });
});

describe('finding a person', () => {
  it('by a part of the name without accents, or the whole CPF, with the account summary', async () => {
    const res = await chamar(atendimentoGeral, 'GET', 'pessoas/busca?q=CONCEICAO');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ pssFscCodigo: maria.pssFscCodigo, pssFscNome: 'Maria Eduarda Conceição', pssFscCPF: CPF_MARIA, conta: expect.objectContaining({ loginTipo: 'CPF', temLogin: true, superUsuario: false, senhaRedefinir: false }) }),
    ]);
    expect((await chamar(atendimentoGeral, 'GET', 'pessoas/busca?q=529.982.247-25')).json().data).toHaveLength(1);
  });
  it('refuses a part of a CPF and too short a name, saying so', async () => {
    expect((await chamar(atendimentoGeral, 'GET', 'pessoas/busca?q=529982')).json().data.campos.q).toContain('CPF inteiro');
    expect((await chamar(atendimentoGeral, 'GET', 'pessoas/busca?q=ma')).json().data.campos.q).toContain('3 letras');
  });
});

describe("an account's sessions and sign-ins", () => {
  it('lists sessions by an opaque id and the sign-ins the login app wrote (right and wrong passwords)', async () => {
    const errada = new Client(t);
    await errada.get('/login');
    expect((await errada.post('/login', { login: CPF_MARIA, senha: 'errada', _csrf: errada.xsrf() }, { csrf: false })).statusCode).toBe(401);
    const res = await chamar(atendimentoGeral, 'GET', `pessoas/${maria.pssFscCodigo}/conta`);
    expect(res.statusCode, res.body).toBe(200);
    const { sessoes, acessos, pessoa } = res.json().data;
    expect(pessoa.pssFscCodigo).toBe(maria.pssFscCodigo);
    expect(sessoes).toHaveLength(1);
    expect(sessoes[0].id).toMatch(/^[\w-]{10}$/);
    hashesVistos.push(...(await sessoesDe(maria.contaCodigo)));
    expect(res.body).not.toContain(hashesVistos[0]);
    expect(acessos.map((a: { resultado: string }) => a.resultado)).toEqual(['SENHA_INCORRETA', 'SUCESSO']);
    expect(acessos[0].origem).toBeTruthy();
  });

  it('the housekeeping job forgets sign-ins older than 90 days', async () => {
    await db().insert(acesso).values({ contaCodigo: maria.contaCodigo, pssFscCodigo: maria.pssFscCodigo, em: new Date(FIXED_NOW.getTime() - 91 * 86_400_000), origem: '10.0.0.1', resultado: 'SUCESSO' });
    expect((await t.app.limpeza.executar()).acessos).toBe(1);
    expect((await db().select().from(acesso).where(eq(acesso.pssFscCodigo, maria.pssFscCodigo))).length).toBe(2);
  });
});

describe('ending sessions and asking for a new password', () => {
  it('ends the sessions with a justification (refused without one, nothing done), audited', async () => {
    expect((await chamar(atendimentoGeral, 'POST', `pessoas/${maria.pssFscCodigo}/encerrar-sessoes`, { justificativa: 'curta' })).statusCode).toBe(400);
    expect(await sessoesDe(maria.contaCodigo)).toHaveLength(1);
    expect(await auditoriasDe('encerrarSessoes')).toHaveLength(0);
    const res = await chamar(atendimentoGeral, 'POST', `pessoas/${maria.pssFscCodigo}/encerrar-sessoes`, { justificativa: JUSTIFICATIVA });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.sessoesEncerradas).toBe(1);
    expect(await sessoesDe(maria.contaCodigo)).toHaveLength(0);
    expect((await mariaCli.get('/sgps/insProcesso/pesquisa')).statusCode).toBe(401);
    const [a] = await auditoriasDe('encerrarSessoes');
    expect(a).toMatchObject({ entidade: 'conta', chave: String(maria.contaCodigo), justificativa: JUSTIFICATIVA, prcSltCodigo: null });
  });

  it('a new password demanded: the right password leads to "Defina uma nova senha", no session before it is set', async () => {
    await mariaCli.login(CPF_MARIA, 'candidato');
    const res = await chamar(atendimentoGeral, 'POST', `pessoas/${maria.pssFscCodigo}/forcar-redefinicao-senha`, { justificativa: JUSTIFICATIVA });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sessoesEncerradas: 1, senhaRedefinir: true });
    expect((await auditoriasDe('forcarRedefinicaoSenha'))[0].depois).toMatchObject({ senhaRedefinir: true });

    const c = new Client(t);
    await c.get('/login');
    const pagina = await c.post('/login', { login: CPF_MARIA, senha: 'candidato', voltar: '/prcSeletivo', _csrf: c.xsrf() }, { csrf: false });
    expect(pagina.statusCode).toBe(200);
    expect(pagina.body).toContain('Defina uma nova senha');
    expect(await sessoesDe(maria.contaCodigo)).toHaveLength(0);
    const ticket = /name="ticket" value="([^"]+)"/.exec(pagina.body)![1];
    const enviar = (novaSenha: string, confirmacao: string, tk = ticket) => c.post('/login/redefinir-senha', { ticket: tk, novaSenha, confirmacao, voltar: '/prcSeletivo', _csrf: c.xsrf() }, { csrf: false });
    expect((await enviar('curta', 'curta')).body).toContain('ao menos 8 caracteres');
    expect((await enviar('nova-senha-1', 'outra-coisa')).body).toContain('confirmação');
    expect((await enviar('candidato', 'candidato')).body).toContain('diferente da atual');
    expect((await enviar('nova-senha-1', 'nova-senha-1', ticket.replace(/.$/, (x) => (x === 'a' ? 'b' : 'a')))).statusCode).toBe(400);
    const pronto = await enviar('nova-senha-1', 'nova-senha-1');
    expect(pronto.statusCode).toBe(303);
    expect(pronto.headers.location).toBe('/prcSeletivo');
    expect(await eu(c)).toBe(maria.pssFscCodigo);
    // The ticket died with the password it was issued for; the old password is gone, the new one works.
    expect((await enviar('nova-senha-2', 'nova-senha-2')).statusCode).toBe(400);
    const [cta] = await db().select({ r: conta.senhaRedefinir }).from(conta).where(eq(conta.contaCodigo, maria.contaCodigo));
    expect(cta.r).toBe(false);
    const velha = new Client(t);
    await velha.get('/login');
    expect((await velha.post('/login', { login: CPF_MARIA, senha: 'candidato', _csrf: velha.xsrf() }, { csrf: false })).statusCode).toBe(401);
    await mariaCli.login(CPF_MARIA, 'nova-senha-1');
    const resultados = (await db().select({ r: acesso.resultado }).from(acesso).where(eq(acesso.pssFscCodigo, maria.pssFscCodigo))).map((x) => x.r);
    expect(resultados).toEqual(expect.arrayContaining(['REDEFINICAO_EXIGIDA', 'SENHA_REDEFINIDA']));
  });
});

describe('the disputed CPF', () => {
  let dona: number;
  beforeAll(async () => {
    [{ pssFscCodigo: dona }] = await db().insert(pssFisica).values({ pssFscNome: 'Maria Eduarda Conceição da Silva', pssFscPassaporte: 'BR123456' }).returning({ pssFscCodigo: pssFisica.pssFscCodigo });
  });
  const transferir = (de: number, para: number, justificativa = JUSTIFICATIVA) => chamar(atendimentoGeral, 'POST', `pessoas/${de}/transferir-login`, { para, justificativa });

  it('refuses what cannot be done, clearly, and writes nothing', async () => {
    const outra = await createAccount(t, { cpf: '39053344705', nome: 'Tem Conta', senha: 'x-senha-1' });
    const [comOutroCpf] = await db().insert(pssFisica).values({ pssFscNome: 'Outro CPF', pssFscCPF: '15350946056' }).returning();
    expect((await transferir(maria.pssFscCodigo, dona, 'curta')).statusCode).toBe(400);
    expect((await transferir(maria.pssFscCodigo, maria.pssFscCodigo)).json().data.campos.para).toBeTruthy();
    expect((await transferir(maria.pssFscCodigo, 99999999)).json().data.campos.para).toContain('não encontrada');
    const temConta = await transferir(maria.pssFscCodigo, outra.pssFscCodigo);
    expect(temConta.statusCode).toBe(409);
    expect(temConta.json().message).toContain('já tem conta');
    const cpfDiferente = await transferir(maria.pssFscCodigo, comOutroCpf.pssFscCodigo);
    expect(cpfDiferente.statusCode).toBe(409);
    expect(cpfDiferente.json().message).toContain('outro CPF');
    expect((await transferir(dona, maria.pssFscCodigo)).json().message).toContain('não tem conta');
    expect(await auditoriasDe('transferirLogin')).toHaveLength(0);
    const [m] = await db().select().from(conta).where(eq(conta.contaCodigo, maria.contaCodigo));
    expect(m.login).toBe(CPF_MARIA);
  });

  it('moves the login and the CPF to the real owner, ends the old sessions; the old account can never sign in', async () => {
    const abertas = (await sessoesDe(maria.contaCodigo)).length;
    expect(abertas).toBeGreaterThan(0);
    const res = await transferir(maria.pssFscCodigo, dona);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({ de: maria.pssFscCodigo, para: dona, login: CPF_MARIA, sessoesEncerradas: abertas });
    expect(r.senhaProvisoria).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(await sessoesDe(maria.contaCodigo)).toHaveLength(0);
    const pessoas = await db().select({ c: pssFisica.pssFscCodigo, cpf: pssFisica.pssFscCPF, antigo: pssFisica.pssFscCpfTransferido }).from(pssFisica).where(and(eq(pssFisica.pssFscNome, 'Maria Eduarda Conceição')));
    expect(pessoas).toEqual([{ c: maria.pssFscCodigo, cpf: null, antigo: CPF_MARIA }]);
    const [a] = await auditoriasDe('transferirLogin');
    expect(a.justificativa).toBe(JUSTIFICATIVA);
    expect(JSON.stringify(a)).not.toContain(r.senhaProvisoria);
    expect(a.depois).toMatchObject({ para: { pssFscCodigo: dona, login: CPF_MARIA, senhaProvisoriaEmitida: true }, de: { login: null } });

    // The old account: nothing typed signs it in (the new password was hers; the CPF is now the owner's).
    const antiga = new Client(t);
    await antiga.get('/login');
    expect((await antiga.post('/login', { login: CPF_MARIA, senha: 'nova-senha-1', _csrf: antiga.xsrf() }, { csrf: false })).statusCode).toBe(401);
    const conta = await chamar(atendimentoGeral, 'GET', `pessoas/${maria.pssFscCodigo}/conta`);
    expect(conta.json().data.pessoa).toMatchObject({ pssFscCPF: null, pssFscCpfTransferido: CPF_MARIA, conta: { temLogin: false } });
    expect((await chamar(atendimentoGeral, 'POST', `pessoas/${maria.pssFscCodigo}/forcar-redefinicao-senha`, { justificativa: JUSTIFICATIVA })).statusCode).toBe(409);

    // The owner signs in with the provisional password, sets their own, and is themself.
    const dela = new Client(t);
    await dela.get('/login');
    const pagina = await dela.post('/login', { login: '529.982.247-25', senha: r.senhaProvisoria, _csrf: dela.xsrf() }, { csrf: false });
    expect(pagina.body).toContain('Defina uma nova senha');
    const ticket = /name="ticket" value="([^"]+)"/.exec(pagina.body)![1];
    const pronto = await dela.post('/login/redefinir-senha', { ticket, novaSenha: 'minha-senha-9', confirmacao: 'minha-senha-9', _csrf: dela.xsrf() }, { csrf: false });
    expect(pronto.statusCode).toBe(303);
    expect(await eu(dela)).toBe(dona);
    const busca = await chamar(atendimentoGeral, 'GET', `pessoas/busca?q=${CPF_MARIA}`);
    expect(busca.json().data).toEqual([expect.objectContaining({ pssFscCodigo: dona, conta: expect.objectContaining({ temLogin: true, senhaRedefinir: false }) })]);
  });
});
