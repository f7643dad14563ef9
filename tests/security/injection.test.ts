import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CANDIDATO } from '../../server/db/seed/index.ts';
import { Client } from '../support/api.ts';
import { securityFixture, type SecurityFixture } from './fixture.ts';
import { apiRoutes, parameterNames, routeKey, withQuery } from './routes.ts';
import { countRows, diffCounts, spySql } from './sql-spy.ts';

const LONG = process.env.LONG_TESTS === '1';
/** Every payload carries this tag: finding it in the text of a SQL statement means it reached SQL as code. */
const TAG = 'zq9xk';
const SQL_PAYLOADS = [
  `${TAG}' OR '1'='1`,
  `${TAG}"; DROP TABLE pss_fisica; --`,
  `${TAG}) UNION SELECT "senhaHash" FROM conta --`,
  `${TAG}' || pg_sleep(5) || '`,
  `${TAG}\\'; SELECT 1; --`,
  `"${TAG}"`,
  `${TAG}::text`,
  `$1${TAG}`,
  `${TAG}%' AND 1=1 AND '%'='`,
  `${TAG} /* */ ORDER BY 1`,
  `__proto__`,
  `constructor`,
];
/** Property names some resource accepts: the payloads travel as their values. */
const PROPERTIES = ['prcSltCodigo', 'insPrcCodigo', 'pssFscCodigo', 'mnsAssunto', 'prcSltDescricao', 'opcDescricao', 'opcCdgPai', 'mnsDstDtaLeitura', 'insPrcIncDtHora', 'insCancelada', 'prcSltExbEnsalamento', 'insBltSituacao'];
const OPERATORS = ['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'like', 'in', 'isnull', '=', 'LIKE', `${TAG} OR 1=1`];

const payload = fc.constantFrom(...SQL_PAYLOADS);
const anyValue = fc.oneof(payload, fc.jsonValue({ maxDepth: 3 }), fc.array(payload, { maxLength: 3 }), fc.integer(), fc.constant(null));
const property = fc.oneof(payload, fc.constantFrom(...PROPERTIES));
const filter = fc.array(fc.record({ property, value: anyValue, operator: fc.option(fc.constantFrom(...OPERATORS), { nil: undefined }) }, { requiredKeys: ['property'] }), { maxLength: 3 });
const sort = fc.array(fc.record({ property, direction: fc.oneof(fc.constantFrom('ASC', 'DESC', 'asc'), payload) }), { maxLength: 2 });
const map = fc.oneof(fc.array(property, { maxLength: 4 }).map((a) => JSON.stringify(a)), fc.array(property, { maxLength: 4 }).map((a) => a.join(',')));
const extraParams = fc.dictionary(property, anyValue, { maxKeys: 3 }).map((d) => JSON.stringify(d));
/** Raw text instead of JSON sometimes: malformed JSON, JSON of the wrong shape, payloads alone. */
const raw = fc.oneof(payload, fc.json({ maxDepth: 2 }), fc.string({ maxLength: 30 }));
const hostile = fc.record(
  {
    filter: fc.oneof(filter.map((f) => JSON.stringify(f)), raw),
    sort: fc.oneof(sort.map((s) => JSON.stringify(s)), raw),
    map: fc.oneof(map, raw),
    extraParams: fc.oneof(extraParams, raw),
  },
  { requiredKeys: [] },
);
/** Text properties some whitelist accepts (eq/like), and the messages' extraParams: payloads ride in as values. */
const TEXT_PROPERTIES = ['prcSltDescricao', 'prcSltEtpPrvDescricao', 'opcDescricao', 'insBltSituacao', 'insBltForma', 'prcSltTipo', 'prcSltEtpPrvMnemonico', 'prcSltInsCnvSituacao'];
const asValues = fc.oneof(
  fc.record({ property: fc.constantFrom(...TEXT_PROPERTIES), operator: fc.constantFrom('eq', 'like'), value: payload }).map((item) => ({ filter: JSON.stringify([item]) })),
  fc.record({ filtro: fc.constantFrom('T', 'L', 'N'), pesquisa: payload }).map((e) => ({ extraParams: JSON.stringify(e) })),
);
const pesquisa = fc.oneof({ weight: 1, arbitrary: hostile }, { weight: 2, arbitrary: asValues });

let f: SecurityFixture;
let spy: ReturnType<typeof spySql>;
beforeAll(async () => {
  f = await securityFixture();
  spy = spySql(f.t.database);
});
afterAll(async () => {
  f?.assertLogsClean();
  await f?.close();
});

describe('filter, sort, map and extraParams never reach SQL', () => {
  it('SQL and JSON payloads in the search parameters of every search route: 200 or 400 envelope, payload absent from every SQL text', { timeout: process.env.LONG_TESTS === '1' ? 900_000 : 120_000 }, async () => {
    const routes = apiRoutes(f.routes).filter((r) => r.method === 'GET' && parameterNames(r).includes('filter'));
    expect(routes.length).toBeGreaterThan(15);
    const c = new Client(f.t);
    await c.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    const before = await countRows(f.t.database);
    let tried = 0;
    const statuses: Record<number, number> = {};
    for (const r of routes) {
      await fc.assert(
        fc.asyncProperty(pesquisa, async (q) => {
          tried++;
          spy.clear();
          const res = await c.get(withQuery(r.url, q));
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          expect([200, 400], `${routeKey(r)} ${JSON.stringify(q)} -> ${res.body.slice(0, 200)}`).toContain(res.statusCode);
          expect(res.json()).toHaveProperty('success', res.statusCode === 200);
          expect(res.body).not.toContain('$argon2');
          const reached = spy.texts.filter((t) => t.includes(TAG) || t.includes('pg_sleep'));
          expect(reached, `${routeKey(r)}: payload no texto SQL`).toEqual([]);
        }),
        { numRuns: LONG ? 300 : 30, seed: 11 },
      );
    }
    expect(diffCounts(before, await countRows(f.t.database))).toEqual([]);
    console.log(`injeção: ${tried} pesquisas com payloads em ${routes.length} rotas; status ${JSON.stringify(statuses)}`);
    expect(statuses[200] ?? 0, 'some payload-carrying searches must be valid ones (values bound, not refused)').toBeGreaterThan(0);
  });

  it('the SQL spy does see statements (the check above can fail)', async () => {
    spy.clear();
    await new Client(f.t).get('/sgps/prcSeletivo/listaProcessos');
    expect(spy.texts.length).toBeGreaterThan(0);
  });
});
