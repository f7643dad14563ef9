import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insPrcPrvSala,
  insProcesso,
  municipio,
  pais,
  prcSeletivo,
  prcSltEtpProva,
  prcSltLclProva,
  prcSltPrvSala,
  pssFisica,
  uf,
} from '../../server/db/schema/index.ts';
import { classificaFiltro } from '../../server/features/ensalamento/filtro.ts';
import { listaPublica, nomeComum } from '../../server/features/ensalamento/repository.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

const CPF_JOAO = '52998224725';
const CPF_OUTRA = '11144477735';
const LISTA = '/sgps/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo';

let t: TestApp;
let liberado: number;
let fechado: number;
let insJoao: number;
let insOutra: number;
let insJoaoFechado: number;
let insCancelada: number;

const periodo = { prcSltDtInicio: new Date('2026-08-01T00:00:00Z'), prcSltDtFim: new Date('2026-09-01T00:00:00Z') };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [br] = await db.insert(pais).values({ psDescricao: 'Brasil', psSigla: 'BR' }).returning();
  await db.insert(uf).values({ ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: br.psCodigo });
  const [mnc] = await db.insert(municipio).values({ mncDescricao: 'Ponta Grossa', ufCodigo: 'PR' }).returning();
  [{ prcSltCodigo: liberado }, { prcSltCodigo: fechado }] = await db
    .insert(prcSeletivo)
    .values([
      { prcSltDescricao: 'Vestibular Seriado 2027', prcSltTipo: 'SERIADO', prcSltExbEnsalamento: true, prcSltEnsLembrete: 'Traga caneta preta.', ...periodo },
      { prcSltDescricao: 'Vestibular de Verão 2027', prcSltTipo: 'VESTIBULAR', prcSltExbEnsalamento: false, prcSltEnsLembrete: 'Segredo', ...periodo },
    ])
    .returning();
  await db.insert(prcSltEtpProva).values([
    { prcSltCodigo: liberado, prcSltEtpPrvDescricao: '2ª etapa', prcSltEtpPrvData: '2026-12-13', prcSltEtpPrvEnsala: true, prcSltEtpPrvHrrAbrPortao: '13:00', prcSltEtpPrvHrrFchPortao: '13:45' },
    { prcSltCodigo: liberado, prcSltEtpPrvDescricao: '1ª etapa', prcSltEtpPrvData: '2026-12-06', prcSltEtpPrvEnsala: true, prcSltEtpPrvHrrAbrPortao: '07:30', prcSltEtpPrvHrrFchPortao: '08:15' },
    { prcSltCodigo: liberado, prcSltEtpPrvDescricao: 'Prova prática', prcSltEtpPrvData: '2026-12-01', prcSltEtpPrvEnsala: false },
    { prcSltCodigo: fechado, prcSltEtpPrvDescricao: 'Etapa única', prcSltEtpPrvData: '2026-12-20', prcSltEtpPrvEnsala: true },
  ]);
  const [local] = await db
    .insert(prcSltLclProva)
    .values({ prcSltCodigo: liberado, mncCodigo: mnc.mncCodigo, prcSltLclPrvDescricao: 'Campus Uvaranas', prcSltLclPrvLogradouro: 'Av. Carlos Cavalcanti, 4748', prcSltLclPrvBairro: 'Uvaranas', prcSltLclPrvReferencia: 'Portão A' })
    .returning();
  const [localFechado] = await db.insert(prcSltLclProva).values({ prcSltCodigo: fechado, mncCodigo: mnc.mncCodigo, prcSltLclPrvDescricao: 'Campus Central' }).returning();
  const [sala] = await db.insert(prcSltPrvSala).values({ prcSltLclPrvCodigo: local.prcSltLclPrvCodigo, prcSltPrvSlNumero: '101', prcSltPrvSlBloco: 'B', prcSltPrvSlQntLugar: 200 }).returning();
  const [salaFechada] = await db.insert(prcSltPrvSala).values({ prcSltLclPrvCodigo: localFechado.prcSltLclPrvCodigo, prcSltPrvSlNumero: '1', prcSltPrvSlQntLugar: 10 }).returning();

  const joao = await createAccount(t, { cpf: CPF_JOAO, nome: 'João Conceição Müller', senha: 'candidato' });
  const outra = await createAccount(t, { cpf: CPF_OUTRA, nome: 'Ângela Souza', senha: 'outra' });
  // 148 more candidates without CPF (passport), so the list has more than one page of 100.
  const outros = await db
    .insert(pssFisica)
    .values(Array.from({ length: 148 }, (_, i) => ({ pssFscNome: `Candidato ${String(i).padStart(3, '0')} Silva`, pssFscPassaporte: `P${i}` })))
    .returning({ pssFscCodigo: pssFisica.pssFscCodigo });
  const [cancelada] = await db.insert(pssFisica).values({ pssFscNome: 'Cancelado Zeferino', pssFscPassaporte: 'PX' }).returning();

  const ins = await db
    .insert(insProcesso)
    .values([
      { pssFscCodigo: joao.pssFscCodigo, prcSltCodigo: liberado, insDeferida: true },
      { pssFscCodigo: outra.pssFscCodigo, prcSltCodigo: liberado, insDeferida: true },
      ...outros.map((p) => ({ pssFscCodigo: p.pssFscCodigo, prcSltCodigo: liberado, insDeferida: true })),
      { pssFscCodigo: cancelada.pssFscCodigo, prcSltCodigo: liberado, insDeferida: true, insCancelada: true },
      { pssFscCodigo: joao.pssFscCodigo, prcSltCodigo: fechado, insDeferida: true },
    ])
    .returning({ insPrcCodigo: insProcesso.insPrcCodigo });
  insJoao = ins[0].insPrcCodigo;
  insOutra = ins[1].insPrcCodigo;
  insCancelada = ins[150].insPrcCodigo;
  insJoaoFechado = ins[151].insPrcCodigo;
  await db.insert(insPrcPrvSala).values([
    ...ins.slice(0, 151).map((r, i) => ({ insPrcCodigo: r.insPrcCodigo, prcSltPrvSlCodigo: sala.prcSltPrvSlCodigo, insPrcPrvSlNmrCarteira: i + 1 })),
    { insPrcCodigo: insJoaoFechado, prcSltPrvSlCodigo: salaFechada.prcSltPrvSlCodigo, insPrcPrvSlNmrCarteira: 1 },
  ]);
});
afterAll(() => t.close());

async function lista(query: Record<string, string | number>, c = new Client(t)) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return c.get(`${LISTA}?${qs}`);
}
const nomes = (body: { data: { pssFscNome: string }[] }) => body.data.map((r) => r.pssFscNome);

describe('ensalamento/processo/{prcSltCodigo}', () => {
  it('devolve descrição, liberação e lembrete; sem lembrete antes da liberação', async () => {
    const c = new Client(t);
    expect((await c.get(`/sgps/ensalamento/processo/${liberado}`)).json()).toMatchObject({
      success: true,
      data: { prcSltCodigo: liberado, prcSltDescricao: 'Vestibular Seriado 2027', prcSltExbEnsalamento: 'T', prcSltEnsLembrete: 'Traga caneta preta.' },
    });
    const res = await c.get(`/sgps/ensalamento/processo/${fechado}`);
    expect(res.json().data).toEqual({ prcSltCodigo: fechado, prcSltDescricao: 'Vestibular de Verão 2027', prcSltExbEnsalamento: 'F', prcSltEnsLembrete: null });
    expect((await c.get('/sgps/ensalamento/processo/999999')).statusCode).toBe(404);
    expect((await c.get('/sgps/ensalamento/processo/abc')).statusCode).toBe(400);
  });
});

describe('prcSltEtpProva/pesquisa', () => {
  it('filtra por processo e Ensala = T, ordena por data e só mostra processos liberados', async () => {
    const filter = (prc: number) =>
      encodeURIComponent(
        JSON.stringify([
          { property: 'prcSeletivo.prcSltCodigo', value: prc },
          { property: 'prcSltEtpPrvEnsala', value: 'T' },
          { property: 'prcSeletivo.prcSltExbEnsalamento', value: 'T' },
        ]),
      );
    const c = new Client(t);
    const res = await c.get(`/sgps/prcSltEtpProva/pesquisa?filter=${filter(liberado)}&start=0&limit=99999999`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((e: { prcSltEtpPrvDescricao: string }) => e.prcSltEtpPrvDescricao)).toEqual(['1ª etapa', '2ª etapa']);
    expect(body.data[0]).toMatchObject({ prcSltEtpPrvEnsala: 'T', prcSltEtpPrvHrrAbrPortao: '07:30', prcSltEtpPrvHrrFchPortao: '08:15' });
    expect(body.total).toBe(2);
    // The closed process's stage exists, but its room assignment is not released: nothing comes back.
    expect((await c.get(`/sgps/prcSltEtpProva/pesquisa?filter=${filter(fechado)}`)).json().data).toEqual([]);
    const semFiltroLiberacao = encodeURIComponent(JSON.stringify([{ property: 'prcSltCodigo', value: fechado }]));
    expect((await c.get(`/sgps/prcSltEtpProva/pesquisa?filter=${semFiltroLiberacao}`)).json().data).toEqual([]);
    const ruim = encodeURIComponent(JSON.stringify([{ property: 'prcSeletivo.prcSltEnsLembrete', value: 'x' }]));
    expect((await c.get(`/sgps/prcSltEtpProva/pesquisa?filter=${ruim}`)).statusCode).toBe(400);
  });
});

describe('insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo (lista pública)', () => {
  it('nome sem acento e sem caixa encontra o nome acentuado', async () => {
    expect(nomes((await lista({ prcSltCodigo: liberado, filtro: 'joao conceicao' })).json())).toEqual(['João Conceição Müller']);
    expect(nomes((await lista({ prcSltCodigo: liberado, filtro: 'MULLER' })).json())).toEqual(['João Conceição Müller']);
    expect(nomes((await lista({ prcSltCodigo: liberado, filtro: '  angela  ' })).json())).toEqual(['Ângela Souza']);
    expect((await lista({ prcSltCodigo: liberado, filtro: '%' })).json().data).toEqual([]);
  });

  it('CPF inteiro, formatado ou não, encontra; e o CPF nunca sai na resposta', async () => {
    for (const filtro of ['529.982.247-25', CPF_JOAO]) {
      const res = await lista({ prcSltCodigo: liberado, filtro });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(nomes(body)).toEqual(['João Conceição Müller']);
      expect(res.body).not.toContain(CPF_JOAO);
      expect(res.body).not.toMatch(/cpf/i);
      expect(Object.keys(body.data[0]).sort()).toEqual(
        [
          'insPrcCodigo', 'insPrcPrvSlNmrCarteira', 'mncDescricao', 'pssFscNome', 'prcSltLclPrvBairro', 'prcSltLclPrvDescricao',
          'prcSltLclPrvLogradouro', 'prcSltLclPrvReferencia', 'prcSltPrvSlBloco', 'prcSltPrvSlNumero', 'ufCodigo',
        ].sort(),
      );
      expect(body.data[0]).toMatchObject({
        insPrcCodigo: insJoao,
        mncDescricao: 'Ponta Grossa',
        prcSltLclPrvDescricao: 'Campus Uvaranas',
        prcSltLclPrvLogradouro: 'Av. Carlos Cavalcanti, 4748',
        prcSltPrvSlNumero: '101',
        prcSltPrvSlBloco: 'B',
        insPrcPrvSlNmrCarteira: 1,
      });
    }
  });

  it('CPF parcial não encontra nada', async () => {
    for (const filtro of ['529.982.247', '5299822472', '529982247', '529.982', '29982247', '2998224725']) {
      const res = await lista({ prcSltCodigo: liberado, filtro });
      expect(res.statusCode).toBe(200);
      expect(res.json().data, filtro).toEqual([]);
    }
  });

  it('inscrição encontra só pelo código exato', async () => {
    expect(nomes((await lista({ prcSltCodigo: liberado, filtro: String(insOutra) })).json())).toEqual(['Ângela Souza']);
    expect((await lista({ prcSltCodigo: liberado, filtro: String(insOutra).slice(0, 3) })).json().data).toEqual([]);
    // An enrolment of another process is not in this list.
    expect((await lista({ prcSltCodigo: liberado, filtro: String(insJoaoFechado) })).json().data).toEqual([]);
  });

  it('pagina em ordem alfabética, no máximo 100 por página, sem inscrições canceladas', async () => {
    const p1 = (await lista({ prcSltCodigo: liberado, start: 0, limit: 100 })).json();
    const p2 = (await lista({ prcSltCodigo: liberado, start: 100, limit: 100 })).json();
    expect(p1.data).toHaveLength(100);
    expect(p2.data).toHaveLength(50);
    const todos = [...nomes(p1), ...nomes(p2)];
    expect(new Set(todos).size).toBe(150);
    expect(todos[0]).toBe('Ângela Souza'); // accents do not push a name to the end
    expect(todos[1]).toBe('Candidato 000 Silva');
    expect(todos.at(-1)).toBe('João Conceição Müller');
    expect(todos).not.toContain('Cancelado Zeferino');
    const codigos = [...p1.data, ...p2.data].map((r: { insPrcCodigo: number }) => r.insPrcCodigo);
    expect(codigos).not.toContain(insCancelada);
    // limit is clamped to the page size of 100
    expect((await lista({ prcSltCodigo: liberado, start: 0, limit: 5000 })).json().data).toHaveLength(100);
    const meio = (await lista({ prcSltCodigo: liberado, start: 1, limit: 2 })).json();
    expect(nomes(meio)).toEqual(todos.slice(1, 3));
  });

  it('nome comum (lido em ordem pelo índice) e nome raro (trigram e ordenação) dão o mesmo resultado', async () => {
    const db = t.database.db;
    expect(await nomeComum(db, 'silva', 100)).toBe(true);
    expect(await nomeComum(db, 'silva', 1000)).toBe(false);
    for (const [termo, start] of [['silva', 0], ['silva', 40], ['CANDIDATO 01', 0], ['ângela', 0]] as const) {
      const raro = await listaPublica(db, liberado, classificaFiltro(termo), start, 50, 1_000_000);
      const comum = await listaPublica(db, liberado, classificaFiltro(termo), start, 50, 1);
      expect(comum, termo).toEqual(raro);
      expect(raro.length, termo).toBeGreaterThan(0);
    }
  });

  it('antes da liberação não devolve nada', async () => {
    for (const filtro of [undefined, 'joao', CPF_JOAO, String(insJoaoFechado)]) {
      const res = await lista({ prcSltCodigo: fechado, ...(filtro ? { filtro } : {}) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: 'O ensalamento ainda não foi liberado!' });
      expect(res.json().data).toBeUndefined();
    }
    expect((await lista({ prcSltCodigo: 999999 })).statusCode).toBe(404);
  });

  it('recusa parâmetros inválidos', async () => {
    expect((await lista({ prcSltCodigo: liberado, start: -1 })).statusCode).toBe(400);
    expect((await lista({ prcSltCodigo: liberado, filtro: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await lista({ prcSltCodigo: liberado, sort: 'pssFscCPF' })).statusCode).toBe(400);
    expect((await new Client(t).get(LISTA)).statusCode).toBe(400);
  });

  it('limita buscas por CPF por cliente', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 3_600_000);
    const c = new Client(t);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await lista({ prcSltCodigo: liberado, filtro: CPF_OUTRA }, c)).statusCode);
    expect(codes.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    // name searches are not counted
    expect((await lista({ prcSltCodigo: liberado, filtro: 'angela' }, c)).statusCode).toBe(200);
    t.clock.now = FIXED_NOW;
  });
});

describe('insPrcPrvSala/pesquisa (a própria inscrição)', () => {
  const filtro = (ins: number) =>
    encodeURIComponent(
      JSON.stringify([
        { property: 'insProcesso.insPrcCodigo', value: ins },
        { property: 'insProcesso.prcSeletivo.prcSltExbEnsalamento', value: 'T' },
      ]),
    );

  it('exige login', async () => {
    expect((await new Client(t).get(`/sgps/insPrcPrvSala/pesquisa?filter=${filtro(insJoao)}`)).statusCode).toBe(401);
  });

  it('devolve nome, carteira, sala, local e município da própria inscrição', async () => {
    const c = new Client(t);
    await c.login(CPF_JOAO, 'candidato');
    const res = await c.get(`/sgps/insPrcPrvSala/pesquisa?filter=${filtro(insJoao)}&start=0&limit=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        insPrcPrvSlCodigo: expect.any(Number),
        insPrcPrvSlNmrCarteira: 1,
        insProcesso: { insPrcCodigo: insJoao, prcSltCodigo: liberado, pssFisica: { pssFscNome: 'João Conceição Müller' } },
        prcSltPrvSala: {
          prcSltPrvSlCodigo: expect.any(Number),
          prcSltPrvSlNumero: '101',
          prcSltPrvSlBloco: 'B',
          prcSltLclProva: {
            prcSltLclPrvCodigo: expect.any(Number),
            prcSltLclPrvDescricao: 'Campus Uvaranas',
            prcSltLclPrvLogradouro: 'Av. Carlos Cavalcanti, 4748',
            prcSltLclPrvBairro: 'Uvaranas',
            prcSltLclPrvReferencia: 'Portão A',
            municipio: { mncDescricao: 'Ponta Grossa', ufCodigo: 'PR' },
          },
        },
      },
    ]);
    expect(res.body).not.toContain(CPF_JOAO);
    const mapa = encodeURIComponent(JSON.stringify(['insPrcPrvSlNmrCarteira', 'insProcesso.pssFisica.pssFscNome']));
    const mapped = await c.get(`/sgps/insPrcPrvSala/pesquisa?filter=${filtro(insJoao)}&map=${mapa}`);
    expect(mapped.json().data).toEqual([{ insPrcPrvSlNmrCarteira: 1, insProcesso: { pssFisica: { pssFscNome: 'João Conceição Müller' } } }]);
  });

  it('a inscrição de outro candidato não aparece, nem sem filtro', async () => {
    const c = new Client(t);
    await c.login(CPF_JOAO, 'candidato');
    const res = await c.get(`/sgps/insPrcPrvSala/pesquisa?filter=${filtro(insOutra)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect(res.body).not.toContain('Ângela');
    const todas = (await c.get('/sgps/insPrcPrvSala/pesquisa?limit=100')).json().data;
    expect(todas.map((r: { insProcesso: { insPrcCodigo: number } }) => r.insProcesso.insPrcCodigo)).toEqual([insJoao]);
  });

  it('a própria inscrição em processo não liberado não aparece', async () => {
    const c = new Client(t);
    await c.login(CPF_JOAO, 'candidato');
    const semLiberacao = encodeURIComponent(JSON.stringify([{ property: 'insProcesso.insPrcCodigo', value: insJoaoFechado }]));
    expect((await c.get(`/sgps/insPrcPrvSala/pesquisa?filter=${semLiberacao}`)).json().data).toEqual([]);
  });
});
