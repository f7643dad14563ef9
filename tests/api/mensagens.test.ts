import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensagem, mnsDestinatario, mnsDstGlobal } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

const BASE = '/sgps/mensagens/mnsDestinatario';
const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(FIXED_NOW.getTime() + hoursFromNow * HOUR);

let t: TestApp;
let ana: { pssFscCodigo: number };
let bruno: { pssFscCodigo: number };
let carla: { pssFscCodigo: number };
let remetente: { pssFscCodigo: number };

async function send(opts: { assunto: string; texto?: string; ag: Date; para?: number[]; global?: boolean; sst?: string; tipo?: 'Mensagem' | 'Noticia'; lida?: Date; remetente?: number }) {
  const db = t.database.db;
  const [m] = await db
    .insert(mensagem)
    .values({ mnsAssunto: opts.assunto, mnsTexto: opts.texto ?? `<p>${opts.assunto}</p>`, mnsDtaAgendamento: opts.ag, sstCodigo: opts.sst ?? 'SGPS', mnsTipo: opts.tipo ?? 'Mensagem', pssFscCodigo: opts.remetente ?? null })
    .returning();
  if (opts.global) await db.insert(mnsDstGlobal).values({ mnsCodigo: m.mnsCodigo });
  for (const p of opts.para ?? []) await db.insert(mnsDestinatario).values({ mnsCodigo: m.mnsCodigo, pssFscCodigo: p, mnsDstDtaLeitura: opts.lida ?? null });
  return m.mnsCodigo;
}

async function loggedIn(cpf: string, senha: string) {
  const c = new Client(t);
  await c.login(cpf, senha);
  return c;
}

const pesquisa = (c: Client, p: { start?: number; limit?: number; filtro?: string; pesquisa?: string } = {}) => {
  const extra = JSON.stringify({ ...(p.filtro ? { filtro: p.filtro } : {}), ...(p.pesquisa !== undefined ? { pesquisa: p.pesquisa } : {}) });
  const q = new URLSearchParams({ start: String(p.start ?? 0), limit: String(p.limit ?? 10), extraParams: extra });
  return c.get(`${BASE}/pesquisa?${q}`);
};
const unread = async (c: Client) => (await c.get(`${BASE}/pesquisaNumeroNaoLidas`)).json().data as number;

beforeAll(async () => {
  t = await createTestApp();
  ana = await createAccount(t, { cpf: '52998224725', nome: 'Ana Candidata', senha: 'ana-senha' });
  bruno = await createAccount(t, { cpf: '11144477735', nome: 'Bruno Candidato', senha: 'bruno-senha' });
  carla = await createAccount(t, { cpf: '39053344705', nome: 'Carla Paginada', senha: 'carla-senha' });
  remetente = await createAccount(t, { cpf: '86288366757', nome: 'Pró-Reitoria de Graduação', senha: 'remetente' });
});
afterAll(() => t.close());

describe('acesso', () => {
  it('sem sessão, as quatro chamadas respondem 401', async () => {
    for (const url of [`${BASE}/pesquisaNumeroNaoLidas`, `${BASE}/pesquisa`, `${BASE}/atualizaMarcaTodasLidas`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const anon = new Client(t);
    expect((await anon.post(`${BASE}/atualizarMnsDestinatario`, { mnsDstCodigo: 1 })).statusCode).toBe(401);
  });
});

describe('paginação e ordem', () => {
  it('páginas de 10, da data de agendamento mais nova para a mais antiga, sem repetir nem pular', async () => {
    // 25 messages one hour apart, inserted in a shuffled order so the id order is not the date order.
    const order = [...Array(25).keys()].sort((a, b) => ((a * 7) % 25) - ((b * 7) % 25));
    for (const i of order) await send({ assunto: `Página ${String(i).padStart(2, '0')}`, ag: at(-1 - i), para: [carla.pssFscCodigo] });
    const c = await loggedIn('39053344705', 'carla-senha');

    const pages = [];
    for (const start of [0, 10, 20]) {
      const body = (await pesquisa(c, { start })).json();
      expect(body).toMatchObject({ success: true, total: 25, naoLidas: 25, lidas: 0 });
      pages.push(body.data.map((d: { mensagem: { mnsAssunto: string } }) => d.mensagem.mnsAssunto));
    }
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(pages.flat()).toEqual([...Array(25).keys()].map((i) => `Página ${String(i).padStart(2, '0')}`));
    expect((await pesquisa(c, { start: 30 })).json().data).toEqual([]);
  });

  it('mesma data de agendamento: a mensagem mais nova vem primeiro', async () => {
    const ag = at(-1000);
    const first = await send({ assunto: 'Empate A', ag, para: [bruno.pssFscCodigo] });
    const second = await send({ assunto: 'Empate B', ag, para: [bruno.pssFscCodigo] });
    const c = await loggedIn('11144477735', 'bruno-senha');
    const codes = (await pesquisa(c, { pesquisa: 'empate' })).json().data.map((d: { mensagem: { mnsCodigo: number } }) => d.mensagem.mnsCodigo);
    expect(codes).toEqual([second, first]);
  });

  it('limite acima do máximo é reduzido; parâmetros desconhecidos e filtro inválido dão 400', async () => {
    const c = await loggedIn('39053344705', 'carla-senha');
    expect((await pesquisa(c, { limit: 1000 })).json().data).toHaveLength(25);
    const bad = await pesquisa(c, { filtro: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: expect.stringContaining('Filtro de mensagens inválido') });
    const filter = encodeURIComponent(JSON.stringify([{ property: 'pssFscCodigo', value: ana.pssFscCodigo }]));
    expect((await c.get(`${BASE}/pesquisa?filter=${filter}`)).statusCode).toBe(400);
    const extra = encodeURIComponent(JSON.stringify({ pssFscCodigo: ana.pssFscCodigo }));
    expect((await c.get(`${BASE}/pesquisa?extraParams=${extra}`)).statusCode).toBe(400);
  });
});

describe('caixa de mensagens de uma pessoa', () => {
  let lida: number;
  let naoLida: number;
  let global: number;
  let agendada: number;
  let agendadaGlobal: number;
  let daBruno: number;

  beforeAll(async () => {
    lida = await send({ assunto: 'Resultado da São José', texto: '<p>Convocação para <b>matrícula</b></p>', ag: at(-5), para: [ana.pssFscCodigo], lida: at(-4), remetente: remetente.pssFscCodigo });
    naoLida = await send({ assunto: 'Boleto disponível', texto: '<p>Pague até sexta. Atenção à INSCRIÇÃO</p>', ag: at(-3), para: [ana.pssFscCodigo], sst: 'SGPS' });
    global = await send({ assunto: 'Aviso geral', texto: '<p>Calendário</p>', ag: at(-2), global: true, sst: 'VESTIBULAR', tipo: 'Noticia' });
    agendada = await send({ assunto: 'Ainda não', ag: at(0.2), para: [ana.pssFscCodigo] });
    agendadaGlobal = await send({ assunto: 'Global futura', ag: at(0.4), global: true });
    daBruno = await send({ assunto: 'Só do Bruno', ag: at(-1), para: [bruno.pssFscCodigo] });
  });

  it('lista as próprias e as globais, esconde as agendadas para o futuro e as de outras pessoas', async () => {
    const c = await loggedIn('52998224725', 'ana-senha');
    const body = (await pesquisa(c)).json();
    expect(body.data.map((d: { mensagem: { mnsCodigo: number } }) => d.mensagem.mnsCodigo)).toEqual([global, naoLida, lida]);
    expect(body).toMatchObject({ total: 3, naoLidas: 2, lidas: 1 });
    expect(await unread(c)).toBe(2);

    const [g, n, l] = body.data;
    expect(g).toMatchObject({ mnsDstCodigo: null, mnsDstDtaLeitura: null, mnsDstGlobal: { mnsDstGlbCodigo: expect.any(Number) }, pssFisica: { pssFscCodigo: ana.pssFscCodigo } });
    expect(g.mensagem).toMatchObject({ sistema: { sstCodigo: 'VESTIBULAR' }, pssFisica: null, tblGrlItmMnsTipo: { tblGrlItmCodigo: 'Noticia' }, mnsDtaAgendamento: at(-2).toISOString() });
    expect(n).toMatchObject({ mnsDstCodigo: expect.any(Number), mnsDstDtaLeitura: null, mnsDstGlobal: null });
    expect(l.mnsDstDtaLeitura).toBe(at(-4).toISOString());
    expect(l.mensagem.pssFisica).toEqual({ pssFscNome: 'Pró-Reitoria de Graduação' });
  });

  it('filtros T, L e N', async () => {
    const c = await loggedIn('52998224725', 'ana-senha');
    const codes = async (filtro: string) => (await pesquisa(c, { filtro })).json();
    const lidas = await codes('L');
    expect(lidas.data.map((d: { mensagem: { mnsCodigo: number } }) => d.mensagem.mnsCodigo)).toEqual([lida]);
    expect(lidas).toMatchObject({ total: 1, lidas: 1, naoLidas: 2 });
    const naoLidas = await codes('N');
    expect(naoLidas.data.map((d: { mensagem: { mnsCodigo: number } }) => d.mensagem.mnsCodigo)).toEqual([global, naoLida]);
    expect(naoLidas.total).toBe(2);
    expect((await codes('T')).total).toBe(3);
  });

  it('pesquisa livre no assunto, no texto e no código do sistema, sem diferenciar maiúsculas e acentos', async () => {
    const c = await loggedIn('52998224725', 'ana-senha');
    const search = async (pesquisaText: string, filtro?: string) =>
      (await pesquisa(c, { pesquisa: pesquisaText, filtro })).json().data.map((d: { mensagem: { mnsCodigo: number } }) => d.mensagem.mnsCodigo);
    expect(await search('sao jose')).toEqual([lida]);
    expect(await search('SÃO JOSÉ')).toEqual([lida]);
    expect(await search('convocacao')).toEqual([lida]);
    expect(await search('inscricao')).toEqual([naoLida]);
    expect(await search('vestibular')).toEqual([global]);
    expect(await search('calendario', 'N')).toEqual([global]);
    expect(await search('calendario', 'L')).toEqual([]);
    expect(await search('100%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('nada disso')).toEqual([]);
    expect((await pesquisa(c, { pesquisa: 'sao' })).json()).toMatchObject({ total: 1, lidas: 1, naoLidas: 0 });
  });

  it('a agendada aparece quando chega a sua hora', async () => {
    const c = await loggedIn('52998224725', 'ana-senha');
    t.clock.now = at(0.3);
    try {
      const codes = (await pesquisa(c)).json().data.map((d: { mensagem: { mnsCodigo: number } }) => d.mensagem.mnsCodigo);
      expect(codes).toEqual([agendada, global, naoLida, lida]);
      expect(codes).not.toContain(agendadaGlobal);
      expect(await unread(c)).toBe(3);
    } finally {
      t.clock.now = FIXED_NOW;
    }
  });

  it('isolamento: ninguém lê nem marca a mensagem de outra pessoa', async () => {
    const b = await loggedIn('11144477735', 'bruno-senha');
    const codes = (await pesquisa(b, { limit: 50 })).json().data.map((d: { mensagem: { mnsCodigo: number } }) => d.mensagem.mnsCodigo);
    expect(codes).toContain(daBruno);
    expect(codes).toContain(global);
    expect(codes).not.toContain(naoLida);
    const [anaRow] = await t.database.db.select().from(mnsDestinatario).where(eq(mnsDestinatario.mnsCodigo, naoLida));
    for (const form of [{ mnsDstCodigo: anaRow.mnsDstCodigo }, { mensagem: { mnsCodigo: naoLida } }, { mensagem: { mnsCodigo: agendada } }]) {
      const res = await b.post(`${BASE}/atualizarMnsDestinatario`, form);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Mensagem não encontrada.' });
    }
    const [after] = await t.database.db.select().from(mnsDestinatario).where(eq(mnsDestinatario.mnsCodigo, naoLida));
    expect(after.mnsDstDtaLeitura).toBeNull();
    expect(await t.database.db.select().from(mnsDestinatario).where(eq(mnsDestinatario.mnsCodigo, agendada))).toHaveLength(1);
  });

  it('marcar uma como lida: própria pelo mnsDstCodigo, global pelo mnsDstGlobal, com a data do servidor', async () => {
    const c = await loggedIn('52998224725', 'ana-senha');
    const [n] = (await pesquisa(c, { filtro: 'N' })).json().data.filter((d: { mensagem: { mnsCodigo: number } }) => d.mensagem.mnsCodigo === naoLida);
    const res = await c.post(`${BASE}/atualizarMnsDestinatario`, { mnsDstCodigo: n.mnsDstCodigo, mnsDstDtaLeitura: '01/01/2000', mensagem: { mnsCodigo: naoLida } });
    expect(res.json()).toMatchObject({ success: true, data: { mnsDstCodigo: n.mnsDstCodigo, mnsDstDtaLeitura: FIXED_NOW.toISOString() } });
    expect(await unread(c)).toBe(1);

    const [g] = (await pesquisa(c, { filtro: 'N' })).json().data;
    expect(g.mensagem.mnsCodigo).toBe(global);
    const res2 = await c.post(`${BASE}/atualizarMnsDestinatario`, { mnsDstGlobal: { mnsDstGlbCodigo: g.mnsDstGlobal.mnsDstGlbCodigo } });
    expect(res2.json().data).toMatchObject({ mnsDstCodigo: expect.any(Number), mnsDstGlobal: g.mnsDstGlobal, mnsDstDtaLeitura: FIXED_NOW.toISOString() });
    // again, later: the first read date stays, no second row
    t.clock.now = at(0.1);
    const again = await c.post(`${BASE}/atualizarMnsDestinatario`, { mnsDstGlobal: { mnsDstGlbCodigo: g.mnsDstGlobal.mnsDstGlbCodigo } });
    t.clock.now = FIXED_NOW;
    expect(again.json().data.mnsDstDtaLeitura).toBe(FIXED_NOW.toISOString());
    expect(await unread(c)).toBe(0);
    expect((await pesquisa(c)).json()).toMatchObject({ total: 3, naoLidas: 0, lidas: 3 });

    // the global read by Ana is still unread for Bruno
    const b = await loggedIn('11144477735', 'bruno-senha');
    const bg = (await pesquisa(b, { filtro: 'N', limit: 50 })).json().data.find((d: { mensagem: { mnsCodigo: number } }) => d.mensagem.mnsCodigo === global);
    expect(bg).toMatchObject({ mnsDstCodigo: null, mnsDstDtaLeitura: null });
  });

  it('marcar todas como lidas: só as visíveis, inclusive globais; exige o cabeçalho CSRF', async () => {
    const b = await loggedIn('11144477735', 'bruno-senha');
    const before = await unread(b);
    expect(before).toBeGreaterThanOrEqual(3);
    const noHeader = await t.app.inject({ method: 'GET', url: `${BASE}/atualizaMarcaTodasLidas`, headers: { cookie: b.cookieHeader() } });
    expect(noHeader.statusCode).toBe(403);
    expect(await unread(b)).toBe(before);

    const res = await b.get(`${BASE}/atualizaMarcaTodasLidas`);
    expect(res.json()).toMatchObject({ success: true, data: before });
    expect(await unread(b)).toBe(0);
    expect((await pesquisa(b, { filtro: 'N' })).json().data).toEqual([]);
    // idempotent
    expect((await b.get(`${BASE}/atualizaMarcaTodasLidas`)).json().data).toBe(0);

    // the scheduled global is not marked: it appears unread when its time comes
    t.clock.now = at(0.5);
    try {
      const later = (await pesquisa(b, { filtro: 'N' })).json().data.map((d: { mensagem: { mnsCodigo: number } }) => d.mensagem.mnsCodigo);
      expect(later).toEqual([agendadaGlobal]);
    } finally {
      t.clock.now = FIXED_NOW;
    }
    // other people's unread rows were not touched by Bruno's mark-all
    const c = await loggedIn('39053344705', 'carla-senha');
    expect(await unread(c)).toBe(26);
  });

  it('atualizarMnsDestinatario sem identificar a mensagem dá 400; campos desconhecidos também', async () => {
    const c = await loggedIn('52998224725', 'ana-senha');
    const res = await c.post(`${BASE}/atualizarMnsDestinatario`, { mnsDstDtaLeitura: '22/11/2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Informe a mensagem');
    expect((await c.post(`${BASE}/atualizarMnsDestinatario`, { mnsDstCodigo: 'abc' })).statusCode).toBe(400);
    expect((await c.post(`${BASE}/atualizarMnsDestinatario`, { mnsDstCodigo: 1, pssFscCodigo: 2 })).statusCode).toBe(400);
    // without the CSRF header
    expect((await c.post(`${BASE}/atualizarMnsDestinatario`, { mnsDstCodigo: 1 }, { csrf: false })).statusCode).toBe(403);
  });
});

describe('corpos hostis', () => {
  const HOSTILE = [
    '<p>Oi<script>alert("xss")</script></p>',
    '<img src=x onerror="alert(1)">',
    '<a href="javascript:alert(1)">clique</a>',
    '<a href="JaVaScRiPt&colon;alert(1)">c</a>',
    '<svg onload="alert(1)"><circle r="1"/></svg>',
    '<iframe src="https://evil.example"></iframe>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>',
    '<img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">',
    '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ].join('\n');

  it('saem da API sem script, sem atributos on*, sem javascript:/data:, com links seguros', async () => {
    await send({ assunto: 'Hostil', texto: `${HOSTILE}\n<p>Veja www.uepg.br, https://ps.uepg.br/x?a=1&b=2 e cps@uepg.br</p>`, ag: at(-0.5), para: [carla.pssFscCodigo] });
    const c = await loggedIn('39053344705', 'carla-senha');
    const [item] = (await pesquisa(c, { pesquisa: 'Hostil' })).json().data;
    const body: string = item.mensagem.mnsTexto;
    expect(body).not.toMatch(/<script|<svg|<iframe|<math|<style|onerror|onload|onclick|javascript:|data:|style=/i);
    expect(body).toContain('<p>Oi</p>');
    expect(body).toContain('<a href="https://www.uepg.br" target="_blank" rel="noopener noreferrer">www.uepg.br</a>');
    expect(body).toContain('href="https://ps.uepg.br/x?a=1&amp;b=2"');
    expect(body).toContain('<a href="mailto:cps@uepg.br" target="_blank" rel="noopener noreferrer">cps@uepg.br</a>');
    for (const a of body.match(/<a [^>]*>/g) ?? []) expect(a).toMatch(/target="_blank" rel="noopener noreferrer"/);
  });
});
