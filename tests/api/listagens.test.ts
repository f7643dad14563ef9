import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prcSeletivo, prjEspCronograma, pssEtapa } from '../../server/db/schema/index.ts';
import { Client, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

/** FIXED_NOW is 22/11/2026 10:00 in São Paulo (13:00 UTC); the upcoming window is 30 São Paulo days. */
const at = (iso: string) => new Date(iso);
let t: TestApp;
let prc: number;

beforeAll(async () => {
  t = await createTestApp({ upcomingDays: 30 });
  const [p] = await t.database.db
    .insert(prcSeletivo)
    .values({ prcSltDescricao: 'Pós-graduação 2027', prcSltTipo: 'STRICTO', prcSltDtInicio: at('2026-11-01T11:00:00Z'), prcSltDtFim: at('2027-01-01T02:59:00Z') })
    .returning({ id: prcSeletivo.prcSltCodigo });
  prc = p.id;
  await t.database.db.insert(pssEtapa).values([
    { pssEtpMncTitulo: 'Mestrado em História', pssEtpDescricao: 'Linhas de pesquisa em história regional', pssEtpDtInicio: at('2026-11-01T11:00:00Z'), pssEtpDtFim: at('2026-11-23T02:59:00Z'), pssEtpUrlEdital: 'https://x.edu/edital-1', prcSltCodigo: prc },
    { pssEtpMncTitulo: 'Doutorado em Química', pssEtpDtInicio: FIXED_NOW, pssEtpDtFim: at('2026-12-23T02:59:00Z'), tblGrlItemTpInsercao: 'RgsExterno', pssEtpUrl: 'https://externo.edu/inscricao' },
    { pssEtpMncTitulo: 'Aluno Especial - Física', pssEtpDtInicio: at('2026-10-01T11:00:00Z'), pssEtpDtFim: at('2026-11-22T12:59:00Z'), prcSltCodigo: prc }, // ended a minute ago
    { pssEtpMncTitulo: 'Pós-Doutorado em Biologia', pssEtpDtInicio: at('2026-11-22T13:01:00Z'), pssEtpDtFim: at('2027-01-10T02:59:00Z'), prcSltCodigo: prc }, // opens in a minute
    { pssEtpMncTitulo: 'Mestrado em Geografia', pssEtpDtInicio: at('2026-12-23T02:59:00Z'), pssEtpDtFim: at('2027-01-10T02:59:00Z'), prcSltCodigo: prc }, // 30th day 23:59
    { pssEtpMncTitulo: 'Mestrado em Letras', pssEtpDtInicio: at('2026-12-23T03:00:00Z'), pssEtpDtFim: at('2027-01-10T02:59:00Z'), prcSltCodigo: prc }, // 31st day
  ]);
  await t.database.db.insert(prjEspCronograma).values([
    { prjEspMncTitulo: 'Especialização em Gestão Pública', prjEspCrnDtInicio: at('2026-11-10T11:00:00Z'), prjEspCrnDtTermino: at('2026-12-01T02:59:00Z'), prjEspTpCrnCodigo: 1, prcSltCodigo: prc },
    { prjEspMncTitulo: 'Residência em Enfermagem', prjEspCrnDtInicio: at('2026-11-10T11:00:00Z'), prjEspCrnDtTermino: at('2026-12-01T02:59:00Z'), prjEspTpCrnCodigo: 10, prjEspTipo: 'RESIDENCIA', prjEspCrnUrl: 'https://residencia.edu' },
    { prjEspMncTitulo: 'Especialização em Educação', prjEspCrnDtInicio: at('2026-12-01T11:00:00Z'), prjEspCrnDtTermino: at('2026-12-20T02:59:00Z'), prjEspTpCrnCodigo: 1, prcSltCodigo: prc },
    { prjEspMncTitulo: 'Especialização encerrada', prjEspCrnDtInicio: at('2026-10-01T11:00:00Z'), prjEspCrnDtTermino: at('2026-11-01T02:59:00Z'), prjEspTpCrnCodigo: 1 },
  ]);
});
afterAll(() => t.close());

const get = async (url: string) => (await new Client(t).get(url)).json();
const titles = (rows: { pssEtpMncTitulo?: string; prjEspMncTitulo?: string }[]) => rows.map((r) => r.pssEtpMncTitulo ?? r.prjEspMncTitulo);

describe('postgraduate listings', () => {
  it('getStrictoListagem: open calls at the server clock, by title, in the wire shape of SPEC §3', async () => {
    const body = await get('/sgps/prcSltInsStricto/getStrictoListagem');
    expect(titles(body.data)).toEqual(['Doutorado em Química', 'Mestrado em História']);
    expect(body.total).toBe(2);
    expect(body.data[1]).toEqual({
      pssEtpCodigo: expect.any(Number),
      pssEtpMncTitulo: 'Mestrado em História',
      pssEtpDescricao: 'Linhas de pesquisa em história regional',
      pssEtpDtInicio: '01/11/2026',
      pssEtpDtFim: '22/11/2026',
      pssEtpUrlEdital: 'https://x.edu/edital-1',
      pssEtpUrl: null,
      pssEtpCampus: null,
      tblGrlItemTpInsercao: null,
      prcSeletivo: { prcSltCodigo: prc },
    });
    expect(body.data[0]).toMatchObject({ tblGrlItemTpInsercao: 'RgsExterno', pssEtpUrl: 'https://externo.edu/inscricao', prcSeletivo: null });
  });

  it('getStrictoListagemProx: upcoming within 30 São Paulo days, by opening date', async () => {
    const body = await get('/sgps/prcSltInsStricto/getStrictoListagemProx');
    expect(titles(body.data)).toEqual(['Pós-Doutorado em Biologia', 'Mestrado em Geografia']);
    expect(body.data[1].pssEtpDtInicio).toBe('22/12/2026');
  });

  it('moving the clock moves items between the lists', async () => {
    t.clock.now = at('2026-11-22T13:01:00Z');
    try {
      expect(titles((await get('/sgps/prcSltInsStricto/getStrictoListagem')).data)).toContain('Pós-Doutorado em Biologia');
      expect(titles((await get('/sgps/prcSltInsStricto/getStrictoListagemProx')).data)).not.toContain('Pós-Doutorado em Biologia');
    } finally {
      t.clock.now = FIXED_NOW;
    }
  });

  it('getLatoEspecializacaoListagem(+Prox) with start 0 and limit 999', async () => {
    const open = await get('/sgps/prcSltInsLato/getLatoEspecializacaoListagem?start=0&limit=999');
    expect(titles(open.data)).toEqual(['Especialização em Gestão Pública', 'Residência em Enfermagem']);
    expect(open.data[1]).toEqual({
      prjEspCrnCodigo: expect.any(Number),
      prjEspMncTitulo: 'Residência em Enfermagem',
      prjEspCrnDtInicio: '10/11/2026',
      prjEspCrnDtTermino: '30/11/2026',
      prjEspCrnUrl: 'https://residencia.edu',
      prjEspTpCrnCodigo: 10,
      prjEspTipo: 'RESIDENCIA',
      prcSeletivo: null,
    });
    const prox = await get('/sgps/prcSltInsLato/getLatoEspecializacaoListagemProx?start=0&limit=999');
    expect(titles(prox.data)).toEqual(['Especialização em Educação']);
  });

  it('paging: limit and start apply and total counts every match', async () => {
    const page = await get('/sgps/prcSltInsLato/getLatoEspecializacaoListagem?start=1&limit=1');
    expect(titles(page.data)).toEqual(['Residência em Enfermagem']);
    expect(page.total).toBe(2);
    const res = await new Client(t).get('/sgps/prcSltInsLato/getLatoEspecializacaoListagem?start=-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});
