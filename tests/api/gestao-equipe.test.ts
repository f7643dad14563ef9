/**
 * The staff roles (issue 20): "who am I", the administrator's roles screen (list, find by CPF, grant, revoke)
 * with its audit rows and refusals, and the session's `equipe` flag the menu reads.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, papelEquipe, pssFisica } from '../../server/db/schema/index.ts';
import { concederPapel } from '../../server/entities/equipe/equipe.ts';
import { ADMIN_COM_PROCESSO, PROPRIO_ADMIN, SEM_CONTA, ULTIMO_ADMIN } from '../../server/features/gestao-equipe/routes.ts';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';

let t: TestApp;
let e: Equipe;
let processo: number;
let outro: number;
/** A person with an account and no role, the one roles are granted to. */
let novato: { pssFscCodigo: number };
const CPF_NOVATO = '11144477735';
/** A person registered without an account (an old enrolment's person). */
let semConta: number;
const CPF_SEM_CONTA = '39053344705';

beforeAll(async () => {
  t = await createTestApp();
  processo = await criarProcessoDeTeste(t, { prcSltDescricao: 'Vestibular da equipe' });
  outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro processo' });
  e = await criarEquipe(t, processo, outro);
  novato = await createAccount(t, { cpf: CPF_NOVATO, nome: 'Novato da Silva', senha: 'senha-do-novato' });
  const [p] = await t.database.db.insert(pssFisica).values({ pssFscNome: 'Sem Conta Souza', pssFscCPF: CPF_SEM_CONTA }).returning();
  semConta = p.pssFscCodigo;
});
afterAll(() => t.close());

const conceder = (c: Client, json: unknown) => c.request('POST', '/sgps/gestao/papeis/conceder', { json });
const auditoriasDe = (acao: string) => t.database.db.select().from(auditoria).where(eq(auditoria.acao, acao));

describe('GET /sgps/gestao/eu', () => {
  it('says who the staff member is, their roles in Portuguese and what they may do', async () => {
    const adm = (await e.administrador.get('/sgps/gestao/eu')).json();
    expect(adm.data).toMatchObject({ pssFscCodigo: e.pessoas.administrador, pssFscNome: 'Equipe administrador', podeCriarProcesso: true, podeGerirPapeis: true });
    expect(adm.data.papeis).toEqual([{ papel: 'ADMINISTRADOR', nome: 'Administrador', prcSltCodigo: null }]);
    const g = (await e.gestorDoProcesso.get('/sgps/gestao/eu')).json().data;
    expect(g).toMatchObject({ podeCriarProcesso: false, podeGerirPapeis: false, papeis: [{ papel: 'GESTOR', nome: 'Gestor do processo', prcSltCodigo: processo }] });
    expect((await e.gestor.get('/sgps/gestao/eu')).json().data).toMatchObject({ podeCriarProcesso: true, podeGerirPapeis: false });
    expect((await e.leitura.get('/sgps/gestao/eu')).json().data.papeis[0].nome).toBe('Leitura');
  });

  it('refuses a candidate (403, the staff-only message) and an anonymous caller (401)', async () => {
    const c = await e.candidato.get('/sgps/gestao/eu');
    expect(c.statusCode).toBe(403);
    expect(c.json().message).toBe('Esta área é restrita à equipe da universidade.');
    expect((await e.anonimo.get('/sgps/gestao/eu')).statusCode).toBe(401);
  });
});

describe('the session call tells the menu whether the person is staff', () => {
  it('equipe is true for a staff member, false for a candidate, absent for nobody', async () => {
    expect((await e.leitura.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0]).toMatchObject({ pssFscCodigo: e.pessoas.leitura, equipe: true });
    expect((await e.candidato.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0]).toMatchObject({ pssFscCodigo: e.pessoas.candidato, equipe: false });
    expect((await e.anonimo.get('/sgps/pssFisica/buscaDadosSessao')).json().data).toEqual([{ pssFscCodigo: 9999999 }]);
  });

  it('a super user who is staff, while simulating a candidate, is not offered the back office', async () => {
    const cpf = '86288366757';
    const su = await createAccount(t, { cpf, nome: 'Super Equipe', senha: 'senha-do-super', superUsuario: true });
    await concederPapel(t.database.db, { pssFscCodigo: su.pssFscCodigo, papel: 'LEITURA', prcSltCodigo: null, concedidoPor: null, em: t.clock.now });
    const c = new Client(t);
    await c.login(cpf, 'senha-do-super');
    expect((await c.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0].equipe).toBe(true);
    expect((await c.post('/login/simular', { cpf: CPF_NOVATO })).statusCode).toBe(303);
    expect((await c.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0]).toMatchObject({ pssFscCodigo: novato.pssFscCodigo, equipe: false });
    expect((await c.get('/sgps/gestao/eu')).statusCode).toBe(403);
  });
});

describe('the roles list and the person search', () => {
  it('lists every role with its holder, full CPF, Portuguese name and scope', async () => {
    const res = await e.administrador.get('/sgps/gestao/papeis');
    expect(res.statusCode).toBe(200);
    const linhas = res.json().data as Record<string, unknown>[];
    expect(linhas).toHaveLength(7); // the six of criarEquipe and the super user of the simulation test
    expect(linhas.find((l) => l.pssFscCodigo === e.pessoas.leitura)).toMatchObject({ papel: 'LEITURA', nome: 'Leitura', prcSltCodigo: processo, prcSltDescricao: 'Vestibular da equipe', pssFscCPF: expect.stringMatching(/^\d{11}$/) });
    expect(linhas.find((l) => l.pssFscCodigo === e.pessoas.administrador)).toMatchObject({ prcSltCodigo: null, prcSltDescricao: null });
  });

  it('only the administrator reads the list or searches people', async () => {
    for (const c of [e.gestor, e.gestorDoProcesso, e.atendimento, e.leitura, e.candidato]) {
      expect((await c.get('/sgps/gestao/papeis')).statusCode).toBe(403);
      expect((await c.get(`/sgps/gestao/pessoas?cpf=${CPF_NOVATO}`)).statusCode).toBe(403);
    }
  });

  it('finds a person by whole CPF, masked or not, saying whether they have an account', async () => {
    const r = (await e.administrador.get('/sgps/gestao/pessoas?cpf=111.444.777-35')).json();
    expect(r.data).toEqual({ pssFscCodigo: novato.pssFscCodigo, pssFscNome: 'Novato da Silva', pssFscCPF: CPF_NOVATO, temConta: true, papeis: [] });
    expect((await e.administrador.get(`/sgps/gestao/pessoas?cpf=${CPF_SEM_CONTA}`)).json().data).toMatchObject({ pssFscCodigo: semConta, temConta: false });
    const ninguem = (await e.administrador.get('/sgps/gestao/pessoas?cpf=52998224725')).json();
    expect(ninguem).toMatchObject({ success: true, data: null, message: expect.stringContaining('Nenhuma pessoa com este CPF') });
    // Part of a CPF finds nobody: the search is by the whole number only.
    const parcial = await e.administrador.get('/sgps/gestao/pessoas?cpf=111444');
    expect(parcial.statusCode).toBe(400);
    expect(parcial.json().data.campos.cpf).toBe('Informe um CPF válido, com os 11 dígitos.');
  });
});

describe('granting a role', () => {
  it('grants Leitura on one process, audited with the process, and the person becomes staff', async () => {
    const res = await conceder(e.administrador, { pssFscCodigo: novato.pssFscCodigo, papel: 'LEITURA', prcSltCodigo: processo });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Papel Leitura concedido a Novato da Silva.');
    const papCodigo = res.json().data.papCodigo;
    const [row] = await t.database.db.select().from(papelEquipe).where(eq(papelEquipe.papCodigo, papCodigo));
    expect(row).toMatchObject({ pssFscCodigo: novato.pssFscCodigo, papel: 'LEITURA', prcSltCodigo: processo, concedidoPor: e.pessoas.administrador });
    const [aud] = await auditoriasDe('gestao:papel.conceder');
    expect(aud).toMatchObject({ autorPssFscCodigo: e.pessoas.administrador, entidade: 'papel_equipe', chave: String(papCodigo), prcSltCodigo: processo, antes: null });
    expect(aud.depois).toEqual({ pssFscCodigo: novato.pssFscCodigo, pssFscNome: 'Novato da Silva', papel: 'LEITURA', prcSltCodigo: processo });
    const c = new Client(t);
    await c.login(CPF_NOVATO, 'senha-do-novato');
    expect((await c.get('/sgps/gestao/eu')).json().data.papeis).toEqual([{ papel: 'LEITURA', nome: 'Leitura', prcSltCodigo: processo }]);
    expect((await c.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0].equipe).toBe(true);
  });

  it('refuses the same role twice, an administrator scoped to a process, a person without an account, a missing process', async () => {
    const antes = (await t.database.db.select().from(papelEquipe)).length;
    const repetido = await conceder(e.administrador, { pssFscCodigo: novato.pssFscCodigo, papel: 'LEITURA', prcSltCodigo: processo });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toContain('já tem o papel Leitura no processo');
    const adm = await conceder(e.administrador, { pssFscCodigo: novato.pssFscCodigo, papel: 'ADMINISTRADOR', prcSltCodigo: processo });
    expect(adm.statusCode).toBe(400);
    expect(adm.json().data.campos).toEqual({ prcSltCodigo: ADMIN_COM_PROCESSO });
    const sc = await conceder(e.administrador, { pssFscCodigo: semConta, papel: 'LEITURA', prcSltCodigo: null });
    expect(sc.statusCode).toBe(400);
    expect(sc.json().data.campos).toEqual({ pssFscCodigo: SEM_CONTA });
    const semProcesso = await conceder(e.administrador, { pssFscCodigo: novato.pssFscCodigo, papel: 'GESTOR', prcSltCodigo: 999_999 });
    expect(semProcesso.json().data.campos.prcSltCodigo).toBe('O processo 999999 não existe.');
    const ninguem = await conceder(e.administrador, { pssFscCodigo: 999_999, papel: 'GESTOR', prcSltCodigo: null });
    expect(ninguem.json().data.campos.pssFscCodigo).toBe('Pessoa não encontrada.');
    const papelErrado = await conceder(e.administrador, { pssFscCodigo: novato.pssFscCodigo, papel: 'DONO', prcSltCodigo: null });
    expect(papelErrado.statusCode).toBe(400);
    expect((await t.database.db.select().from(papelEquipe)).length).toBe(antes);
    expect(await auditoriasDe('gestao:papel.conceder')).toHaveLength(1);
  });

  it('nobody but the administrator grants, not even a Gestor of every process', async () => {
    for (const c of [e.gestor, e.gestorDoProcesso, e.leitura, e.candidato]) {
      expect((await conceder(c, { pssFscCodigo: novato.pssFscCodigo, papel: 'GESTOR', prcSltCodigo: null })).statusCode).toBe(403);
    }
    expect((await conceder(e.anonimo, { pssFscCodigo: novato.pssFscCodigo, papel: 'GESTOR', prcSltCodigo: null })).statusCode).toBe(401);
  });
});

describe('revoking a role', () => {
  it('revokes, audited with what it was', async () => {
    const [row] = await t.database.db.select().from(papelEquipe).where(and(eq(papelEquipe.pssFscCodigo, novato.pssFscCodigo), eq(papelEquipe.papel, 'LEITURA')));
    expect((await e.leitura.request('DELETE', `/sgps/gestao/papeis/${row.papCodigo}`)).statusCode).toBe(403);
    const res = await e.administrador.request('DELETE', `/sgps/gestao/papeis/${row.papCodigo}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Papel Leitura revogado de Novato da Silva.');
    const [aud] = await auditoriasDe('gestao:papel.revogar');
    expect(aud).toMatchObject({ chave: String(row.papCodigo), prcSltCodigo: processo, depois: null, antes: { pssFscCodigo: novato.pssFscCodigo, papel: 'LEITURA', prcSltCodigo: processo } });
    expect((await e.administrador.request('DELETE', `/sgps/gestao/papeis/${row.papCodigo}`)).statusCode).toBe(404);
  });

  it('an administrator cannot revoke their own administrator role, and the last administrator stays', async () => {
    const [meu] = await t.database.db.select().from(papelEquipe).where(eq(papelEquipe.pssFscCodigo, e.pessoas.administrador));
    const proprio = await e.administrador.request('DELETE', `/sgps/gestao/papeis/${meu.papCodigo}`);
    expect(proprio.statusCode).toBe(409);
    expect(proprio.json().message).toBe(PROPRIO_ADMIN);
    // Two administrators revoking each other at the same time: one goes through, the other finds the last one.
    const r = await conceder(e.administrador, { pssFscCodigo: novato.pssFscCodigo, papel: 'ADMINISTRADOR', prcSltCodigo: null });
    const segundo = r.json().data.papCodigo;
    const c = new Client(t);
    await c.login(CPF_NOVATO, 'senha-do-novato');
    const [a, b] = await Promise.all([c.request('DELETE', `/sgps/gestao/papeis/${meu.papCodigo}`), e.administrador.request('DELETE', `/sgps/gestao/papeis/${segundo}`)]);
    // The loser is refused either by the guard (it is no longer an administrator) or, when both passed the guard
    // before either wrote, by the locked count: never are both administrators gone.
    const perdedor = [a, b].find((x) => x.statusCode !== 200)!;
    expect([a, b].filter((x) => x.statusCode === 200)).toHaveLength(1);
    expect([403, 409]).toContain(perdedor.statusCode);
    if (perdedor.statusCode === 409) expect(perdedor.json().message).toBe(ULTIMO_ADMIN);
    expect((await t.database.db.select().from(papelEquipe).where(eq(papelEquipe.papel, 'ADMINISTRADOR'))).length).toBe(1);
  });
});
