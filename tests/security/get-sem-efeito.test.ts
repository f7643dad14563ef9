/**
 * Nothing changes on a GET (issue 34, item 4), generated from the route table: EVERY GET route of the API and the
 * login app is called by every kind of caller (nobody, candidates with and without rows, the enrolment's owner,
 * each staff role and scope, a super user), with real ids of the seeded rows, both as another site would make the
 * browser send it (a link or an <img>: a foreign Origin, Sec-Fetch-Site cross-site, no X-XSRF-TOKEN) and as the
 * site's own client sends it (same origin, the header). After each call no row of any table was inserted, updated
 * or deleted (row triggers installed by the test), and at the end every table has the rows it had and the audit
 * trail is byte for byte the one before.
 *
 * The few GETs SPEC §7 names as writes (`config: { escrita: true }` in the route table) are called only as another
 * site would: they must refuse it. What a staff member opens and the trail records (a sensitive file, an export
 * with health data, a person's LGPD copy) is recorded by a POST that hands back a short-lived link (see
 * leitura-auditada.test.ts); the GET behind that link writes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CANDIDATO, DEMO_SUPER, cpfFromBase } from '../../server/db/seed/index.ts';
import type { RegisteredRoute } from '../../server/plugins/route-list.ts';
import { chaveRelatorios } from '../../server/http/relatorios.ts';
import { COLUNAS_EXPORTACAO } from '../../src/domain/exportacao.ts';
import { preencherProcesso, pessoaDoPapel } from '../api/gestao-papeis-rotas.fixtures.ts';
import { Client } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste } from '../support/gestao.ts';
import { securityFixture, type SecurityFixture } from './fixture.ts';
import { apiRoutes, buildRequest, routeKey, withQuery, type RouteRequest } from './routes.ts';
import { alteracoesRegistradas, contagemETrilha, instalarRegistroDeAlteracoes } from './registro-alteracoes.ts';

let f: SecurityFixture;
let rotas: RegisteredRoute[];
/** Each caller, with the ids it calls the routes with (its own rows first, then the staff fixture's). */
let chamadores: { nome: string; cliente: Client; bancos: Record<string, unknown>[] }[];

beforeAll(async () => {
  f = await securityFixture({ rateLimit: { loginFalhasPorConta: 10_000, contaNovaGlobal: 10_000, contaPorCliente: 20, contaGlobal: 2000, loginPorCliente: 10_000 } });
  const t = f.t;
  const p = await criarProcessoDeTeste(t, { prcSltDescricao: 'Processo P (GET sem efeito)' });
  const o = await criarProcessoDeTeste(t, { prcSltDescricao: 'Processo O (GET sem efeito)' });
  const e = await criarEquipe(t, p, o);
  // The enrolment's owner in P: a person with an account (the fixture also gives them a Leitura role).
  const cpfTitular = cpfFromBase([3, 1, 4, 1, 5, 9, 2, 6, 5]);
  const titular = await pessoaDoPapel(t, cpfTitular);
  // Exports ask for every column, the sensitive ones included: the path that used to write the trail.
  const colunas = COLUNAS_EXPORTACAO.map((c) => c.id).join(',');
  const bancoP = { ...(await preencherProcesso(t, p, titular)), colunas, formato: 'csv' };
  const bancoA = { ...bancoP, ...f.a.banks[0] };
  const cliente = async (cpf: string, senha: string) => {
    const c = new Client(t);
    await c.login(cpf, senha);
    return c;
  };
  chamadores = [
    { nome: 'anônimo', cliente: e.anonimo, bancos: [bancoA, bancoP] },
    { nome: 'candidata A (demo)', cliente: await cliente(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha), bancos: [bancoA, bancoP] },
    { nome: 'candidato sem linhas', cliente: e.candidato, bancos: [bancoA, bancoP] },
    { nome: 'titular da inscrição de P', cliente: await cliente(cpfTitular, 'senha-do-papel'), bancos: [bancoP] },
    { nome: 'super usuário', cliente: await cliente(DEMO_SUPER.cpf, DEMO_SUPER.senha), bancos: [bancoA, bancoP] },
    { nome: 'administrador', cliente: e.administrador, bancos: [bancoP] },
    { nome: 'gestor de todos', cliente: e.gestor, bancos: [bancoP] },
    { nome: 'gestor de P', cliente: e.gestorDoProcesso, bancos: [bancoP] },
    { nome: 'gestor de O', cliente: e.gestorDeOutro, bancos: [bancoP] },
    { nome: 'atendimento de P', cliente: e.atendimento, bancos: [bancoP] },
    { nome: 'leitura de P', cliente: e.leitura, bancos: [bancoP] },
  ];
  rotas = apiRoutes(t.app.routeList).filter((r) => r.method === 'GET');
  // The demo keeps its report key in the database, made on first use (production gives it from outside, REPORT_KEY_FILE).
  await chaveRelatorios(t.database.db);
  await instalarRegistroDeAlteracoes(t.database.db);
});
afterAll(async () => {
  f?.assertLogsClean();
  await f?.close();
});

/** As a link or an image on another site makes the browser send it: the cookies go (SameSite=Lax), no header. */
const DE_OUTRO_SITE = { origin: 'https://atacante.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', referer: 'https://atacante.example/pagina' };

function enviar(c: Client, req: RouteRequest, deOutroSite: boolean) {
  const url = withQuery(req.url, req.query);
  if (deOutroSite) return c.request('GET', url, { csrf: false, headers: DE_OUTRO_SITE });
  return c.request('GET', url, { headers: { 'sec-fetch-site': 'same-origin' } });
}

describe('no GET changes anything (generated from the route table)', () => {
  it('finds the GET routes, the SPEC-named writes among them', () => {
    expect(rotas.length).toBeGreaterThan(100);
    expect(rotas.filter((r) => r.escrita).map(routeKey)).toContain('GET /sgps/mensagens/mnsDestinatario/atualizaMarcaTodasLidas');
  });

  it('every GET, by every caller, from another site and from the site itself: no row inserted, updated or deleted', { timeout: 600_000 }, async () => {
    const db = f.t.database.db;
    const antes = await contagemETrilha(db);
    await alteracoesRegistradas(db);
    const falhas: string[] = [];
    const estados = new Map<number, number>();
    let chamadas = 0;
    for (const r of rotas) {
      for (const { nome, cliente, bancos } of chamadores) {
        for (const banco of bancos) {
          const req = buildRequest(r, banco);
          for (const deOutroSite of r.escrita ? [true] : [true, false]) {
            const res = await enviar(cliente, req, deOutroSite);
            chamadas++;
            estados.set(res.statusCode, (estados.get(res.statusCode) ?? 0) + 1);
            if (res.statusCode >= 500) falhas.push(`${nome} ${routeKey(r)} -> ${res.statusCode}`);
            const mudou = await alteracoesRegistradas(db);
            if (mudou.length) falhas.push(`${nome} ${deOutroSite ? '(outro site)' : '(mesmo site)'} GET ${withQuery(req.url, req.query)}: ${mudou.join(', ')}`);
          }
        }
      }
    }
    console.log(`GET sem efeito: ${rotas.length} rotas, ${chamadas} chamadas; respostas ${JSON.stringify(Object.fromEntries(estados))}`);
    expect(falhas).toEqual([]);
    // Many calls must have reached a handler with real rows, or the walk proves little.
    expect(estados.get(200) ?? 0).toBeGreaterThan(rotas.length * 3);
    expect(await contagemETrilha(db)).toEqual(antes);
  });
});
