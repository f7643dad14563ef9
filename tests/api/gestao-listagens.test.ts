/**
 * The back office's listings (/gestao/listagens, API gestao/listagens/*): the stricto and lato/residência cards of the
 * public pages, read within the caller's scope, saved and removed with an audit row and a site rebuild request each.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prjEspCronograma, pssEtapa, reconstrucaoSite } from '../../server/db/schema/index.ts';
import { type Client, FIXED_NOW, type TestApp } from '../support/api.ts';
import { gestaoDeDoisProcessos, ultimaAuditoria as ultimaAuditoriaDe, type Equipe } from '../support/gestao.ts';

let t: TestApp;
let e: Equipe;
let processo: number;
let outro: number;
const DIA = 24 * 3_600_000;

beforeAll(async () => {
  ({ t, e, processo, outro } = await gestaoDeDoisProcessos());
});
afterAll(() => t.close());

const db = () => t.database.db;
const iso = (deslocamentoMs: number) => new Date(FIXED_NOW.getTime() + deslocamentoMs).toISOString();
const ultimaAuditoria = (acao: string) => ultimaAuditoriaDe(t, acao);

describe('cartões das listagens stricto e lato', () => {
  const stricto = (c: Client, corpo: Record<string, unknown>) =>
    c.request('POST', '/sgps/gestao/listagens/stricto/salvar', {
      json: { pssEtpMncTitulo: 'Mestrado em Física', pssEtpDtInicio: iso(DIA), pssEtpDtFim: iso(30 * DIA), pssEtpUrlEdital: 'https://exemplo.edu.br/edital.pdf', tblGrlItemTpInsercao: 'RgsInterno', ...corpo },
    });
  const lato = (c: Client, corpo: Record<string, unknown>) =>
    c.request('POST', '/sgps/gestao/listagens/lato/salvar', { json: { prjEspMncTitulo: 'Especialização em Ensino', prjEspCrnDtInicio: iso(DIA), prjEspCrnDtTermino: iso(20 * DIA), prjEspTpCrnCodigo: 1, prjEspTipo: 'ESPECIALIZACAO', ...corpo } });
  const pedidos = async () => db().select().from(reconstrucaoSite).orderBy(desc(reconstrucaoSite.recCodigo));

  it('um cartão sem processo (nulos explícitos) é da administração', async () => {
    const res = await stricto(e.administrador, { pssEtpCodigo: null, pssEtpMncTitulo: 'Aluno Especial - Física', prcSltCodigo: null, pssEtpDescricao: null, pssEtpCampus: null, pssEtpUrl: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ prcSltCodigo: null, pssEtpDescricao: null, pssEtpCampus: null });
    await db().delete(pssEtapa).where(eq(pssEtapa.pssEtpCodigo, res.json().data.pssEtpCodigo));
  });

  it('cria um cartão stricto, audita e pede a reconstrução do site', async () => {
    const res = await stricto(e.administrador, { pssEtpDescricao: ' Linhas de pesquisa em física teórica. ', pssEtpCampus: 'Campus Uvaranas', prcSltCodigo: processo });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data;
    expect(c).toMatchObject({ pssEtpMncTitulo: 'Mestrado em Física', pssEtpDescricao: 'Linhas de pesquisa em física teórica.', prcSltCodigo: processo, pssEtpDtInicio: iso(DIA) });
    expect(await ultimaAuditoria('gestao:listagem:stricto:salvar')).toMatchObject({ entidade: 'pss_etapa', chave: String(c.pssEtpCodigo), prcSltCodigo: processo, antes: null, depois: { pssEtpMncTitulo: 'Mestrado em Física' } });
    const [pedido] = await pedidos();
    expect(pedido).toMatchObject({ motivo: 'Cartão stricto sensu "Mestrado em Física" criado', pedidaPor: e.pessoas.administrador });
  });

  it.each([
    ['título vazio', { pssEtpMncTitulo: ' ' }, 'pssEtpMncTitulo', 'Título: obrigatório.'],
    ['título longo', { pssEtpMncTitulo: 't'.repeat(201) }, 'pssEtpMncTitulo', 'Título: até 200 caracteres.'],
    ['sem início', { pssEtpDtInicio: null }, 'pssEtpDtInicio', 'Início das inscrições: obrigatório.'],
    ['fim inválido', { pssEtpDtFim: 'amanhã' }, 'pssEtpDtFim', 'Fim das inscrições: data e hora inválidas (dd/mm/aaaa hh:mm).'],
    ['fim antes do início', { pssEtpDtFim: iso(-DIA) }, 'pssEtpDtFim', 'Fim das inscrições: não pode ser antes do início.'],
    ['edital que não é http(s)', { pssEtpUrlEdital: 'javascript:alert(1)' }, 'pssEtpUrlEdital', 'Endereço do edital: informe um endereço que comece com http:// ou https://.'],
    ['inscrição externa sem endereço', { tblGrlItemTpInsercao: 'RgsExterno' }, 'pssEtpUrl', 'Endereço da inscrição externa: obrigatório quando a inscrição é feita em outro sistema.'],
    ['tipo de inscrição desconhecido', { tblGrlItemTpInsercao: 'Outro' }, 'tblGrlItemTpInsercao', 'Tipo de inscrição: escolha uma das opções.'],
    ['descrição longa', { pssEtpDescricao: 'd'.repeat(2001) }, 'pssEtpDescricao', 'Descrição: até 2000 caracteres.'],
    ['processo inexistente', { prcSltCodigo: 999999 }, 'prcSltCodigo', 'Processo: não encontrado.'],
  ])('recusa stricto com %s: mensagem do campo, nada gravado, nenhuma reconstrução', async (_n, corpo, campo, msg) => {
    const antes = [await db().select().from(pssEtapa), (await pedidos()).length];
    const res = await stricto(e.administrador, corpo);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.campos[campo]).toBe(msg);
    expect([await db().select().from(pssEtapa), (await pedidos()).length]).toEqual(antes);
  });

  it('lato e residência: tipo externo exige endereço, modalidade é conferida, o cartão salvo pede reconstrução', async () => {
    const ext = await lato(e.administrador, { prjEspTpCrnCodigo: 10 });
    expect(ext.json().data.campos.prjEspCrnUrl).toBe('Endereço da inscrição: obrigatório quando a inscrição é feita em outro sistema.');
    const mod = await lato(e.administrador, { prjEspTipo: 'MBA', prjEspTpCrnCodigo: 7 });
    expect(mod.json().data.campos).toEqual({ prjEspTipo: 'Modalidade: Especialização ou Residência.', prjEspTpCrnCodigo: 'Tipo de inscrição: escolha uma das opções.' });
    const res = await lato(e.gestorDoProcesso, { prjEspMncTitulo: 'Residência em Clínica', prjEspTipo: 'RESIDENCIA', prjEspTpCrnCodigo: 10, prjEspCrnUrl: 'https://residencia.exemplo.edu.br', prcSltCodigo: processo });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ prjEspTipo: 'RESIDENCIA', prjEspTpCrnCodigo: 10, prcSltCodigo: processo });
    expect(await ultimaAuditoria('gestao:listagem:lato:salvar')).toMatchObject({ entidade: 'prj_esp_cronograma', prcSltCodigo: processo });
    expect((await pedidos())[0].motivo).toBe('Cartão lato sensu "Residência em Clínica" criado');
  });

  it('escopo: cartão sem processo exige papel em todos os processos; sair do próprio processo é recusado', async () => {
    expect((await stricto(e.gestorDoProcesso, { pssEtpMncTitulo: 'Sem processo' })).statusCode).toBe(403);
    expect((await stricto(e.gestorDeOutro, { prcSltCodigo: processo })).statusCode).toBe(403);
    expect((await stricto(e.leitura, { prcSltCodigo: processo })).statusCode).toBe(403);
    const meu = await stricto(e.gestorDoProcesso, { pssEtpMncTitulo: 'Doutorado em Física', prcSltCodigo: processo });
    expect(meu.statusCode).toBe(200);
    const codigo = meu.json().data.pssEtpCodigo;
    expect((await stricto(e.gestorDoProcesso, { pssEtpCodigo: codigo, pssEtpMncTitulo: 'Doutorado em Física', prcSltCodigo: outro })).statusCode).toBe(403);
    expect((await stricto(e.gestorDoProcesso, { pssEtpCodigo: codigo, pssEtpMncTitulo: 'Doutorado em Física', prcSltCodigo: null })).statusCode).toBe(403);
    expect((await stricto(e.gestorDeOutro, { pssEtpCodigo: codigo, pssEtpMncTitulo: 'Tomado', prcSltCodigo: outro })).statusCode).toBe(403);
    expect((await db().select().from(pssEtapa).where(eq(pssEtapa.pssEtpCodigo, codigo)))[0]).toMatchObject({ pssEtpMncTitulo: 'Doutorado em Física', prcSltCodigo: processo });
    expect((await stricto(e.administrador, { pssEtpCodigo: 999999 })).statusCode).toBe(404);
  });

  it('GET lista os cartões no alcance de quem lê (os sem processo para todos) e filtra por tipo', async () => {
    await db().insert(pssEtapa).values([
      { pssEtpMncTitulo: 'Cartão do outro', pssEtpDtInicio: new Date(iso(DIA)), pssEtpDtFim: new Date(iso(2 * DIA)), prcSltCodigo: outro },
      { pssEtpMncTitulo: 'Cartão geral', pssEtpDtInicio: new Date(iso(DIA)), pssEtpDtFim: new Date(iso(2 * DIA)), prcSltCodigo: null },
    ]);
    const titulos = async (c: Client, q = '') => {
      const d = (await c.get(`/sgps/gestao/listagens${q}`)).json().data;
      return { stricto: d.stricto.map((x: { pssEtpMncTitulo: string }) => x.pssEtpMncTitulo).sort(), lato: d.lato.length, d };
    };
    const leitura = await titulos(e.leitura);
    expect(leitura.stricto).toEqual(['Cartão geral', 'Doutorado em Física', 'Mestrado em Física']);
    expect(leitura.d).toMatchObject({ processos: [], podeSemProcesso: false });
    expect(leitura.d.tiposLato).toEqual([{ codigo: 1, descricao: 'Inscrição' }, { codigo: 10, descricao: 'Inscrição externa' }]);
    expect((await titulos(e.gestorDeOutro)).stricto).toEqual(['Cartão do outro', 'Cartão geral']);
    const admin = await titulos(e.administrador, '?tipo=stricto');
    expect(admin.stricto).toHaveLength(4);
    expect(admin.lato).toBe(0);
    expect(admin.d.podeSemProcesso).toBe(true);
    expect((await titulos(e.gestorDoProcesso)).d.processos.map((p: { prcSltCodigo: number }) => p.prcSltCodigo)).toEqual([processo]);
    expect((await e.anonimo.get('/sgps/gestao/listagens')).statusCode).toBe(401);
    expect((await e.candidato.get('/sgps/gestao/listagens')).statusCode).toBe(403);
  });

  it('remove cartões stricto e lato com auditoria e reconstrução; respeita o escopo', async () => {
    const [c] = await db().select().from(pssEtapa).where(eq(pssEtapa.pssEtpMncTitulo, 'Mestrado em Física'));
    expect((await e.gestorDeOutro.request('DELETE', `/sgps/gestao/listagens/stricto/${c.pssEtpCodigo}`)).statusCode).toBe(403);
    expect((await e.administrador.request('DELETE', '/sgps/gestao/listagens/stricto/999999')).statusCode).toBe(404);
    const res = await e.gestorDoProcesso.request('DELETE', `/sgps/gestao/listagens/stricto/${c.pssEtpCodigo}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await db().select().from(pssEtapa).where(eq(pssEtapa.pssEtpCodigo, c.pssEtpCodigo))).toHaveLength(0);
    expect(await ultimaAuditoria('gestao:listagem:stricto:remover')).toMatchObject({ chave: String(c.pssEtpCodigo), antes: { pssEtpMncTitulo: 'Mestrado em Física' }, depois: null });
    expect((await pedidos())[0].motivo).toBe('Cartão stricto sensu "Mestrado em Física" removido');
    const [l] = await db().select().from(prjEspCronograma);
    const rl = await e.administrador.request('DELETE', `/sgps/gestao/listagens/lato/${l.prjEspCrnCodigo}`);
    expect(rl.statusCode).toBe(200);
    expect(await ultimaAuditoria('gestao:listagem:lato:remover')).toMatchObject({ antes: { prjEspMncTitulo: 'Residência em Clínica' } });
  });
});
