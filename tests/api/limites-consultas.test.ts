import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conta, prcSeletivo, pssFisica } from '../../server/db/schema/index.ts';
import { consultaContaPorDocumento, type TipoDocumento } from '../../server/features/conta/repository.ts';
import { ListaPublicaCache } from '../../server/features/ensalamento/lista-publica-cache.ts';
import { CatalogoCache } from '../../server/features/inscricao/catalogo.ts';
import { PESQUISA_START_MAX, START_FORA_DO_LIMITE } from '../../server/http/pesquisa.ts';
import { Client, createTestApp, type TestApp } from '../support/api.ts';

/**
 * Issue 18, point 8: what a client can make the server do in proportion to what it sends stays bounded:
 * a search's start, an account lookup by passport or RG (indexed), the in-memory caches keyed by codes
 * clients send.
 */
let t: TestApp;
const PESSOAS = 3_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Enough people that reading them all is a real cost; one in three with an account, logins of both kinds.
  for (let i = 0; i < PESSOAS; i += 500) {
    const lote = Array.from({ length: 500 }, (_, k) => i + k).map((n) => ({ pssFscNome: `Pessoa ${n}`, pssFscPassaporte: `PP${n}`, pssFscRG: ` rg${n} ` }));
    const pessoas = await db.insert(pssFisica).values(lote).returning({ id: pssFisica.pssFscCodigo });
    await db.insert(conta).values(pessoas.filter((_, k) => k % 3 === 0).map((p, k) => ({ pssFscCodigo: p.id, login: `DOC${i + k}`, loginTipo: 'DOCUMENTO', senhaHash: 'x' })));
  }
  await db.execute(sql`ANALYZE`);
});
afterAll(() => t.close());

describe('start of a search', () => {
  const etapas = (start: string) => new Client(t).get(`/sgps/prcSltEtpProva/pesquisa?start=${start}&limit=10`);

  it('is refused past the maximum with a 400 in Portuguese; up to it, answered', async () => {
    for (const start of [String(PESQUISA_START_MAX + 1), '100000000', '99999999999999999999']) {
      const res = await etapas(start);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: START_FORA_DO_LIMITE });
    }
    expect(START_FORA_DO_LIMITE).toBe('Parâmetro de pesquisa inválido: "start" deve estar entre 0 e 100.000.');
    const noLimite = await etapas(String(PESQUISA_START_MAX));
    expect(noLimite.statusCode).toBe(200);
    expect(noLimite.json()).toMatchObject({ success: true, data: [] });
    expect((await etapas('-1')).statusCode).toBe(400);
  });

  it('has the same maximum on the public room list and the postgraduate listings (their own schemas)', async () => {
    for (const url of [
      '/sgps/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo?prcSltCodigo=1&start=',
      '/sgps/prcSltInsStricto/getStrictoListagem?start=',
      '/sgps/prcSltInsLato/getLatoEspecializacaoListagemProx?start=',
    ]) {
      expect((await new Client(t).get(`${url}${PESQUISA_START_MAX + 1}`)).statusCode, url).toBe(400);
      expect([200, 404], url).toContain((await new Client(t).get(`${url}${PESQUISA_START_MAX}`)).statusCode); // 404: no such process
    }
  });
});

describe('account lookup by passport or RG', () => {
  /** The plan PostgreSQL chooses when a sequential scan is the last resort (SET LOCAL: this transaction only). */
  async function plano(tipo: TipoDocumento, documento: string): Promise<string> {
    return t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const res = (await tx.execute(sql`EXPLAIN ${consultaContaPorDocumento(tx, tipo, documento)}`)) as unknown as { rows: Record<string, string>[] };
      return res.rows.map((r) => Object.values(r)[0]).join('\n');
    });
  }

  it('uses the expression indexes on upper(trim(passport)) and upper(trim(RG)) and the login index, never reading every row', async () => {
    for (const tipo of ['PASSAPORTE', 'RG'] as const) {
      const p = await plano(tipo, 'PP123');
      expect(p).toContain('pss_fisica_passaporte_norm_idx');
      expect(p).toContain('pss_fisica_rg_norm_idx');
      expect(p).toContain('conta_login_uq');
      expect(p).not.toContain('Seq Scan');
    }
    const cpf = await plano('CPF', '52998224725');
    expect(cpf).toContain('pss_fisica_cpf_uq');
    expect(cpf).toContain('conta_login_uq');
    expect(cpf).not.toContain('Seq Scan');
  });

  it('still answers what it answered: case and spaces ignored, passport, RG and login', async () => {
    const check = (dcm: string, tipo: string, ip: string) =>
      new Client(t).get(`/sgps/pssFisica/checkContaExisteByDcmPessoal?dcmPessoal=${encodeURIComponent(dcm)}&tpDcmPessoal=${tipo}`, { headers: { 'x-forwarded-for': ip } });
    // Pessoa 3 has an account (every third of each batch), Pessoa 4 none.
    expect((await check(' pp3 ', 'PASSAPORTE', '10.9.0.1')).json().contaExiste).toBe('T');
    expect((await check('RG3', 'RG', '10.9.0.2')).json().contaExiste).toBe('T');
    expect((await check('doc1', 'RG', '10.9.0.3')).json().contaExiste).toBe('T');
    expect((await check('PP4', 'PASSAPORTE', '10.9.0.4')).json().contaExiste).toBe('F');
    expect((await check('PP999999', 'PASSAPORTE', '10.9.0.5')).json().contaExiste).toBe('F');
  });
});

describe('in-memory caches keyed by codes clients send', () => {
  it('the enrolment catalogue keeps at most its cap of processes, however many codes are asked for', async () => {
    const cache = new CatalogoCache(16);
    const [real] = await t.database.db
      .insert(prcSeletivo)
      .values({ prcSltDescricao: 'Vestibular', prcSltTipo: 'VESTIBULAR', prcSltDtInicio: new Date('2026-11-01T00:00:00Z'), prcSltDtFim: new Date('2026-12-01T00:00:00Z') })
      .returning({ c: prcSeletivo.prcSltCodigo });
    const doReal = cache.get(t.database.db, real.c, '1');
    expect(await doReal).not.toBeNull();
    // The flood: 2,000 made-up process codes (each answered "no such process"), the real one asked in between.
    for (let i = 1; i <= 2_000; i++) {
      expect(await cache.get(t.database.db, 1_000_000 + i, '1')).toBeNull();
      if (i % 10 === 0) expect(cache.get(t.database.db, real.c, '1')).toBe(doReal);
      expect(cache.tamanho).toBeLessThanOrEqual(16);
    }
    // The one in use was kept (the least recently used go first).
    expect(cache.get(t.database.db, real.c, '1')).toBe(doReal);
  });

  it('the public room lists keep at most their cap of copies and run at most two loads at once', async () => {
    const falhas: unknown[] = [];
    const cache = new ListaPublicaCache(t.app.segundoPlano, (e) => falhas.push(e), 4, 2);
    for (let rodada = 0; rodada < 3; rodada++) {
      for (let i = 1; i <= 200; i++) {
        cache.pronta(t.database.db, 2_000_000 + i, '1');
        expect(cache.cargas).toBeLessThanOrEqual(2);
      }
      await t.app.segundoPlano.aguardar();
      expect(cache.tamanho).toBeLessThanOrEqual(4);
    }
    expect(falhas).toEqual([]);
  });
});
