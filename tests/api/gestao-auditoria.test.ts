/**
 * The audit trail (issue 20): newest first, per process and per entity and key, paged, in words; scope (a
 * process's trail needs 'ler' on it, the whole trail 'ler' on every process); and no secret ever leaves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrarAuditoria } from '../../server/entities/auditoria/auditoria.ts';
import { createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';

let t: TestApp;
let e: Equipe;
let processo: number;
let outro: number;
let novato: number;

const minuto = (n: number) => new Date(t.clock.now.getTime() + n * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  processo = await criarProcessoDeTeste(t, { prcSltDescricao: 'Vestibular auditado' });
  outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro auditado' });
  e = await criarEquipe(t, processo, outro);
  ({ pssFscCodigo: novato } = await createAccount(t, { cpf: '11144477735', nome: 'Novato Auditado', senha: 'senha-do-novato' }));
  // A real grant through the API (scoped to the process: it belongs to its trail)...
  const r = await e.administrador.request('POST', '/sgps/gestao/papeis/conceder', { json: { pssFscCodigo: novato, papel: 'LEITURA', prcSltCodigo: processo } });
  expect(r.statusCode, r.body).toBe(200);
  // ...then rows as other areas and the simulation audit write them, at later instants.
  const base = { autorPssFscCodigo: e.pessoas.gestor, titularPssFscCodigo: null, origem: '10.0.0.7' };
  await registrarAuditoria(t.database.db, { ...base, em: minuto(1), acao: 'gestao:processo.salvar', entidade: 'prc_seletivo', chave: String(processo), prcSltCodigo: processo, antes: { prcSltDescricao: 'Vestibular', prcSltNrOpcoes: 1 }, depois: { prcSltDescricao: 'Vestibular auditado', prcSltNrOpcoes: 2 }, justificativa: 'Pedido da comissão do vestibular.' });
  await registrarAuditoria(t.database.db, { ...base, em: minuto(2), acao: 'gestao:opcao.salvar', entidade: 'opcao', chave: '77', prcSltCodigo: processo, antes: null, depois: { opcDescricao: 'Medicina', senhaHash: '$argon2id$v=19$m=65536$abc', dados: { tokenHash: 'x', nome: 'ok' }, pedido: '{"cpf":"1","senhaNova":"segredo123","b":2}', resumo: 'a'.repeat(64).replace(/a/g, 'f') } });
  await registrarAuditoria(t.database.db, { ...base, em: minuto(3), acao: 'gestao:opcao.remover', entidade: 'opcao', chave: '78', prcSltCodigo: outro, antes: { opcDescricao: 'Direito' }, depois: null });
  await registrarAuditoria(t.database.db, { ...base, em: minuto(4), acao: 'POST /sgps/insProcesso/cadastrar2', titularPssFscCodigo: novato, depois: { pedido: { prcSltCodigo: processo }, status: 200 } });
  await registrarAuditoria(t.database.db, { ...base, em: minuto(5), acao: 'gestao:algo.novo', entidade: 'tabela_nova', chave: '1', prcSltCodigo: processo });
});
afterAll(() => t.close());

const trilha = (q: string) => e.administrador.get(`/sgps/gestao/auditoria?${q}`);

describe('GET /sgps/gestao/auditoria', () => {
  it("reads a process's trail newest first, in words, with who, from where, why, before and after", async () => {
    const res = await trilha(`prcSltCodigo=${processo}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.data.map((l: { acaoDescricao: string }) => l.acaoDescricao)).toEqual(['gestao:algo.novo', 'Criação de opção', 'Alteração de processo', 'Concessão de papel']);
    const [, opcao, proc, papel] = body.data;
    expect(proc).toMatchObject({ autorNome: 'Equipe gestor', origem: '10.0.0.7', acao: 'gestao:processo.salvar', entidade: 'prc_seletivo', entidadeNome: 'Processo', chave: String(processo), justificativa: 'Pedido da comissão do vestibular.', em: minuto(1).toISOString() });
    expect(proc.antes).toEqual({ prcSltDescricao: 'Vestibular', prcSltNrOpcoes: 1 });
    expect(papel).toMatchObject({ autorNome: 'Equipe administrador', entidadeNome: 'Papel da equipe', antes: null, depois: { pssFscNome: 'Novato Auditado', papel: 'LEITURA' } });
    expect(opcao.depois.opcDescricao).toBe('Medicina');
    expect(body.entidades).toEqual([
      { entidade: 'opcao', nome: 'Opção' },
      { entidade: 'papel_equipe', nome: 'Papel da equipe' },
      { entidade: 'prc_seletivo', nome: 'Processo' },
      { entidade: 'tabela_nova', nome: 'tabela_nova' },
    ]);
  });

  it('never returns a password, its hash or a token, at any depth or inside JSON kept as text', async () => {
    const res = await trilha(`prcSltCodigo=${processo}&entidade=opcao`);
    const depois = res.json().data[0].depois;
    expect(depois.senhaHash).toBe('[oculto]');
    expect(depois.dados).toEqual({ tokenHash: '[oculto]', nome: 'ok' });
    expect(depois.pedido).toBe('{"cpf":"1","senhaNova":"[oculto]","b":2}');
    expect(depois.resumo).toBe('[oculto]');
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('segredo123');
    // The grant's row names the person, never their account's secrets.
    expect((await trilha(`prcSltCodigo=${processo}&entidade=papel_equipe`)).body).not.toMatch(/senha-do-novato|\$argon2/);
  });

  it('filters by entity and key, and pages', async () => {
    const porChave = (await trilha(`prcSltCodigo=${processo}&entidade=prc_seletivo&chave=${processo}`)).json();
    expect(porChave.total).toBe(1);
    const pagina = (await trilha(`prcSltCodigo=${processo}&start=1&limit=2`)).json();
    expect(pagina.total).toBe(4);
    expect(pagina.data.map((l: { acaoDescricao: string }) => l.acaoDescricao)).toEqual(['Criação de opção', 'Alteração de processo']);
    expect((await trilha('limit=101')).statusCode).toBe(400);
    expect((await trilha('cpf=1')).statusCode).toBe(400);
  });

  it('the whole trail, simulations included, is for staff who read every process', async () => {
    const tudo = (await e.gestor.get('/sgps/gestao/auditoria')).json();
    // The six rows written above, and the second factor each of the six staff members set up at their first sign-in
    // (criarEquipe signs them in; issue 34: every set-up is audited).
    const configuracoes = tudo.data.filter((l: { acao: string }) => l.acao === 'login:segundo-fator:configurar');
    expect(configuracoes).toHaveLength(6);
    expect(tudo.total).toBe(6 + configuracoes.length);
    const sim = tudo.data.find((l: { acao: string }) => l.acao.startsWith('POST '));
    expect(sim).toMatchObject({ acaoDescricao: 'Escrita durante simulação (POST /sgps/insProcesso/cadastrar2)', titularNome: 'Novato Auditado', prcSltCodigo: null });
    expect(tudo.entidades.length).toBeGreaterThan(10);
    for (const c of [e.gestorDoProcesso, e.leitura, e.atendimento, e.gestorDeOutro]) expect((await c.get('/sgps/gestao/auditoria')).statusCode).toBe(403);
  });

  it("a process's trail: its own staff read it, others are refused", async () => {
    for (const c of [e.leitura, e.atendimento, e.gestorDoProcesso, e.gestor]) expect((await c.get(`/sgps/gestao/auditoria?prcSltCodigo=${processo}`)).statusCode).toBe(200);
    expect((await e.gestorDeOutro.get(`/sgps/gestao/auditoria?prcSltCodigo=${processo}`)).statusCode).toBe(403);
    const doOutro = (await e.gestorDeOutro.get(`/sgps/gestao/auditoria?prcSltCodigo=${outro}`)).json();
    expect(doOutro.data.map((l: { acaoDescricao: string }) => l.acaoDescricao)).toEqual(['Exclusão de opção']);
    expect((await e.leitura.get(`/sgps/gestao/auditoria?prcSltCodigo=${outro}`)).statusCode).toBe(403);
    expect((await e.candidato.get(`/sgps/gestao/auditoria?prcSltCodigo=${processo}`)).statusCode).toBe(403);
    expect((await e.anonimo.get(`/sgps/gestao/auditoria?prcSltCodigo=${processo}`)).statusCode).toBe(401);
    // A deleted process's trail outlives it: an unknown code is an empty trail, not a 404.
    expect((await e.gestor.get('/sgps/gestao/auditoria?prcSltCodigo=999999')).json()).toMatchObject({ success: true, data: [], total: 0 });
  });
});
