import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insPrcRcrCronograma, insPrcRecurso, prcSeletivo, prcSltCronograma, prcSltCrnRecurso, seriadoCandidato, seriadoPontuacao, seriadoProva } from '../../server/db/schema/index.ts';
import { type Client, createTestApp, type TestApp } from '../support/api.ts';
import { auditoriasDe, type Cenario, cenario, DIA, inscrever } from './gestao-atendimento.fixtures.ts';

/**
 * Issue 22, serial processes: a deferred appeal that changes a score changes the standardized score of one serial
 * (1 or 2) of one exam in seriado_pontuacao — the figure the ranking and the candidate's simulation read. Audited
 * before and after; the ranking computed next and the simulation reflect it. Refused: no serial named, a serial 2
 * for the essay, a serial named for a non-serial process's exam.
 */
let t: TestApp;
let c: Cenario;
const ins: Record<'ana' | 'bia', number> = { ana: 0, bia: 0 };
const prv = { mat: 0, red: 0 };
let recursoBia = 0;

const url = () => `/sgps/gestao/processos/${c.processo}/classificacao`;
const responder = (cl: Client, corpo: Record<string, unknown>) =>
  cl.request('POST', '/sgps/gestao/reexame/responder', { json: { prcSltCodigo: c.processo, situacao: 'deferido', resposta: 'A questão 12 de Matemática foi anulada.', respostas: [{ insPrcRcrCodigo: recursoBia }], ...corpo } });
const calcularAC = async () => {
  const res = await c.e.gestorDoProcesso.request('POST', `${url()}/calcular`, { json: {} });
  expect(res.statusCode, res.body).toBe(200);
  const lista = res.json().data.opcoes[0].listas.find((l: { lista: string }) => l.lista === 'AC');
  return lista.candidatos.map((x: { inscricao: number; nota: number; situacao: string }) => [x.inscricao, x.nota, x.situacao]);
};
/** Bia's own simulation (Joana's account in the fixture): her final score and her place. */
const simulacaoDaBia = async () => {
  const res = await c.candidata.cliente.get(`/sgps/insProcesso/cnsSmlCndSeriado?prcSltCodigo=${c.processo}&opcCodigo=${c.opcao}`);
  expect(res.statusCode, res.body).toBe(200);
  const [r] = res.json().cnsSmlSeriado;
  return [r.pntCndPrvPntPdrFinal, r.cndCrsClassificacao];
};

beforeAll(async () => {
  t = await createTestApp();
  c = await cenario(t);
  const db = t.database.db;
  await db.update(prcSeletivo).set({ prcSltTipo: 'SERIADO' }).where(eq(prcSeletivo.prcSltCodigo, c.processo));
  ins.ana = await inscrever(t, c.e.pessoas.candidato, c.processo, c.opcao);
  ins.bia = await inscrever(t, c.candidata.pssFscCodigo, c.processo, c.opcao);
  const prova = async (etpCodigo: number, prvDescricao: string, prvOrdem: number) =>
    (await db.insert(seriadoProva).values({ prcSltCodigo: c.processo, etpCodigo, etpDescricao: `Etapa ${etpCodigo}`, prvDescricao, prvValorizacao: '10', prvEspecifica: false, prvOrdem }).returning())[0].prvCodigo;
  prv.mat = await prova(1, 'Matemática', 1);
  prv.red = await prova(5, 'Redação', 2);
  await db.insert(seriadoCandidato).values([ins.ana, ins.bia].map((insPrcCodigo) => ({ insPrcCodigo, opcCodigo: c.opcao, clsTpCota: 'AC' })));
  // Ana: Matemática (60 + 80) / 2 = 70, Redação 8 -> 78. Bia: (60 + 60) / 2 = 60, Redação 9 -> 69.
  await db.insert(seriadoPontuacao).values([
    { insPrcCodigo: ins.ana, prvCodigo: prv.mat, pntCndPrvPntBrtSeriado1: '6', pntCndPrvPntBrtSeriado2: '8', pntCndPrvPntPdrSeriado1: '60', pntCndPrvPntPdrSeriado2: '80' },
    { insPrcCodigo: ins.ana, prvCodigo: prv.red, pntCndPrvPntBrtSeriado1: '8', pntCndPrvPntPdrSeriado1: '8' },
    { insPrcCodigo: ins.bia, prvCodigo: prv.mat, pntCndPrvPntBrtSeriado1: '6', pntCndPrvPntBrtSeriado2: '6', pntCndPrvPntPdrSeriado1: '60', pntCndPrvPntPdrSeriado2: '60' },
    { insPrcCodigo: ins.bia, prvCodigo: prv.red, pntCndPrvPntBrtSeriado1: '9', pntCndPrvPntPdrSeriado1: '9' },
  ]);
  const [j] = await db
    .insert(prcSltCronograma)
    .values({ prcSltCodigo: c.processo, tblGrlItmCdgPrcSltTpCrn: '3', prcSltCrnDescricao: 'Recurso do resultado preliminar', prcSltCrnDtInicio: new Date(t.clock.now.getTime() - DIA), prcSltCrnDtFim: new Date(t.clock.now.getTime() + DIA), prcSltCrnOrdem: 1 })
    .returning();
  await db.insert(prcSltCrnRecurso).values({ prcSltCrnCodigo: j.prcSltCrnCodigo, prcSltCrnRcrVlr: null });
  const [r] = await db.insert(insPrcRecurso).values({ insPrcCodigo: ins.bia, tblGrlItmCdgPrcSltTpCrn: '3', insPrcRcrJustificativa: 'A questão 12 tem duas respostas certas.', insPrcRcrCriadoEm: t.clock.now }).returning();
  await db.insert(insPrcRcrCronograma).values({ insPrcRcrCodigo: r.insPrcRcrCodigo, insPrcCodigo: ins.bia, prcSltCrnCodigo: j.prcSltCrnCodigo });
  recursoBia = r.insPrcRcrCodigo;
  const conf = (await c.e.gestorDoProcesso.get(url())).json().data;
  const regras = {
    categorias: [],
    vagas: [{ opcao: c.opcao, lista: 'AC', vagas: 1 }],
    pesos: conf.provas.map((p: { prova: number }) => ({ prova: p.prova, peso: 1 })),
    eliminacao: { ausente: true, zeroEm: [], minimoTotal: null },
    desempate: [{ tipo: 'inscricao' }],
    dataReferencia: '2026-01-31',
  };
  const res = await c.e.gestorDoProcesso.request('POST', `${url()}/regras`, { json: { regras } });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

describe('an appeal that changes a serial score', () => {
  it('the queue lists each objective exam per serial and the essay once', async () => {
    const provas = (await c.e.gestorDoProcesso.get(`/sgps/gestao/processos/${c.processo}/reexame`)).json().data.provas;
    expect(provas).toEqual([
      { prova: prv.mat, seriado: 1, descricao: 'Matemática — Seriado 1 (nota padronizada)' },
      { prova: prv.mat, seriado: 2, descricao: 'Matemática — Seriado 2 (nota padronizada)' },
      { prova: prv.red, seriado: 1, descricao: 'Redação (nota da redação, Seriado 1)' },
    ]);
    expect(await calcularAC()).toEqual([
      [ins.ana, 78, 'aprovado'],
      [ins.bia, 69, 'espera'],
    ]);
    expect(await simulacaoDaBia()).toEqual([69, 2]);
  });

  it('refuses a serial score the answer does not name exactly, writing nothing', async () => {
    const campo = async (nota: Record<string, unknown>) => {
      const res = await responder(c.e.gestorDoProcesso, { nota });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().data.campos.nota;
    };
    expect(await campo({ prova: prv.mat, nota: 90 })).toBe('Nova nota: escolha o seriado (1 ou 2) cuja nota padronizada muda.');
    expect(await campo({ prova: prv.red, seriado: 2, nota: 10 })).toBe('Nova nota: a redação tem uma nota só, no Seriado 1.');
    expect((await responder(c.e.gestorDoProcesso, { nota: { prova: prv.mat, seriado: 3, nota: 90 } })).statusCode).toBe(400);
    expect((await responder(c.e.atendimento, { nota: { prova: prv.mat, seriado: 2, nota: 90 } })).statusCode).toBe(403);
    expect(await auditoriasDe(t, 'gestao:reexame:responder')).toEqual([]);
    expect(await simulacaoDaBia()).toEqual([69, 2]);
  });

  it('changes the standardized score of the serial named, audited before and after; the ranking and the simulation follow', async () => {
    const res = await responder(c.e.gestorDoProcesso, { nota: { prova: prv.mat, seriado: 2, nota: 80.5 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.nota).toEqual({ insPrcCodigo: ins.bia, prova: prv.mat, seriado: 2, antes: 60, depois: 80.5 });
    const [a] = await auditoriasDe(t, 'gestao:reexame:responder');
    expect([a.chave, a.antes, (a.depois as { nota: unknown }).nota]).toEqual([String(recursoBia), { nota: { prova: prv.mat, seriado: 2, valor: 60 } }, { prova: prv.mat, seriado: 2, valor: 80.5 }]);
    const [linha] = await t.database.db.select().from(seriadoPontuacao).where(eq(seriadoPontuacao.insPrcCodigo, ins.bia)).orderBy(seriadoPontuacao.prvCodigo);
    // Serial 1 and the raw hits are the file's: only the standardized score of serial 2 changed.
    expect([linha.pntCndPrvPntPdrSeriado1, linha.pntCndPrvPntPdrSeriado2, linha.pntCndPrvPntBrtSeriado2]).toEqual(['60.0000', '80.5000', '6.0000']);
    // Bia: (60 + 80.5) / 2 + 9 = 79.25, ahead of Ana's 78.
    expect(await calcularAC()).toEqual([
      [ins.bia, 79.25, 'aprovado'],
      [ins.ana, 78, 'espera'],
    ]);
    expect(await simulacaoDaBia()).toEqual([79.25, 1]);
  });

  it('the essay score is written in serial 1', async () => {
    const res = await responder(c.e.gestorDoProcesso, { situacao: 'parcialmente', resposta: 'A redação foi recorrigida.', nota: { prova: prv.red, seriado: 1, nota: 7.5 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.nota).toEqual({ insPrcCodigo: ins.bia, prova: prv.red, seriado: 1, antes: 9, depois: 7.5 });
    expect(await calcularAC()).toEqual([
      [ins.ana, 78, 'aprovado'],
      [ins.bia, 77.75, 'espera'],
    ]);
  });
});
