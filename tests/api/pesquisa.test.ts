import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pssFisica } from '../../server/db/schema/index.ts';
import { ApiError } from '../../server/http/envelope.ts';
import { applyMap, parsePesquisa, type ResourceDef } from '../../server/http/pesquisa.ts';
import { createTestApp, type TestApp } from '../support/api.ts';

/** A resource as a feature would declare it: only these names may reach SQL. */
const pessoas: ResourceDef = {
  fields: {
    pssFscCodigo: { column: pssFisica.pssFscCodigo, type: 'int', ops: ['eq', 'in', 'gt'], sortable: true },
    pssFscNome: { column: pssFisica.pssFscNome, type: 'text', ops: ['eq', 'like'], sortable: true },
    pssFscVncInterno: { column: pssFisica.pssFscVncInterno, type: 'tf', ops: ['eq'] },
  },
  extraParams: { somenteAtivos: 'tf' },
  maxLimit: 50,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(pssFisica).values([
    { pssFscNome: 'João Conceição', pssFscCPF: '52998224725' },
    { pssFscNome: 'Joana Silva', pssFscCPF: '11144477735', pssFscVncInterno: true },
    { pssFscNome: 'Ângela Souza', pssFscPassaporte: 'AB123' },
  ]);
});
afterAll(() => t.close());

async function run(query: Record<string, unknown>) {
  const p = parsePesquisa(query, pessoas);
  const rows = await t.database.db
    .select({ pssFscCodigo: pssFisica.pssFscCodigo, pssFscNome: pssFisica.pssFscNome })
    .from(pssFisica)
    .where(p.where)
    .orderBy(...p.orderBy)
    .limit(p.limit)
    .offset(p.offset);
  return { p, rows };
}

function rejection(query: Record<string, unknown>): string {
  try {
    parsePesquisa(query, pessoas);
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).statusCode).toBe(400);
    return (err as ApiError).message;
  }
  throw new Error('expected a rejection');
}

describe('parser de pesquisa (filter, sort, map, start, limit, extraParams)', () => {
  it('filtra sem acento e sem caixa, ordena e pagina', async () => {
    const { rows } = await run({
      filter: JSON.stringify([{ property: 'pssFscNome', value: 'JOA', operator: 'like' }]),
      sort: JSON.stringify([{ property: 'pssFscNome', direction: 'DESC' }]),
    });
    expect(rows.map((r) => r.pssFscNome)).toEqual(['João Conceição', 'Joana Silva']);
    const accent = await run({ filter: JSON.stringify([{ property: 'pssFscNome', value: 'angela', operator: 'like' }]) });
    expect(accent.rows.map((r) => r.pssFscNome)).toEqual(['Ângela Souza']);
    const all = await run({ sort: JSON.stringify([{ property: 'pssFscCodigo', direction: 'ASC' }]) });
    const page = await run({ sort: JSON.stringify([{ property: 'pssFscCodigo', direction: 'ASC' }]), start: 1, limit: 1 });
    expect(page.rows).toEqual([all.rows[1]]);
  });

  it('T/F vira booleano e like trata % e _ como texto', async () => {
    const interno = await run({ filter: JSON.stringify([{ property: 'pssFscVncInterno', value: 'T' }]) });
    expect(interno.rows.map((r) => r.pssFscNome)).toEqual(['Joana Silva']);
    const percent = await run({ filter: JSON.stringify([{ property: 'pssFscNome', value: '%', operator: 'like' }]) });
    expect(percent.rows).toEqual([]);
  });

  it('recusa propriedades fora da lista e nomes com SQL', () => {
    expect(rejection({ filter: JSON.stringify([{ property: 'pssFscCPF', value: '1' }]) })).toMatch(/"pssFscCPF" não é permitida em filter/);
    expect(rejection({ sort: JSON.stringify([{ property: 'pssFscNome; DROP TABLE conta', direction: 'ASC' }]) })).toMatch(/não é permitida em sort/);
    expect(rejection({ sort: JSON.stringify([{ property: 'pssFscNome', direction: 'ASC, (SELECT 1)' }]) })).toMatch(/ASC ou DESC/);
    expect(rejection({ map: JSON.stringify(['senhaHash']) })).toMatch(/não é permitida em map/);
    expect(rejection({ extraParams: '{"__proto__": 1}' })).toMatch(/extraParams/);
    expect(rejection({ filter: JSON.stringify([{ property: 'constructor', value: 1 }]) })).toMatch(/não é permitida/);
    expect(rejection({ filter: '[{"property":' })).toMatch(/JSON válido/);
    expect(rejection({ filter: JSON.stringify([{ property: 'pssFscCodigo', value: "1 OR 1=1" }]) })).toMatch(/valor inválido/);
    expect(rejection({ filter: JSON.stringify([{ property: 'pssFscNome', value: 'x', operator: 'gt' }]) })).toMatch(/operador não permitido/);
  });

  it('limita o limit ao máximo do recurso e aplica o map', async () => {
    const { p } = await run({ limit: 100000, map: 'pssFscNome' });
    expect(p.limit).toBe(50);
    expect(applyMap([{ pssFscCodigo: 1, pssFscNome: 'x', prcSeletivo: { prcSltCodigo: 3, outro: 1 } }], ['pssFscNome', 'prcSeletivo.prcSltCodigo'])).toEqual([
      { pssFscNome: 'x', prcSeletivo: { prcSltCodigo: 3 } },
    ]);
  });

  it('os valores de "in" são convertidos e validados um a um', async () => {
    const all = await run({ sort: JSON.stringify([{ property: 'pssFscCodigo', direction: 'ASC' }]) });
    const ids = all.rows.slice(0, 2).map((r) => r.pssFscCodigo);
    const { rows } = await run({ filter: JSON.stringify([{ property: 'pssFscCodigo', value: ids.map(String), operator: 'in' }]) });
    expect(rows.map((r) => r.pssFscCodigo).sort()).toEqual(ids.sort());
    expect(rejection({ filter: JSON.stringify([{ property: 'pssFscCodigo', value: [1, 'x'], operator: 'in' }]) })).toMatch(/valor inválido/);
  });
});
