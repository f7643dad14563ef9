/**
 * Reads batched across concurrent requests (server/db/leitura-em-lote.ts): the session of every logged-in
 * request and the context of every new enrolment. Many candidates at once, each must get exactly their
 * own answer — the batch is where someone else's data could leak onto a screen — and a logout is seen by
 * the very next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { Portao, vigiarConsultas } from '../support/consultas.ts';
import { cpfValido, seedProcess, validBody } from './inscricao.fixtures.ts';


let t: TestApp;
let s: Awaited<ReturnType<typeof seedProcess>>;
const candidatos: { cliente: Client; pssFscCodigo: number; nome: string }[] = [];
/** Sizes of the batches the session and context queries carried (observed on the database client). */
const lotes = { sessoes: [] as number[], contextos: [] as number[] };
/**
 * Holds the next context query until opened. PGlite answers in the same thread, so a read usually ends
 * before the next request gets to ask; holding one lets the others arrive while it is "under way", as
 * they do against a PostgreSQL server.
 */
const portao = new Portao();
const voltas = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
};

beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 });
  s = await seedProcess(t, { unica: true });
  for (let i = 0; i < 12; i++) {
    const numero = cpfValido(123_456_000 + i);
    const nome = `Candidata Lote ${i}`;
    const { pssFscCodigo } = await createAccount(t, { cpf: numero, nome, senha: `senha-${i}-lote` });
    const cliente = new Client(t);
    await cliente.login(numero, `senha-${i}-lote`);
    candidatos.push({ cliente, pssFscCodigo, nome });
  }
  vigiarConsultas(t.database, (text, params, executar) => {
    const tamanho = () => (Array.isArray(params?.[0]) ? params[0].length : 1);
    if (text.includes('JOIN sessao s ON s."tokenHash" = q.h')) lotes.sessoes.push(tamanho());
    if (text.includes('AS "istExiste"')) {
      lotes.contextos.push(tamanho());
      return portao.passar(executar);
    }
    return executar();
  });
});
afterAll(() => t.close());

describe('leituras em lote', () => {
  it('muitas sessões ao mesmo tempo: cada uma vê a sua pessoa, nunca a de outra', async () => {
    lotes.sessoes.length = 0;
    for (let rodada = 0; rodada < 3; rodada++) {
      const respostas = await Promise.all(candidatos.map((c) => c.cliente.get('/sgps/pssFisica/buscaDadosSessao')));
      respostas.forEach((r, i) => {
        expect(r.statusCode, r.body).toBe(200);
        expect(r.json().data[0]).toMatchObject({ pssFscCodigo: candidatos[i].pssFscCodigo, pssFscNome: candidatos[i].nome });
      });
    }
    // The reads really went together (otherwise this test would prove nothing about batches).
    expect(Math.max(...lotes.sessoes)).toBeGreaterThan(1);
  });

  it('muitas inscrições ao mesmo tempo: cada uma contra o seu próprio contexto', async () => {
    lotes.contextos.length = 0;
    // Some of them already hold an enrolment in this single-enrolment process (an irregular set: answers
    // shuffled within a batch would not line up with it by chance).
    const jaInscrita = (i: number) => [0, 1, 4, 5, 9].includes(i);
    const jaInscritas = candidatos.filter((_, i) => jaInscrita(i));
    for (const c of jaInscritas) expect((await c.cliente.post('/sgps/insProcesso/cadastrar2', validBody(s))).statusCode).toBe(200);
    const abre = portao.fechar();
    const enviadas = Promise.all(candidatos.map((c) => c.cliente.post('/sgps/insProcesso/cadastrar2', validBody(s))));
    await voltas(100);
    abre();
    const respostas = await enviadas;
    respostas.forEach((r, i) => {
      if (jaInscrita(i)) {
        expect(r.statusCode, candidatos[i].nome).toBe(409);
      } else {
        expect(r.statusCode, `${candidatos[i].nome}: ${r.body}`).toBe(200);
        expect(r.json().data.insPrcCodigo).toBeGreaterThan(0);
      }
    });
    expect(Math.max(...lotes.contextos)).toBeGreaterThan(1);
  });

  it('quem saiu não entra na requisição seguinte, mesmo com outras no mesmo lote', async () => {
    const [saindo, ...outras] = candidatos.slice(0, 6);
    const cookieAntigo = saindo.cliente.cookieHeader();
    expect((await saindo.cliente.post('/login/sair', { _csrf: saindo.cliente.cookies.get('XSRF-TOKEN') })).statusCode).toBeLessThan(400);
    const [velha, ...resto] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/sgps/pssFisica/buscaDadosSessao', headers: { cookie: cookieAntigo } }),
      ...outras.map((c) => c.cliente.get('/sgps/pssFisica/buscaDadosSessao')),
    ]);
    expect(velha.json().data[0].pssFscCodigo).not.toBe(saindo.pssFscCodigo);
    resto.forEach((r, i) => expect(r.json().data[0].pssFscCodigo).toBe(outras[i].pssFscCodigo));
  });
});
