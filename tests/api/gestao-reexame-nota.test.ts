import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insPrcRcrCronograma, insPrcRecurso, prcSltCronograma, prcSltCrnRecurso } from '../../server/db/schema/index.ts';
import { type Client, createTestApp, type TestApp } from '../support/api.ts';
import { auditoriasDe, type Cenario, cenario, DIA, enviarMultipart, inscrever } from './gestao-atendimento.fixtures.ts';

/**
 * Issue 22: an appeal on the preliminary result that changes a score. The deferred answer names the exam and the
 * new score; the score is written where the ranking reads it, the audit row carries it before and after, and the
 * ranking computed next puts the candidate where the new score does. Refused: several appeals at once, a refused
 * appeal, an exam of no ranking of the process, a serial named for a non-serial process's exam, a score with 5
 * decimals, a role that cannot configure the ranking.
 */
let t: TestApp;
let c: Cenario;
const ins: Record<'ana' | 'bia', number> = { ana: 0, bia: 0 };
let recursoBia = 0;
let recursoAna = 0;

const url = () => `/sgps/gestao/processos/${c.processo}/classificacao`;
const responder = (cl: Client, corpo: Record<string, unknown>) =>
  cl.request('POST', '/sgps/gestao/reexame/responder', { json: { prcSltCodigo: c.processo, situacao: 'deferido', resposta: 'A questão 7 da prova objetiva foi recorrigida.', ...corpo } });
const calcularAC = async () => {
  const res = await c.e.gestorDoProcesso.request('POST', `${url()}/calcular`, { json: {} });
  expect(res.statusCode, res.body).toBe(200);
  const lista = res.json().data.opcoes[0].listas.find((l: { lista: string }) => l.lista === 'AC');
  return lista.candidatos.map((x: { inscricao: number; nota: number; situacao: string }) => [x.inscricao, x.nota, x.situacao]);
};

beforeAll(async () => {
  t = await createTestApp();
  c = await cenario(t);
  const db = t.database.db;
  ins.ana = await inscrever(t, c.e.pessoas.candidato, c.processo, c.opcao);
  ins.bia = await inscrever(t, c.candidata.pssFscCodigo, c.processo, c.opcao);
  const [j] = await db
    .insert(prcSltCronograma)
    .values({ prcSltCodigo: c.processo, tblGrlItmCdgPrcSltTpCrn: '3', prcSltCrnDescricao: 'Recurso do resultado preliminar', prcSltCrnDtInicio: new Date(t.clock.now.getTime() - DIA), prcSltCrnDtFim: new Date(t.clock.now.getTime() + DIA), prcSltCrnOrdem: 1 })
    .returning();
  await db.insert(prcSltCrnRecurso).values({ prcSltCrnCodigo: j.prcSltCrnCodigo, prcSltCrnRcrVlr: null });
  const recurso = async (insPrcCodigo: number, texto: string) => {
    const [r] = await db.insert(insPrcRecurso).values({ insPrcCodigo, tblGrlItmCdgPrcSltTpCrn: '3', insPrcRcrJustificativa: texto, insPrcRcrCriadoEm: t.clock.now }).returning();
    await db.insert(insPrcRcrCronograma).values({ insPrcRcrCodigo: r.insPrcRcrCodigo, insPrcCodigo, prcSltCrnCodigo: j.prcSltCrnCodigo });
    return r.insPrcRcrCodigo;
  };
  recursoBia = await recurso(ins.bia, 'A questão 7 tem o gabarito errado.');
  recursoAna = await recurso(ins.ana, 'Peço a revisão da redação.');
  const csv = `insPrcCodigo;prova;nota\n${ins.ana};Objetiva;70\n${ins.ana};Redação;8\n${ins.bia};Objetiva;60\n${ins.bia};Redação;9\n`;
  const up = await enviarMultipart(t, c.e.gestorDoProcesso, `${url()}/notas`, {}, { campo: 'arquivo', name: 'notas.csv', type: 'text/csv', data: Buffer.from(csv) });
  expect(up.statusCode, up.body).toBe(200);
  const conf = (await c.e.gestorDoProcesso.get(url())).json().data;
  const regras = {
    categorias: [],
    vagas: [{ opcao: c.opcao, lista: 'AC', vagas: 1 }],
    pesos: conf.provas.map((p: { prova: number }) => ({ prova: p.prova, peso: 1 })),
    eliminacao: { ausente: true, zeroEm: [], minimoTotal: null },
    desempate: [{ tipo: 'inscricao' }],
    dataReferencia: '2026-01-31',
  };
  const r = await c.e.gestorDoProcesso.request('POST', `${url()}/regras`, { json: { regras } });
  expect(r.statusCode, r.body).toBe(200);
});
afterAll(() => t.close());

describe('an appeal that changes a score', () => {
  let objetiva = 0;

  it('the queue lists the exams of the ranking a deferred appeal may change', async () => {
    const provas = (await c.e.gestorDoProcesso.get(`/sgps/gestao/processos/${c.processo}/reexame`)).json().data.provas;
    expect(provas.map((p: { descricao: string }) => p.descricao)).toEqual(['Objetiva', 'Redação']);
    objetiva = provas[0].prova;
    expect(await calcularAC()).toEqual([
      [ins.ana, 78, 'aprovado'],
      [ins.bia, 69, 'espera'],
    ]);
  });

  it('refuses a score change the answer cannot carry, writing nothing', async () => {
    const campos = async (cl: Client, corpo: Record<string, unknown>) => {
      const res = await responder(cl, corpo);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().data.campos;
    };
    expect(await campos(c.e.gestorDoProcesso, { respostas: [{ insPrcRcrCodigo: recursoBia }, { insPrcRcrCodigo: recursoAna }], nota: { prova: objetiva, nota: 80 } })).toEqual({
      nota: 'Nova nota: responda um recurso por vez quando a resposta muda uma nota.',
    });
    expect(await campos(c.e.gestorDoProcesso, { respostas: [{ insPrcRcrCodigo: recursoBia }], situacao: 'indeferido', nota: { prova: objetiva, nota: 80 } })).toEqual({
      nota: 'Nova nota: só um recurso deferido (ou deferido parcialmente) muda a nota.',
    });
    expect(await campos(c.e.gestorDoProcesso, { respostas: [{ insPrcRcrCodigo: recursoBia }], nota: { prova: objetiva + 1000, nota: 80 } })).toEqual({
      nota: 'Nova nota: escolha uma prova da classificação deste processo.',
    });
    expect(await campos(c.e.gestorDoProcesso, { respostas: [{ insPrcRcrCodigo: recursoBia }], nota: { prova: objetiva, seriado: 2, nota: 80 } })).toEqual({
      nota: 'Nova nota: o seriado só vale para processos seriados.',
    });
    expect(await campos(c.e.gestorDoProcesso, { respostas: [{ insPrcRcrCodigo: recursoBia }], nota: { prova: objetiva, nota: 80.12345 } })).toEqual({
      nota: 'Nova nota: use um número não negativo com até 4 casas decimais.',
    });
    expect((await responder(c.e.gestorDoProcesso, { respostas: [{ insPrcRcrCodigo: recursoBia }], nota: { prova: objetiva, nota: -1 } })).statusCode).toBe(400);
    // Answering appeals ('atender') is not changing the ranking's inputs ('configurar').
    expect((await responder(c.e.atendimento, { respostas: [{ insPrcRcrCodigo: recursoBia }], nota: { prova: objetiva, nota: 80 } })).statusCode).toBe(403);
    expect((await responder(c.e.gestorDeOutro, { respostas: [{ insPrcRcrCodigo: recursoBia }], nota: { prova: objetiva, nota: 80 } })).statusCode).toBe(403);
    expect(await auditoriasDe(t, 'gestao:reexame:responder')).toEqual([]);
    expect(await calcularAC()).toEqual([
      [ins.ana, 78, 'aprovado'],
      [ins.bia, 69, 'espera'],
    ]);
  });

  it('the deferred answer changes the score, audited before and after, and the ranking computed next reflects it', async () => {
    const res = await responder(c.e.gestorDoProcesso, { respostas: [{ insPrcRcrCodigo: recursoBia }], nota: { prova: objetiva, nota: 75.5 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ inseridas: 1, atualizadas: 0, inalteradas: 0, nota: { insPrcCodigo: ins.bia, prova: objetiva, antes: 60, depois: 75.5 } });
    expect(res.json().message).toBe('1 resposta gravada. Nota alterada: calcule a classificação de novo.');
    const [a] = await auditoriasDe(t, 'gestao:reexame:responder');
    expect([a.chave, a.prcSltCodigo, a.antes, a.depois]).toEqual([
      String(recursoBia),
      c.processo,
      { nota: { prova: objetiva, valor: 60 } },
      { situacao: 'DEFERIDO', texto: 'A questão 7 da prova objetiva foi recorrigida.', rcrRspAnxCodigo: null, insPrcCodigo: ins.bia, nota: { prova: objetiva, valor: 75.5 } },
    ]);
    expect(await calcularAC()).toEqual([
      [ins.bia, 84.5, 'aprovado'],
      [ins.ana, 78, 'espera'],
    ]);
  });
});
