import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insPrcRcrCronograma, insPrcRecurso, insProcesso, prcSltCronograma } from '../../server/db/schema/index.ts';
import { type Client, createAccount, FIXED_NOW, type TestApp } from '../support/api.ts';
import { criarProcessoDeTeste, gestaoDeDoisProcessos, ultimaAuditoria as ultimaAuditoriaDe, type Equipe } from '../support/gestao.ts';

let t: TestApp;
let e: Equipe;
let processo: number;
let outro: number;
const HORA = 3_600_000;
const DIA = 24 * HORA;

beforeAll(async () => {
  ({ t, e, processo, outro } = await gestaoDeDoisProcessos());
});
afterAll(() => t.close());

const db = () => t.database.db;
const iso = (deslocamentoMs: number) => new Date(FIXED_NOW.getTime() + deslocamentoMs).toISOString();
const ultimaAuditoria = (acao: string) => ultimaAuditoriaDe(t, acao);
const salvarItem = (c: Client, corpo: Record<string, unknown>) =>
  c.request('POST', '/sgps/gestao/cronogramas/salvar', { json: { prcSltCodigo: processo, tblGrlItmCdgPrcSltTpCrn: '1', prcSltCrnDescricao: 'Período de inscrições', prcSltCrnDtInicio: iso(DIA), prcSltCrnDtFim: iso(10 * DIA), ...corpo } });
const itensDe = async (p = processo) => db().select().from(prcSltCronograma).where(eq(prcSltCronograma.prcSltCodigo, p));
let cpfs = ['52601815906', '08301661305', '18609139034'];
const inscrever = async (p: number) => {
  const cpf = cpfs[0];
  cpfs = cpfs.slice(1);
  const { pssFscCodigo } = await createAccount(t, { cpf, nome: `Inscrito ${cpf}`, senha: 'senha-inscrito' });
  return (await db().insert(insProcesso).values({ pssFscCodigo, prcSltCodigo: p, insPrcIncDtHora: t.clock.now }).returning())[0];
};

describe('cronogramas do processo', () => {
  it('GET traz os tipos (com a devolução marcada) e os itens; respeita o escopo', async () => {
    const res = await e.leitura.get(`/sgps/gestao/processos/${processo}/cronogramas`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ prcSltCodigo: processo, itens: [], inscricoes: 0 });
    expect(res.json().data.tipos).toEqual([
      { codigo: '1', descricao: 'Cronograma do processo', devolucao: false },
      { codigo: '2', descricao: 'Cronograma de devolução da taxa de inscrição', devolucao: true },
      { codigo: '3', descricao: 'Reexame', devolucao: false },
    ]);
    expect((await e.gestorDeOutro.get(`/sgps/gestao/processos/${processo}/cronogramas`)).statusCode).toBe(403);
    expect((await e.candidato.get(`/sgps/gestao/processos/${processo}/cronogramas`)).statusCode).toBe(403);
    expect((await e.administrador.get('/sgps/gestao/processos/999999/cronogramas')).statusCode).toBe(404);
  });

  it('acrescenta itens em ordem, altera e remove, com auditoria', async () => {
    const a = await salvarItem(e.gestorDoProcesso, { prcSltCrnDescricao: '  Período de inscrições ' });
    expect(a.statusCode, a.body).toBe(200);
    const b = await salvarItem(e.gestorDoProcesso, { prcSltCrnDescricao: 'Prova objetiva', prcSltCrnDtInicio: iso(20 * DIA), prcSltCrnDtFim: iso(20 * DIA) });
    const itens = b.json().data.itens;
    expect(itens.map((i: { prcSltCrnDescricao: string; prcSltCrnOrdem: number }) => [i.prcSltCrnDescricao, i.prcSltCrnOrdem])).toEqual([['Período de inscrições', 1], ['Prova objetiva', 2]]);
    const audit = await ultimaAuditoria('gestao:cronograma:salvar');
    expect(audit).toMatchObject({ prcSltCodigo: processo, entidade: 'prc_slt_cronograma', antes: null, depois: { tipo: '1', descricao: 'Prova objetiva', inicio: iso(20 * DIA), ordem: 2, recurso: false } });
    const prova = itens[1];
    const alt = await salvarItem(e.gestorDoProcesso, { prcSltCrnCodigo: prova.prcSltCrnCodigo, prcSltCrnDescricao: 'Prova objetiva (manhã)', prcSltCrnDtInicio: iso(20 * DIA), prcSltCrnDtFim: iso(20 * DIA + 4 * HORA) });
    expect(alt.statusCode).toBe(200);
    expect(await ultimaAuditoria('gestao:cronograma:salvar')).toMatchObject({ antes: { descricao: 'Prova objetiva', ordem: 2 }, depois: { descricao: 'Prova objetiva (manhã)', ordem: 2 } });
    const sem = await salvarItem(e.gestorDoProcesso, { prcSltCrnDescricao: 'Resultado', prcSltCrnDtInicio: null, prcSltCrnDtFim: null });
    expect(sem.json().data.itens.find((i: { prcSltCrnDescricao: string }) => i.prcSltCrnDescricao === 'Resultado')).toMatchObject({ prcSltCrnDtInicio: null, prcSltCrnDtFim: null, prcSltCrnOrdem: 3 });
    const rem = await e.gestorDoProcesso.request('DELETE', `/sgps/gestao/cronogramas/${prova.prcSltCrnCodigo}`);
    expect(rem.statusCode, rem.body).toBe(200);
    expect(rem.json().data.itens).toHaveLength(2);
    expect(await ultimaAuditoria('gestao:cronograma:remover')).toMatchObject({ chave: String(prova.prcSltCrnCodigo), antes: { descricao: 'Prova objetiva (manhã)' }, depois: null });
  });

  it('aceita nulos explícitos como o site os manda (código, ordem, taxa, datas)', async () => {
    const res = await salvarItem(e.administrador, { prcSltCrnCodigo: null, prcSltCrnDescricao: 'Homologação', prcSltCrnDtInicio: null, prcSltCrnDtFim: null, prcSltCrnOrdem: null, recurso: false, prcSltCrnRcrVlr: null, justificativa: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.itens.find((i: { prcSltCrnDescricao: string }) => i.prcSltCrnDescricao === 'Homologação')).toMatchObject({ prcSltCrnDtInicio: null, prcSltCrnRcrVlr: null, recurso: false });
  });

  it.each([
    ['tipo desconhecido', { tblGrlItmCdgPrcSltTpCrn: '99' }, 'tblGrlItmCdgPrcSltTpCrn', 'Tipo: escolha um dos tipos de cronograma.'],
    ['descrição vazia', { prcSltCrnDescricao: '  ' }, 'prcSltCrnDescricao', 'Descrição: escreva o que acontece nesta etapa.'],
    ['descrição longa', { prcSltCrnDescricao: 'x'.repeat(301) }, 'prcSltCrnDescricao', 'Descrição: até 300 caracteres.'],
    ['início inválido', { prcSltCrnDtInicio: '31/02/2026' }, 'prcSltCrnDtInicio', 'Início: data e hora inválidas (dd/mm/aaaa hh:mm).'],
    ['fim antes do início', { prcSltCrnDtFim: new Date('2026-01-01T00:00:00Z').toISOString() }, 'prcSltCrnDtFim', 'Fim: não pode ser antes do início.'],
    ['janela de recurso sem datas', { tblGrlItmCdgPrcSltTpCrn: '3', prcSltCrnDtInicio: null, prcSltCrnDtFim: null }, 'prcSltCrnDtInicio', 'Uma janela de recurso precisa de início e fim.'],
    ['taxa sem janela de recurso', { prcSltCrnRcrVlr: 1500 }, 'prcSltCrnRcrVlr', 'Taxa do recurso: só uma janela de recurso tem taxa.'],
  ])('recusa %s com a mensagem do campo e não grava nada', async (_n, corpo, campo, msg) => {
    const antes = await itensDe();
    const res = await salvarItem(e.administrador, corpo);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.campos[campo]).toBe(msg);
    expect(await itensDe()).toEqual(antes);
  });

  it('recusa item de outro processo, quem só lê e quem está fora do escopo', async () => {
    const [deOutro] = await db().insert(prcSltCronograma).values({ prcSltCodigo: outro, tblGrlItmCdgPrcSltTpCrn: '1', prcSltCrnDescricao: 'Do outro' }).returning();
    expect((await salvarItem(e.administrador, { prcSltCrnCodigo: deOutro.prcSltCrnCodigo })).statusCode).toBe(404);
    expect((await salvarItem(e.leitura, {})).statusCode).toBe(403);
    expect((await salvarItem(e.atendimento, {})).statusCode).toBe(403);
    expect((await salvarItem(e.gestorDeOutro, {})).statusCode).toBe(403);
    expect((await e.gestorDoProcesso.request('DELETE', `/sgps/gestao/cronogramas/${deOutro.prcSltCrnCodigo}`)).statusCode).toBe(403);
    expect((await e.administrador.request('DELETE', '/sgps/gestao/cronogramas/999999')).statusCode).toBe(404);
    expect(await itensDe(outro)).toHaveLength(1);
  });
});

describe('janelas de devolução e de recurso', () => {
  it('um item do tipo Reexame é uma janela de recurso, sem caixa à parte; a caixa em outro tipo é recusada', async () => {
    const proc = await criarProcessoDeTeste(t, { prcSltDescricao: 'Processo com reexame' });
    const criada = await salvarItem(e.gestor, { prcSltCodigo: proc, tblGrlItmCdgPrcSltTpCrn: '3', prcSltCrnDescricao: 'Recurso do gabarito', prcSltCrnDtInicio: iso(DIA), prcSltCrnDtFim: iso(2 * DIA) });
    expect(criada.statusCode, criada.body).toBe(200);
    expect(criada.json().data.itens[0]).toMatchObject({ recurso: true, tblGrlItmCdgPrcSltTpCrn: '3' });
    const semDatas = await salvarItem(e.gestor, { prcSltCodigo: proc, tblGrlItmCdgPrcSltTpCrn: '3', prcSltCrnDescricao: 'Recurso sem datas', prcSltCrnDtInicio: null, prcSltCrnDtFim: null });
    expect(semDatas.statusCode).toBe(400);
    const outroTipo = await salvarItem(e.gestor, { prcSltCodigo: proc, tblGrlItmCdgPrcSltTpCrn: '1', prcSltCrnDescricao: 'Recurso?', prcSltCrnDtInicio: iso(DIA), prcSltCrnDtFim: iso(2 * DIA), recurso: true });
    expect(outroTipo.statusCode).toBe(400);
    expect(outroTipo.json().data.campos.recurso).toBe('Uma janela de recurso é um item do tipo Reexame: escolha esse tipo.');
  });

  let p: number;
  beforeAll(async () => {
    p = await criarProcessoDeTeste(t, { prcSltDescricao: 'Processo com janelas' });
    await inscrever(p);
  });
  const salvar = (corpo: Record<string, unknown>) => salvarItem(e.gestor, { prcSltCodigo: p, ...corpo });

  it('mudar as datas de uma janela de recurso aberta pede justificativa; mudar só o texto não', async () => {
    const criada = await salvar({ tblGrlItmCdgPrcSltTpCrn: '3', prcSltCrnDescricao: 'Recurso do gabarito', prcSltCrnDtInicio: iso(-DIA), prcSltCrnDtFim: iso(2 * DIA), recurso: true, prcSltCrnRcrVlr: 3000 });
    expect(criada.statusCode, criada.body).toBe(200);
    const janela = criada.json().data.itens[0];
    expect(janela).toMatchObject({ recurso: true, prcSltCrnRcrVlr: 3000, janelaAberta: true, recursos: 0 });
    const base = { prcSltCrnCodigo: janela.prcSltCrnCodigo, tblGrlItmCdgPrcSltTpCrn: '3', prcSltCrnDescricao: 'Recurso do gabarito preliminar', prcSltCrnDtInicio: iso(-DIA), prcSltCrnDtFim: iso(2 * DIA), recurso: true, prcSltCrnRcrVlr: 3000 };
    expect((await salvar(base)).statusCode).toBe(200);
    const encurtar = await salvar({ ...base, prcSltCrnDtFim: iso(HORA) });
    expect(encurtar.statusCode).toBe(409);
    expect(encurtar.json().data).toEqual({ precisaJustificativa: true, inscricoesAfetadas: 1 });
    expect((await salvar({ ...base, prcSltCrnRcrVlr: 5000 })).statusCode).toBe(409);
    const ok = await salvar({ ...base, prcSltCrnDtFim: iso(HORA), justificativa: 'Prazo do edital retificado (item 9.1).' });
    expect(ok.statusCode).toBe(200);
    expect(await ultimaAuditoria('gestao:cronograma:salvar')).toMatchObject({ justificativa: 'Prazo do edital retificado (item 9.1).', antes: { fim: iso(2 * DIA) }, depois: { fim: iso(HORA) } });
  });

  it('remover uma janela de devolução aberta pede justificativa (na query)', async () => {
    const criada = await salvar({ tblGrlItmCdgPrcSltTpCrn: '2', prcSltCrnDescricao: 'Solicitação de devolução', prcSltCrnDtInicio: iso(-DIA), prcSltCrnDtFim: iso(DIA) });
    const dev = criada.json().data.itens.find((i: { tblGrlItmCdgPrcSltTpCrn: string }) => i.tblGrlItmCdgPrcSltTpCrn === '2');
    expect(dev.janelaAberta).toBe(true);
    const sem = await e.gestor.request('DELETE', `/sgps/gestao/cronogramas/${dev.prcSltCrnCodigo}`);
    expect(sem.statusCode).toBe(409);
    const com = await e.gestor.request('DELETE', `/sgps/gestao/cronogramas/${dev.prcSltCrnCodigo}?justificativa=${encodeURIComponent('Devoluções passam a ser por ofício.')}`);
    expect(com.statusCode, com.body).toBe(200);
    expect(await ultimaAuditoria('gestao:cronograma:remover')).toMatchObject({ justificativa: 'Devoluções passam a ser por ofício.', prcSltCodigo: p });
  });

  it('uma janela com recursos registrados não deixa de ser janela nem é removida', async () => {
    const criada = await salvar({ tblGrlItmCdgPrcSltTpCrn: '3', prcSltCrnDescricao: 'Recurso do resultado', prcSltCrnDtInicio: iso(5 * DIA), prcSltCrnDtFim: iso(6 * DIA), recurso: true });
    const janela = criada.json().data.itens.find((i: { prcSltCrnDescricao: string }) => i.prcSltCrnDescricao === 'Recurso do resultado');
    const ins = (await db().select().from(insProcesso).where(eq(insProcesso.prcSltCodigo, p)))[0];
    const [rec] = await db().insert(insPrcRecurso).values({ insPrcCodigo: ins.insPrcCodigo, tblGrlItmCdgPrcSltTpCrn: '3', insPrcRcrJustificativa: 'Questão 12 tem duas respostas.' }).returning();
    await db().insert(insPrcRcrCronograma).values({ insPrcRcrCodigo: rec.insPrcRcrCodigo, insPrcCodigo: ins.insPrcCodigo, prcSltCrnCodigo: janela.prcSltCrnCodigo });
    // The kind is the switch (issue 37): moving it out of Reexame would stop it being a window.
    const tirar = await salvar({ prcSltCrnCodigo: janela.prcSltCrnCodigo, tblGrlItmCdgPrcSltTpCrn: '1', prcSltCrnDescricao: 'Recurso do resultado', prcSltCrnDtInicio: iso(5 * DIA), prcSltCrnDtFim: iso(6 * DIA) });
    expect(tirar.statusCode).toBe(400);
    expect(tirar.json().data.campos.recurso).toBe('Esta janela já tem 1 recurso registrado: ela continua sendo uma janela de recurso.');
    const rem = await e.gestor.request('DELETE', `/sgps/gestao/cronogramas/${janela.prcSltCrnCodigo}`);
    expect(rem.statusCode).toBe(409);
    expect(rem.json().message).toBe('Não é possível remover "Recurso do resultado": há 1 recurso registrado nesta janela.');
    expect(await db().select().from(insPrcRcrCronograma).where(eq(insPrcRcrCronograma.prcSltCrnCodigo, janela.prcSltCrnCodigo))).toHaveLength(1);
  });
});
