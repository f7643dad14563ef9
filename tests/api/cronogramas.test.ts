import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insPrcDevolucao } from '../../server/db/schema/index.ts';
import { SEM_DEVOLUCAO } from '../../server/features/cronogramas/routes.ts';
import { Client, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { CPF_JOAO, CPF_OUTRA, dias, seedCronogramas } from './cronogramas.fixtures.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCronogramas>>;
let joao: Client;
let outra: Client;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedCronogramas(t);
  joao = new Client(t);
  await joao.login(CPF_JOAO, 'candidato');
  outra = new Client(t);
  await outra.login(CPF_OUTRA, 'outra');
});
afterAll(() => t.close());

const url = (ins: number | string, tipo = '1') => `/sgps/prcSltCronograma/pesquisa?prcSltCodigo=${f.prcSltCodigo}&insPrcCodigo=${ins}&tblGrlItmCdgPrcSltTpCrn=${tipo}`;

describe('prcSltCronograma/pesquisa', () => {
  it('marks what has passed, what is current, what is next and what is undated, in schedule order', async () => {
    t.clock.now = FIXED_NOW;
    const res = await joao.get(url(f.insJoao));
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.prcSltDescricao).toBe('Vestibular Seriado 2027');
    expect(d.tblGrlItmDescricao).toBe('Cronograma do processo');
    expect(d.itens.map((i: { prcSltCrnDescricao: string; situacao: string }) => [i.prcSltCrnDescricao, i.situacao])).toEqual([
      ['Período de inscrições', 'ENCERRADO'],
      ['Solicitação de isenção', 'ATUAL'],
      ['Aplicação das provas', 'PROXIMO'],
      ['Divulgação do resultado', 'FUTURO'],
      ['Matrícula dos aprovados', 'A_DEFINIR'],
    ]);
    expect(d.itens[0].prcSltCrnPeriodo).toBe('23/10/2026 a 20/11/2026');
    expect(d.itens[3].prcSltCrnPeriodo).toBe('12/12/2026');
    expect(d.itens[4].prcSltCrnPeriodo).toBe('A definir');
    expect(d.tipos).toEqual([
      { tblGrlItmCdgPrcSltTpCrn: '1', tblGrlItmDescricao: 'Cronograma do processo', tela: 'cronogramas' },
      { tblGrlItmCdgPrcSltTpCrn: '2', tblGrlItmDescricao: 'Cronograma de devolução da taxa de inscrição', tela: 'devolucao' },
      { tblGrlItmCdgPrcSltTpCrn: '3', tblGrlItmDescricao: 'Reexame', tela: 'reexame' },
    ]);
  });

  it('follows the clock: later, the current item has passed and the next one is current', async () => {
    t.clock.now = dias(10.5);
    const depois = new Client(t); // a session of that day (the earlier one would have expired)
    await depois.login(CPF_JOAO, 'candidato');
    const d = (await depois.get(url(f.insJoao))).json().data;
    expect(d.itens.map((i: { situacao: string }) => i.situacao)).toEqual(['ENCERRADO', 'ENCERRADO', 'ATUAL', 'PROXIMO', 'A_DEFINIR']);
    t.clock.now = FIXED_NOW;
  });

  it("refuses another candidate's enrolment with 404 and tells nothing about it", async () => {
    const res = await joao.get(url(f.insOutra));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Vestibular Seriado');
    expect(res.body).not.toContain('Ângela');
  });

  it('shows the schedule without an enrolment (quick-enrolment path, code 0)', async () => {
    const res = await joao.get(url(0));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.insPrcCodigo).toBeNull();
  });

  it('requires login and checks its parameters', async () => {
    expect((await new Client(t).get(url(f.insJoao))).statusCode).toBe(401);
    expect((await joao.get(url(f.insJoao, "1'--"))).statusCode).toBe(400);
  });
});

describe('insPrcDevolucao/situacao', () => {
  const sit = (ins: number) => `/sgps/insPrcDevolucao/situacao?prcSltCodigo=${f.prcSltCodigo}&insPrcCodigo=${ins}`;

  it('says there is no refund request when none was recorded', async () => {
    const d = (await joao.get(sit(f.insJoao))).json().data;
    expect(d).toMatchObject({ situacao: null, situacaoTexto: SEM_DEVOLUCAO, taxaPaga: 'F' });
  });

  it("shows the candidate's own refund with its amount, and refuses another candidate's", async () => {
    const d = (await outra.get(sit(f.insOutra))).json().data;
    expect(d).toMatchObject({ situacao: 'DEFERIDA', situacaoTexto: 'Deferida', valorTexto: 'R$ 90,00', solicitadaEm: '20/11/2026' });
    const res = await joao.get(sit(f.insOutra));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('90,00');
  });

  it('reflects a refund recorded later (paid)', async () => {
    await t.database.db.insert(insPrcDevolucao).values({ insPrcCodigo: f.insJoao, insPrcDvlSituacao: 'PAGA', insPrcDvlValor: 12000, insPrcDvlPagaEm: dias(-1) });
    const d = (await joao.get(sit(f.insJoao))).json().data;
    expect(d).toMatchObject({ situacao: 'PAGA', situacaoTexto: 'Paga', valorTexto: 'R$ 120,00', pagaEm: '21/11/2026' });
  });
});
