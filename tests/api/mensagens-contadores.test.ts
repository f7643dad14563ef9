import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensagem, mnsDestinatario, mnsDstGlobal } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

/**
 * The inbox counters come from mns_caixa_contador (kept by statement triggers) instead of counting the
 * mailbox per request. This walks random sequences of what changes a mailbox — bulk sends (read or not,
 * scheduled in the past or the future), global messages, reading one message and marking all through
 * the API, rescheduling, deleting a message, the clock moving — and after every step compares what the
 * API answers — counters and pages, many asked at once — with the visible mailbox read the plain way.
 */
const BASE = '/sgps/mensagens/mnsDestinatario';
const MIN = 60_000;
const PESSOAS = [
  { cpf: '52998224725', senha: 'ana-senha' },
  { cpf: '11144477735', senha: 'bruno-senha' },
  { cpf: '39053344705', senha: 'carla-senha' },
];

let t: TestApp;
let codigos: number[] = [];
let clientes: Client[] = [];

beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: 100_000 });
  for (const [i, p] of PESSOAS.entries()) codigos.push((await createAccount(t, { ...p, nome: `Pessoa ${i}` })).pssFscCodigo);
  for (const p of PESSOAS) {
    const c = new Client(t);
    await c.login(p.cpf, p.senha);
    clientes.push(c);
  }
});
afterAll(() => t.close());

/** The visible mailbox read the slow, obvious way, in display order: (message, read?) per message. */
async function caixaEsperada(pss: number) {
  const now = t.clock.now.toISOString();
  const { rows } = (await t.database.db.execute(sql`
    SELECT v."mnsCodigo", v.lida FROM (
      SELECT m."mnsCodigo", m."mnsDtaAgendamento" AS ag, d."mnsDstDtaLeitura" IS NOT NULL AS lida
        FROM mns_destinatario d JOIN mensagem m ON m."mnsCodigo" = d."mnsCodigo"
       WHERE d."pssFscCodigo" = ${pss} AND m."mnsDtaAgendamento" <= ${now}::timestamptz
      UNION ALL
      SELECT m."mnsCodigo", m."mnsDtaAgendamento", false FROM mns_dst_global g JOIN mensagem m ON m."mnsCodigo" = g."mnsCodigo"
       WHERE m."mnsDtaAgendamento" <= ${now}::timestamptz
         AND NOT EXISTS (SELECT 1 FROM mns_destinatario d WHERE d."pssFscCodigo" = ${pss} AND d."mnsCodigo" = g."mnsCodigo")) v
     ORDER BY v.ag DESC, v."mnsCodigo" DESC`)) as unknown as { rows: { mnsCodigo: number; lida: boolean }[] };
  return rows;
}

const FILTROS = { T: () => true, N: (m: { lida: boolean }) => !m.lida, L: (m: { lida: boolean }) => m.lida } as const;
const PAGINAS = [
  [0, 3],
  [2, 3],
  [0, 50],
] as const;

/**
 * Every person's pages (each filter, three windows) and unread counter, asked all at once: the API answers those
 * arriving together from one statement (server/features/mensagens/caixa-em-lote.ts), so a mix-up between the
 * requests of one batch — another person's page, another filter, another window — shows here.
 */
async function conferir() {
  const esperadas = await Promise.all(codigos.map(caixaEsperada));
  const pedidos = codigos.flatMap((_, i) => [
    ...Object.keys(FILTROS).flatMap((filtro) =>
      PAGINAS.map(([start, limit]) => ({ i, filtro: filtro as keyof typeof FILTROS, start, limit, path: `${BASE}/pesquisa?start=${start}&limit=${limit}&extraParams=${encodeURIComponent(JSON.stringify({ filtro }))}` })),
    ),
    { i, filtro: undefined, start: 0, limit: 0, path: `${BASE}/pesquisaNumeroNaoLidas` },
  ]);
  const respostas = await Promise.all(pedidos.map((p) => clientes[p.i].get(p.path)));
  for (const [k, p] of pedidos.entries()) {
    const caixa = esperadas[p.i];
    const naoLidas = caixa.filter(FILTROS.N).length;
    const body = respostas[k].json();
    if (p.filtro === undefined) {
      expect(body.data, p.path).toBe(naoLidas);
      continue;
    }
    const lista = caixa.filter(FILTROS[p.filtro]);
    expect({ naoLidas: body.naoLidas, lidas: body.lidas, total: body.total }, p.path).toEqual({ naoLidas, lidas: caixa.length - naoLidas, total: lista.length });
    const pagina = (body.data as { mnsDstDtaLeitura: string | null; mensagem: { mnsCodigo: number } }[]).map((d) => ({ mnsCodigo: d.mensagem.mnsCodigo, lida: d.mnsDstDtaLeitura !== null }));
    expect(pagina, p.path).toEqual(lista.slice(p.start, p.start + p.limit));
  }
}

const minutos = fc.integer({ min: -180, max: 180 });
const passo = fc.oneof(
  fc.record({ tipo: fc.constant('envio' as const), ag: minutos, para: fc.subarray([0, 1, 2]), lida: fc.boolean(), global: fc.boolean() }),
  fc.record({ tipo: fc.constant('ler' as const), pessoa: fc.nat(2), escolha: fc.nat() }),
  fc.record({ tipo: fc.constant('lerTodas' as const), pessoa: fc.nat(2) }),
  fc.record({ tipo: fc.constant('reagendar' as const), escolha: fc.nat(), ag: minutos }),
  fc.record({ tipo: fc.constant('excluir' as const), escolha: fc.nat() }),
  fc.record({ tipo: fc.constant('relogio' as const), ag: minutos }),
);
type Passo = typeof passo extends fc.Arbitrary<infer P> ? P : never;

async function mensagens() {
  return (await t.database.db.select({ c: mensagem.mnsCodigo }).from(mensagem).orderBy(mensagem.mnsCodigo)).map((r) => r.c);
}
const quando = (min: number) => new Date(FIXED_NOW.getTime() + min * MIN);

async function aplicar(p: Passo) {
  const db = t.database.db;
  if (p.tipo === 'envio') {
    const [m] = await db.insert(mensagem).values({ mnsAssunto: 'Aviso', mnsTexto: '<p>Aviso</p>', mnsDtaAgendamento: quando(p.ag) }).returning();
    if (p.global) await db.insert(mnsDstGlobal).values({ mnsCodigo: m.mnsCodigo });
    // One statement for every recipient, as a bulk send does.
    if (p.para.length) await db.insert(mnsDestinatario).values(p.para.map((i) => ({ mnsCodigo: m.mnsCodigo, pssFscCodigo: codigos[i], mnsDstDtaLeitura: p.lida ? t.clock.now : null })));
  } else if (p.tipo === 'ler') {
    const todas = await mensagens();
    if (todas.length) await clientes[p.pessoa].post(`${BASE}/atualizarMnsDestinatario`, { mensagem: { mnsCodigo: todas[p.escolha % todas.length] } });
  } else if (p.tipo === 'lerTodas') {
    expect((await clientes[p.pessoa].get(`${BASE}/atualizaMarcaTodasLidas`)).statusCode).toBe(200);
  } else if (p.tipo === 'reagendar' || p.tipo === 'excluir') {
    const todas = await mensagens();
    if (!todas.length) return;
    const alvo = todas[p.escolha % todas.length];
    if (p.tipo === 'excluir') await db.delete(mensagem).where(eq(mensagem.mnsCodigo, alvo));
    else await db.update(mensagem).set({ mnsDtaAgendamento: quando(p.ag) }).where(eq(mensagem.mnsCodigo, alvo));
  } else {
    t.clock.now = quando(p.ag);
  }
}

describe('contadores da caixa de mensagens', () => {
  it('depois de cada envio, leitura, marcação de todas, reagendamento, exclusão e passagem do tempo, contadores e páginas (pedidas juntas) batem com a caixa lida sem atalhos', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(passo, { minLength: 1, maxLength: 12 }), async (passos) => {
        for (const p of passos) {
          await aplicar(p);
          await conferir();
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
