import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prcSeletivo } from '../../server/db/schema/index.ts';
import { Client, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

/** FIXED_NOW is 22/11/2026 10:00 in São Paulo (13:00 UTC). */
const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

let t: TestApp;
const codes: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ upcomingDays: 30 });
  const base = { prcSltDtFimEdicao: null };
  const rows: (typeof prcSeletivo.$inferInsert & { key: string })[] = [
    { key: 'aberto', prcSltDescricao: 'Vestibular de Verão', prcSltTipo: 'VESTIBULAR', prcSltDtInicio: at('2026-11-01T11:00:00Z'), prcSltDtFim: at('2026-12-10T02:59:00Z'), prcSltDtFimEdicao: at('2026-12-05T02:59:00Z'), prcSltPgtBoleto: true, prcSltDtVncBoleto: '2026-12-11', prcSltNmrConvenio: '999111' },
    // ends today, 23:59 in São Paulo: open, and its last day
    { key: 'ultimoDia', prcSltDescricao: 'Chamamento Público 12', prcSltTipo: 'CHAMAMENTO', prcSltDtInicio: at('2026-11-01T11:00:00Z'), prcSltDtFim: at('2026-11-23T02:59:00Z'), ...base },
    // opened exactly now
    { key: 'abreAgora', prcSltDescricao: 'Mestrado em História', prcSltTipo: 'STRICTO', prcSltDtInicio: FIXED_NOW, prcSltDtFim: at('2027-01-10T02:59:00Z'), prcSltTemGrupos: true, ...base },
    // ended one minute ago
    { key: 'encerrado', prcSltDescricao: 'Vestibular 2025', prcSltTipo: 'VESTIBULAR', prcSltDtInicio: at('2025-01-01T11:00:00Z'), prcSltDtFim: at('2026-11-22T12:59:00Z'), ...base },
    // opens in one minute: upcoming, not open
    { key: 'proximo', prcSltDescricao: 'Chamamento Público 13', prcSltTipo: 'CHAMAMENTO', prcSltDtInicio: at('2026-11-22T13:01:00Z'), prcSltDtFim: at('2026-12-30T02:59:00Z'), ...base },
    // opens on the 30th day after today at 23:59 (São Paulo): still upcoming
    { key: 'limite', prcSltDescricao: 'Especialização em Ensino', prcSltTipo: 'LATO', prcSltDtInicio: at('2026-12-23T02:59:00Z'), prcSltDtFim: at('2027-01-30T02:59:00Z'), ...base },
    // opens on the 31st day at 00:00 (São Paulo): too far
    { key: 'longe', prcSltDescricao: 'Residência Médica', prcSltTipo: 'RESIDENCIA', prcSltDtInicio: at('2026-12-23T03:00:00Z'), prcSltDtFim: at('2027-01-30T02:59:00Z'), ...base },
    { key: 'intencao', prcSltDescricao: 'Intenção de Matrícula 2027/1', prcSltTipo: 'INTENCAO', prcSltDtInicio: at('2026-11-20T11:00:00Z'), prcSltDtFim: at('2026-11-30T02:59:00Z'), ...base },
  ];
  for (const { key, ...values } of rows) {
    const [r] = await t.database.db.insert(prcSeletivo).values(values).returning({ id: prcSeletivo.prcSltCodigo });
    codes[key] = r.id;
  }
});
afterAll(() => t.close());

async function get(url: string) {
  const res = await new Client(t).get(url);
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
const codesOf = (data: { prcSltCodigo: number }[]) => data.map((p) => p.prcSltCodigo).sort((a, b) => a - b);

describe('prcSeletivo: processes and the open/upcoming boundary', () => {
  it('listaProcessos lists exactly the processes open at the server clock, the boundaries included', async () => {
    const { status, body } = await get('/sgps/prcSeletivo/listaProcessos');
    expect(status).toBe(200);
    expect(codesOf(body.data)).toEqual([codes.aberto, codes.ultimoDia, codes.abreAgora, codes.intencao].sort((a, b) => a - b));
    expect(body.data.every((p: { prcSltVigente: string }) => p.prcSltVigente === 'T')).toBe(true);
    expect(body.total).toBe(4);
  });

  it('getById returns the process in wire form (T/F, São Paulo dates) without bank agreement numbers', async () => {
    const { status, body } = await get(`/sgps/prcSeletivo/getById/${codes.aberto}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      prcSltCodigo: codes.aberto,
      prcSltDescricao: 'Vestibular de Verão',
      prcSltVigente: 'T',
      prcSltPgtBoleto: 'T',
      prcSltPgtCartao: 'F',
      prcSltDtInicio: '01/11/2026 08:00:00',
      prcSltDtFim: '09/12/2026 23:59:00',
      prcSltDtVncBoleto: '11/12/2026',
    });
    expect(JSON.stringify(body)).not.toContain('999111');
    const missing = await get('/sgps/prcSeletivo/getById/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, message: 'Processo seletivo não encontrado.' });
    expect((await get('/sgps/prcSeletivo/getById/abc')).status).toBe(400);
  });

  it('a process that ended a minute ago is not current; one that opens in a minute is not yet current', async () => {
    expect((await get(`/sgps/prcSeletivo/getById/${codes.encerrado}`)).body.data.prcSltVigente).toBe('F');
    expect((await get(`/sgps/prcSeletivo/verificaIsVigente?prcSltCodigo=${codes.proximo}`)).body.data).toEqual({ prcSltExiste: 'T', isVigente: 'F' });
    t.clock.now = new Date(FIXED_NOW.getTime() + 60_000);
    try {
      expect((await get(`/sgps/prcSeletivo/verificaIsVigente?prcSltCodigo=${codes.proximo}`)).body.data).toEqual({ prcSltExiste: 'T', isVigente: 'T' });
    } finally {
      t.clock.now = FIXED_NOW;
    }
    expect((await get('/sgps/prcSeletivo/verificaIsVigente?prcSltCodigo=999999')).body.data).toEqual({ prcSltExiste: 'F', isVigente: 'F' });
  });

  it('verificaEdicaoIsVigente follows the edit end date, not the enrolment end', async () => {
    expect((await get(`/sgps/prcSeletivo/verificaEdicaoIsVigente?prcSltCodigo=${codes.aberto}`)).body.data.isVigente).toBe('T');
    t.clock.now = at('2026-12-06T12:00:00Z'); // enrolment still open, edit window closed on 04/12
    try {
      expect((await get(`/sgps/prcSeletivo/verificaIsVigente?prcSltCodigo=${codes.aberto}`)).body.data.isVigente).toBe('T');
      expect((await get(`/sgps/prcSeletivo/verificaEdicaoIsVigente?prcSltCodigo=${codes.aberto}`)).body.data.isVigente).toBe('F');
    } finally {
      t.clock.now = FIXED_NOW;
    }
  });

  it('verificaPagDtGeracao says whether slips can still be generated: until prcSltDtEmsBoleto, else the enrolment end', async () => {
    // 'aberto' has no slip deadline of its own: its enrolment end (10/12 02:59 UTC) rules
    expect((await get(`/sgps/prcSeletivo/verificaPagDtGeracao?prcSltCodigo=${codes.aberto}`)).body.data).toEqual({ prcSltExiste: 'T', pagDtGeracao: 'T', emissaoAte: '2026-12-10T02:59:00.000Z' });
    expect((await get(`/sgps/prcSeletivo/verificaPagDtGeracao?prcSltCodigo=${codes.encerrado}`)).body.data.pagDtGeracao).toBe('F');
    await t.database.db.update(prcSeletivo).set({ prcSltDtEmsBoleto: at('2026-11-22T13:00:00Z') }).where(eq(prcSeletivo.prcSltCodigo, codes.aberto));
    try {
      // exactly at the deadline: still 'T'; one minute later: 'F', though enrolment is still open
      expect((await get(`/sgps/prcSeletivo/verificaPagDtGeracao?prcSltCodigo=${codes.aberto}`)).body.data.pagDtGeracao).toBe('T');
      t.clock.now = at('2026-11-22T13:01:00Z');
      expect((await get(`/sgps/prcSeletivo/verificaPagDtGeracao?prcSltCodigo=${codes.aberto}`)).body.data.pagDtGeracao).toBe('F');
      expect((await get(`/sgps/prcSeletivo/verificaIsVigente?prcSltCodigo=${codes.aberto}`)).body.data.isVigente).toBe('T');
    } finally {
      t.clock.now = FIXED_NOW;
      await t.database.db.update(prcSeletivo).set({ prcSltDtEmsBoleto: null }).where(eq(prcSeletivo.prcSltCodigo, codes.aberto));
    }
    expect((await get('/sgps/prcSeletivo/verificaPagDtGeracao?prcSltCodigo=999999')).body.data).toEqual({ prcSltExiste: 'F', pagDtGeracao: 'F', emissaoAte: null });
    expect((await get('/sgps/prcSeletivo/verificaPagDtGeracao?prcSltCodigo=abc')).status).toBe(400);
  });

  it('verificaUltimoDia says whether today (São Paulo) is the last day of enrolment', async () => {
    expect((await get(`/sgps/prcSeletivo/verificaUltimoDia?prcSltCodigo=${codes.ultimoDia}`)).body).toEqual({
      success: true,
      ativo: 'T',
      lastDay: 'T',
      termino: '22/11/2026 23:59:00',
    });
    expect((await get(`/sgps/prcSeletivo/verificaUltimoDia?prcSltCodigo=${codes.aberto}`)).body).toMatchObject({ ativo: 'T', lastDay: 'F' });
    expect((await get(`/sgps/prcSeletivo/verificaUltimoDia?prcSltCodigo=${codes.encerrado}`)).body).toMatchObject({ ativo: 'F', lastDay: 'F' });
    expect((await get('/sgps/prcSeletivo/verificaUltimoDia')).status).toBe(400);
  });

  it('getPrcSltCmpTelaInicialByPrcSltCodigo gives the entry screen its description, current and groups flags', async () => {
    const { body } = await get(`/sgps/prcSeletivo/getPrcSltCmpTelaInicialByPrcSltCodigo?prcSltCodigo=${codes.abreAgora}`);
    expect(body.data).toEqual({ prcSltCodigo: codes.abreAgora, prcSltDescricao: 'Mestrado em História', prcSltVigente: 'T', prcSltTemGrupos: 'T' });
    expect((await get('/sgps/prcSeletivo/getPrcSltCmpTelaInicialByPrcSltCodigo?prcSltCodigo=999999')).status).toBe(404);
  });

  it('pegarDataHora returns the server clock in São Paulo time', async () => {
    const { body, headers } = await get('/sgps/prcSeletivo/pegarDataHora');
    expect(body.data).toEqual({ dataHora: '22/11/2026 10:00:00', data: '22/11/2026', iso: FIXED_NOW.toISOString() });
    expect(headers['cache-control']).toBe('no-store');
  });

  it('pesquisa2 filters, sorts and maps through the whitelist only', async () => {
    const filter = encodeURIComponent(JSON.stringify([{ property: 'prcSltDescricao', value: 'vestibular', operator: 'like' }]));
    const sort = encodeURIComponent(JSON.stringify([{ property: 'prcSltDescricao', direction: 'DESC' }]));
    const map = encodeURIComponent(JSON.stringify(['prcSltCodigo', 'prcSltDescricao', 'prcSltExbEnsalamento', 'prcSltEnsLembrete']));
    const { body } = await get(`/sgps/prcSeletivo/pesquisa2?filter=${filter}&sort=${sort}&map=${map}&start=0&limit=1`);
    expect(body.total).toBe(2);
    expect(body.data).toEqual([{ prcSltCodigo: codes.aberto, prcSltDescricao: 'Vestibular de Verão', prcSltExbEnsalamento: 'F', prcSltEnsLembrete: null }]);
    const bad = await get(`/sgps/prcSeletivo/pesquisa2?filter=${encodeURIComponent(JSON.stringify([{ property: 'prcSltNmrConvenio', value: '1' }]))}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('prcSltNmrConvenio');
  });

  it('the listing calls split each kind into open and upcoming (window = upcomingDays, in São Paulo days)', async () => {
    const list = async (name: string) => codesOf((await get(`/sgps/prcSeletivo/${name}`)).body.data);
    expect(await list('getChamamentoPublico')).toEqual([codes.ultimoDia]);
    expect(await list('getChamamentoPublicoProx')).toEqual([codes.proximo]);
    expect(await list('getStricto')).toEqual([codes.abreAgora]);
    expect(await list('getStrictoProx')).toEqual([]);
    expect(await list('getLatoEspecializacao')).toEqual([]);
    // 23/12 00:00 in São Paulo is the 31st day: 'longe' (residência) is left out, 'limite' is in
    expect(await list('getLatoEspecializacaoProx')).toEqual([codes.limite]);
    expect(await list('getIntencaoMatricula')).toEqual([codes.intencao]);
    expect(await list('getIntencaoMatriculaProx')).toEqual([]);
    t.clock.now = new Date(FIXED_NOW.getTime() + DAY);
    try {
      expect(await list('getLatoEspecializacaoProx')).toEqual([codes.limite, codes.longe].sort((a, b) => a - b));
    } finally {
      t.clock.now = FIXED_NOW;
    }
  });

  it('the window is a setting', async () => {
    const short = await createTestApp({ upcomingDays: 1 });
    try {
      await short.database.db.insert(prcSeletivo).values([
        { prcSltDescricao: 'Amanhã', prcSltTipo: 'INTENCAO', prcSltDtInicio: at('2026-11-23T11:00:00Z'), prcSltDtFim: at('2026-12-30T02:59:00Z') },
        { prcSltDescricao: 'Depois de amanhã', prcSltTipo: 'INTENCAO', prcSltDtInicio: at('2026-11-24T11:00:00Z'), prcSltDtFim: at('2026-12-30T02:59:00Z') },
      ]);
      const res = await new Client(short).get('/sgps/prcSeletivo/getIntencaoMatriculaProx');
      expect(res.json().data.map((p: { prcSltDescricao: string }) => p.prcSltDescricao)).toEqual(['Amanhã']);
    } finally {
      await short.close();
    }
  });
});
