import fc from 'fast-check';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CANDIDATO } from '../../server/db/seed/index.ts';
import type { RegisteredRoute } from '../../server/plugins/route-list.ts';
import { Client } from '../support/api.ts';
import { securityFixture, type SecurityFixture } from './fixture.ts';
import { apiRoutes, routeKey, sample, schemaOf, type SchemaNode } from './routes.ts';
import { countRows, diffCounts } from './sql-spy.ts';

const LONG = process.env.LONG_TESTS === '1';
const RUNS = LONG ? 60 : 12;
/** Routes that end or switch the caller's session: fuzzed like the others, then the client signs in again. */
const SESSION_CHANGING = new Set(['POST /login/sair', 'POST /login', 'POST /login/simular']);

const oddUnicode = fc.constantFrom('\u0000', '\uFEFF', '\u202E', '\uD800', 'e\u0301', '𝕏'.repeat(50), '\u200B\u200D', 'ǅ', '\r\n', '%00', '%ff', '../../../etc/passwd', '<script>alert(1)</script>', "' OR 1=1 --", '{"$ne":null}');
/** A hostile value for one field: random strings and unicode, huge numbers, wrong types, nesting, big strings. */
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  oddUnicode,
  fc.integer(),
  fc.double().map(String),
  fc.constantFrom('99999999999999999999999999', '-1', '0', '1e308', 'NaN', 'Infinity', '', ' ', 'T', 'F', 'null', 'true', '[]', '{}'),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.integer({ min: 1000, max: 70_000 }).map((n) => 'x'.repeat(n)),
);

/** Each field of the schema: valid, hostile or missing; sometimes an unknown field too. */
function fieldsOf(node: SchemaNode | undefined, bank: Record<string, unknown>) {
  const entries = Object.entries(node?.properties ?? {}).map(([k, child]) => [k, fc.oneof(fc.constant(sample(child, k, bank)), hostile, fc.constant(undefined))] as const);
  return fc.tuple(fc.record(Object.fromEntries(entries)), fc.option(fc.tuple(fc.string({ maxLength: 10 }), hostile), { nil: undefined })).map(([obj, extra]) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) if (v !== undefined) out[k] = v;
    if (extra) out[extra[0]] = extra[1];
    return out;
  });
}

function requestFor(route: RegisteredRoute, bank: Record<string, unknown>) {
  const params = fieldsOf(schemaOf(route, 'params'), bank);
  const query = fieldsOf(schemaOf(route, 'querystring'), bank);
  const body = fieldsOf(schemaOf(route, 'body'), bank);
  return fc.record({ params, query, body, json: fc.boolean() });
}

let f: SecurityFixture;
beforeAll(async () => {
  f = await securityFixture({ rateLimit: { loginFalhasPorConta: 10_000, contaNovaGlobal: 10_000, contaPorCliente: 1_000_000, contaGlobal: 1_000_000, loginPorCliente: 1_000_000 } });
});
afterAll(async () => {
  f?.assertLogsClean();
  await f?.close();
});

/** A generated path value as text: objects (even null-prototype ones, which String() cannot convert) as JSON. */
const asText = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

describe('fuzzing every GET and POST (generated from the route list)', () => {
  it('answers a 4xx envelope or a success, never 5xx, and a refused request leaves every table as it was', { timeout: process.env.LONG_TESTS === '1' ? 900_000 : 120_000 }, async () => {
    const routes = apiRoutes(f.routes);
    const c = new Client(f.t);
    await c.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    let tried = 0;
    const statuses: Record<number, number> = {};
    const failures: string[] = [];
    for (const route of routes) {
      const bank = f.a.banks[0];
      await fc.assert(
        fc.asyncProperty(requestFor(route, bank), async (r) => {
          tried++;
          const url = route.url.replace(/:(\w+)/g, (_m, p: string) => encodeURIComponent(asText(r.params[p])));
          const search = qs.stringify(r.query);
          const before = route.method === 'GET' ? null : await countRows(f.t.database);
          const res = await c.request(route.method as 'GET', search ? `${url}?${search}` : url, route.method === 'GET' ? {} : r.json ? { json: r.body } : { form: r.body });
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          const where = `${routeKey(route)} ${JSON.stringify(r).slice(0, 300)}`;
          if (res.statusCode >= 500) failures.push(`${where} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (route.url.startsWith('/sgps/') && res.statusCode >= 400 && res.statusCode < 500) {
            const body = res.json();
            if (body.success !== false || typeof body.message !== 'string') failures.push(`${where}: 4xx fora do envelope`);
          }
          if (before && res.statusCode >= 400) {
            const diff = diffCounts(before, await countRows(f.t.database));
            if (diff.length) failures.push(`${where} -> ${res.statusCode} mas gravou: ${diff.join(', ')}`);
          }
          if (SESSION_CHANGING.has(routeKey(route)) || !c.cookies.has('ps_sessao')) {
            c.cookies.clear();
            await c.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
          }
          return failures.length === 0;
        }),
        { numRuns: RUNS, seed: 11, endOnFailure: true },
      );
    }
    console.log(`fuzz: ${tried} requisições em ${routes.length} rotas; status ${JSON.stringify(statuses)}`);
    expect(failures).toEqual([]);
  });

  it('bodies of 1 MB: over the limit 413 in the envelope, just under it a 4xx or success, on every POST', async () => {
    const c = new Client(f.t);
    await c.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    const posts = apiRoutes(f.routes).filter((r) => r.method === 'POST' && !SESSION_CHANGING.has(routeKey(r)));
    let tried = 0;
    for (const r of posts) {
      const url = r.url.replace(/:(\w+)/g, '1');
      const over = await c.request('POST', url, { form: { campo: 'a'.repeat(1_100_000) } });
      const under = await c.request('POST', url, { json: { campo: 'b'.repeat(1_000_000) } });
      tried += 2;
      expect(over.statusCode, routeKey(r)).toBe(413);
      if (r.url.startsWith('/sgps/')) expect(over.json()).toMatchObject({ success: false, message: 'A requisição é grande demais.' });
      expect(under.statusCode, `${routeKey(r)} ${under.body.slice(0, 200)}`).toBeLessThan(500);
      if (!c.cookies.has('ps_sessao')) await c.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    }
    console.log(`fuzz 1 MB: ${tried} requisições em ${posts.length} rotas POST`);
  });
});
