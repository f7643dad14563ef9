import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { prcSeletivo } from '../../server/db/schema/index.ts';
import { testConfig } from '../../server/config.ts';
import { createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

/**
 * listaProcessos is served from a copy in each API process's memory (abertos-em-memoria.ts). Two API
 * processes over one database: whatever one of them (or anyone) writes to prc_seletivo, and wherever the
 * clock goes, both answer exactly the processes a fresh SQL read would.
 */
const MIN = 60_000;
const em = (min: number) => new Date(FIXED_NOW.getTime() + min * MIN);

let t: TestApp;
let outra: FastifyInstance;
const c: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  outra = await buildApp({ db: t.database.db, config: testConfig({ logLevel: 'error' }), clock: () => t.clock.now });
  await outra.ready();
  const linhas = {
    aberto: { prcSltDescricao: 'Vestibular Aberto', prcSltDtInicio: em(-600), prcSltDtFim: em(600) },
    acabaLogo: { prcSltDescricao: 'Chamada que acaba em 10 minutos', prcSltDtInicio: em(-600), prcSltDtFim: em(10) },
    abreLogo: { prcSltDescricao: 'Chamada que abre em 10 minutos', prcSltDtInicio: em(10), prcSltDtFim: em(900) },
    rascunho: { prcSltDescricao: 'Em preparação', prcSltDtInicio: em(-600), prcSltDtFim: em(600), prcSltPublicado: false },
  };
  for (const [chave, v] of Object.entries(linhas)) {
    const [r] = await t.database.db.insert(prcSeletivo).values({ prcSltTipo: 'VESTIBULAR', ...v }).returning({ id: prcSeletivo.prcSltCodigo });
    c[chave] = r.id;
  }
});
afterAll(async () => {
  await outra.close();
  await t.close();
});

async function listas(): Promise<number[][]> {
  const out: number[][] = [];
  for (const app of [t.app, outra]) {
    const res = await app.inject({ method: 'GET', url: '/sgps/prcSeletivo/listaProcessos' });
    expect(res.statusCode).toBe(200);
    out.push(res.json().data.map((p: { prcSltCodigo: number }) => p.prcSltCodigo));
  }
  return out;
}

describe('listaProcessos servida da memória', () => {
  it('segue o relógio: um processo sai no minuto em que termina e entra no minuto em que abre, nos dois processos da API', async () => {
    t.clock.now = FIXED_NOW;
    expect(await listas()).toEqual([[c.acabaLogo, c.aberto], [c.acabaLogo, c.aberto]]);
    t.clock.now = em(10);
    expect(await listas()).toEqual([[c.acabaLogo, c.aberto, c.abreLogo], [c.acabaLogo, c.aberto, c.abreLogo]]);
    t.clock.now = em(10.5);
    expect(await listas()).toEqual([[c.aberto, c.abreLogo], [c.aberto, c.abreLogo]]);
    // The clock going back (tests do it) never answers from a copy read later than the request's instant.
    t.clock.now = FIXED_NOW;
    expect(await listas()).toEqual([[c.acabaLogo, c.aberto], [c.acabaLogo, c.aberto]]);
  });

  it('uma mudança no processo feita fora de um processo da API aparece no próximo pedido de ambos', async () => {
    t.clock.now = FIXED_NOW;
    await listas();
    await t.database.db.update(prcSeletivo).set({ prcSltPublicado: true }).where(eq(prcSeletivo.prcSltCodigo, c.rascunho));
    expect(await listas()).toEqual([[c.acabaLogo, c.aberto, c.rascunho], [c.acabaLogo, c.aberto, c.rascunho]]);
    await t.database.db.update(prcSeletivo).set({ prcSltDescricao: 'Vestibular Aberto (retificado)' }).where(eq(prcSeletivo.prcSltCodigo, c.aberto));
    for (const app of [t.app, outra]) {
      const data = (await app.inject({ method: 'GET', url: '/sgps/prcSeletivo/listaProcessos' })).json().data as { prcSltCodigo: number; prcSltDescricao: string }[];
      expect(data.find((p) => p.prcSltCodigo === c.aberto)?.prcSltDescricao).toBe('Vestibular Aberto (retificado)');
    }
    await t.database.db.delete(prcSeletivo).where(eq(prcSeletivo.prcSltCodigo, c.rascunho));
    expect(await listas()).toEqual([[c.acabaLogo, c.aberto], [c.acabaLogo, c.aberto]]);
  });
});
