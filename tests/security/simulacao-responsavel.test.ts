import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, conta, simulacao } from '../../server/db/schema/index.ts';
import { DEMO_CANDIDATO, DEMO_SUPER } from '../../server/db/seed/index.ts';
import { Client } from '../support/api.ts';
import { securityFixture, type SecurityFixture } from './fixture.ts';
import { apiRoutes, buildRequest, routeKey, withQuery } from './routes.ts';

/**
 * Issue 18 §7: a simulation is accountable. Super-user status is checked on every request, starting and
 * ending are recorded, and every write made while simulating records the real person.
 */
let f: SecurityFixture;
let superCodigo: number;
beforeAll(async () => {
  f = await securityFixture({ rateLimit: { loginFalhasPorConta: 10_000, contaNovaGlobal: 10_000, contaPorCliente: 1000, contaGlobal: 1000, loginPorCliente: 100_000 } });
  const [s] = await f.t.database.db.select({ p: conta.pssFscCodigo }).from(conta).where(eq(conta.login, DEMO_SUPER.cpf));
  superCodigo = s.p;
});
afterAll(async () => {
  f?.assertLogsClean();
  await f?.close();
});

async function simulando(): Promise<Client> {
  await f.t.database.db.update(conta).set({ superUsuario: true }).where(eq(conta.login, DEMO_SUPER.cpf));
  const c = new Client(f.t);
  await c.login(DEMO_SUPER.cpf, DEMO_SUPER.senha);
  expect((await c.post('/login/simular', { cpf: DEMO_CANDIDATO.cpf })).statusCode).toBe(303);
  expect((await c.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0].pssFscCodigo).toBe(f.a.pssFscCodigo);
  return c;
}

const registros = () => f.t.database.db.select().from(simulacao).where(eq(simulacao.pssFscCodigo, superCodigo)).orderBy(simulacao.simCodigo);

describe('simulation is accountable', () => {
  it('revoking super-user status ends a running simulation at the next request, and the record says why', async () => {
    const c = await simulando();
    await f.t.database.db.update(conta).set({ superUsuario: false }).where(eq(conta.login, DEMO_SUPER.cpf));
    const me = (await c.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0];
    expect(me.pssFscCodigo).toBe(superCodigo);
    // and stays ended when the right comes back: it was cleared, not hidden
    await f.t.database.db.update(conta).set({ superUsuario: true }).where(eq(conta.login, DEMO_SUPER.cpf));
    expect((await c.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0].pssFscCodigo).toBe(superCodigo);
    const last = (await registros()).at(-1)!;
    expect(last).toMatchObject({ simulaPssFscCodigo: f.a.pssFscCodigo, motivoEncerramento: 'revogada' });
    expect(last.encerradaEm).not.toBeNull();
  });

  it('start and end are recorded: who, as whom, when, from where; by the menu and by Sair', async () => {
    const antes = (await registros()).length;
    const c = await simulando();
    const aberto = (await registros()).at(-1)!;
    expect(aberto).toMatchObject({ pssFscCodigo: superCodigo, simulaPssFscCodigo: f.a.pssFscCodigo, encerradaEm: null, origem: '127.0.0.1' });
    expect(aberto.iniciadaEm.getTime()).toBe(f.t.clock.now.getTime());
    const cancel = await c.request('GET', '/sgps/smlUsuario/atualizaCancelaSimulacao', { headers: { 'x-xsrf-token': c.cookies.get('XSRF-TOKEN')! } });
    expect(cancel.json().success).toBe(true);
    expect((await registros()).at(-1)).toMatchObject({ simCodigo: aberto.simCodigo, motivoEncerramento: 'saida' });

    const d = await simulando();
    await d.post('/login/sair', {});
    const todos = await registros();
    expect(todos.length).toBe(antes + 2);
    expect(todos.at(-1)).toMatchObject({ motivoEncerramento: 'logout' });
    expect(todos.every((r) => r.encerradaEm !== null)).toBe(true);
  });

  it('every write made while simulating records the real person (generated from the route list)', { timeout: 120_000 }, async () => {
    // Ending the simulation or the session is covered above; signing in replaces the session.
    const fora = new Set(['GET /sgps/smlUsuario/atualizaCancelaSimulacao', 'POST /login/sair', 'POST /login', 'POST /login/simular']);
    const rotas = apiRoutes(f.routes).filter((r) => r.escrita && !fora.has(routeKey(r)));
    expect(rotas.length).toBeGreaterThan(20);
    const c = await simulando();
    const sim = (await registros()).at(-1)!;
    const bank = f.a.banks[0];
    const semRegistro: string[] = [];
    let escritas = 0;
    for (const r of rotas) {
      const req = buildRequest(r, bank);
      const antes = Number((await f.t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM auditoria`) as unknown as { rows: { n: number }[] }).rows[0].n);
      const res = await c.request(r.method as 'POST', withQuery(req.url, req.query), { form: req.body, headers: r.method === 'GET' ? { 'x-xsrf-token': c.cookies.get('XSRF-TOKEN')! } : {} });
      if (res.statusCode >= 400) continue; // refused before or by the handler: nothing was written
      escritas++;
      const linhas = await f.t.database.db
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.acao, routeKey(r)), eq(auditoria.autorPssFscCodigo, superCodigo)))
        .orderBy(auditoria.audCodigo);
      const nova = linhas.filter((l) => l.audCodigo > antes).at(-1) ?? linhas.at(-1);
      if (!nova || nova.titularPssFscCodigo !== f.a.pssFscCodigo || nova.simCodigo !== sim.simCodigo || (nova.depois as { status?: number })?.status !== res.statusCode) {
        semRegistro.push(`${routeKey(r)} → ${res.statusCode}`);
      }
    }
    console.log(`auditoria da simulação: ${escritas} escritas bem-sucedidas em ${rotas.length} rotas`);
    expect(escritas).toBeGreaterThan(3);
    expect(semRegistro).toEqual([]);
    // Secrets never reach the trail.
    const texto = JSON.stringify(await f.t.database.db.select({ d: auditoria.depois }).from(auditoria));
    expect(texto).not.toMatch(/senha|_csrf/i);
  });

  it('the candidate’s own writes (not simulated) are not mixed with the trail', async () => {
    const before = (await f.t.database.db.select().from(auditoria)).length;
    const c = new Client(f.t);
    await c.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    const res = await c.request('GET', '/sgps/mensagens/mnsDestinatario/atualizaMarcaTodasLidas', { headers: { 'x-xsrf-token': c.cookies.get('XSRF-TOKEN')! } });
    expect(res.statusCode).toBe(200);
    expect((await f.t.database.db.select().from(auditoria)).length).toBe(before);
  });
});
