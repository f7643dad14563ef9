/**
 * The back office's role suite, generated from the route table (issue 20): EVERY route whose config names a
 * staff capability (app.routeList, `equipe !== null`) is called by each role with real ids of process O, so a
 * new staff route is checked the day it is registered. Two processes: P (the scope of the scoped roles) and O.
 *
 * What each route's own suite covers instead: the happy path, validation, and that a successful write is
 * audited (the guard logs 'escrita da gestão sem registro de auditoria' otherwise) — a valid body for every
 * write cannot be built generically. Here no write goes through, and the log is checked for that fault anyway.
 */
import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../server/db/schema/index.ts';
import { LINK_DE_LEITURA_INVALIDO } from '../../server/http/leitura-auditada.ts';
import { SEM_PERMISSAO } from '../../server/plugins/equipe.ts';
import type { RegisteredRoute } from '../../server/plugins/route-list.ts';
import { Client, createTestApp, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';
import { buildRequest, routeKey, schemaOf, withQuery, type RouteRequest } from '../security/routes.ts';
import { COLUNA_DA_LISTA, pessoaDoPapel, preencherProcesso } from './gestao-papeis-rotas.fixtures.ts';

let t: TestApp;
let e: Equipe;
/** The codes of the rows of P and of O, by column name. */
let bancoP: Record<string, number>;
let bancoO: Record<string, number>;
let rotas: RegisteredRoute[];
/** What the app logged while the suite called every route (errors and warnings at the test log level). */
let logs = '';

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'warn' }, { logStream: new Writable({ write: (chunk, _e, cb) => ((logs += chunk.toString()), cb()) }) });
  const p = await criarProcessoDeTeste(t, { prcSltDescricao: 'Processo P (escopo dos papéis)' });
  const o = await criarProcessoDeTeste(t, { prcSltDescricao: 'Processo O (outro)' });
  e = await criarEquipe(t, p, o);
  const pessoa = await pessoaDoPapel(t, '11144477735');
  bancoP = await preencherProcesso(t, p, pessoa);
  bancoO = await preencherProcesso(t, o, pessoa);
  rotas = t.app.routeList.filter((r) => r.equipe !== null).sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
});
afterAll(async () => {
  await t?.close();
  // No call of the suite may have written without its audit row, nor failed inside the server.
  expect(logs).not.toContain('escrita da gestão sem registro de auditoria');
  expect(logs).not.toContain('erro interno');
});

/** Every name a route takes (path, query, body) that names a row: these must come from the fixture. */
function nomesDeLinha(r: RegisteredRoute): string[] {
  const nomes = new Set([...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]));
  for (const parte of ['querystring', 'body'] as const) {
    for (const k of Object.keys(schemaOf(r, parte)?.properties ?? {})) if (/Codigo$|^codigo$|^lista$/.test(k)) nomes.add(k);
  }
  return [...nomes];
}

/**
 * The requests for a route with the bank's ids: one, or one per list for the generic list routes (each list
 * with its own item's code as `codigo`).
 */
function pedidos(r: RegisteredRoute, banco: Record<string, number>): RouteRequest[] {
  if (!nomesDeLinha(r).includes('lista')) return [buildRequest(r, banco)];
  const listas = (schemaOf(r, 'params')?.properties?.lista?.anyOf ?? []).map((n) => String(n.const));
  return listas.map((lista) => buildRequest(r, { ...banco, lista: lista as unknown as number, codigo: banco[COLUNA_DA_LISTA[lista]] }));
}

function enviar(c: Client, req: RouteRequest) {
  return c.request(req.method as 'GET', withQuery(req.url, req.query), req.body ? { json: req.body } : {});
}

const rotulo = (req: RouteRequest) => `${req.method} ${withQuery(req.url, req.query)}${req.body ? ` ${JSON.stringify(req.body).slice(0, 160)}` : ''}`;

describe('the staff role suite, generated from the route table', () => {
  it('finds the staff routes, and the fixture names every row they take', () => {
    expect(rotas.length).toBeGreaterThanOrEqual(5);
    const semId: string[] = [];
    for (const r of rotas) {
      for (const nome of nomesDeLinha(r)) {
        if (nome === 'lista') {
          const listas = (schemaOf(r, 'params')?.properties?.lista?.anyOf ?? []).map((n) => String(n.const));
          for (const l of listas) if (!(COLUNA_DA_LISTA[l] in bancoO)) semId.push(`${routeKey(r)}: lista '${l}'`);
        } else if (nome !== 'codigo' && !(nome in bancoO)) semId.push(`${routeKey(r)}: ${nome}`);
      }
    }
    console.log(`papéis: ${rotas.length} rotas da gestão\n  ${rotas.map((r) => `${routeKey(r)} [${r.equipe}${r.equipeProcesso ? ', processo' : ''}]`).join('\n  ')}`);
    expect(semId, 'ids that the fixture (gestao-papeis-rotas.fixtures.ts) does not know: add a row of that entity').toEqual([]);
  });

  it('every staff route declares schemas for its inputs and for its 200 answer', () => {
    const faltam: string[] = [];
    for (const r of rotas) {
      const s = (r.schema ?? {}) as { params?: unknown; body?: unknown; response?: Record<string, unknown> };
      if (r.url.includes(':') && !s.params) faltam.push(`${routeKey(r)}: params`);
      if (['POST', 'PUT', 'PATCH'].includes(r.method) && !s.body) faltam.push(`${routeKey(r)}: body`);
      if (!s.response?.['200']) faltam.push(`${routeKey(r)}: response 200`);
    }
    expect(faltam).toEqual([]);
  });

  it('refuses an anonymous caller (401) and a candidate (403) on every staff route, and nothing is written', async () => {
    const [{ antes }] = await t.database.db.select({ antes: count() }).from(auditoria);
    const erros: string[] = [];
    for (const r of rotas) {
      for (const req of pedidos(r, bancoO)) {
        const anon = await enviar(e.anonimo, req);
        if (anon.statusCode !== 401) erros.push(`anônimo ${rotulo(req)} -> ${anon.statusCode}`);
        const cand = await enviar(e.candidato, req);
        if (cand.statusCode !== 403) erros.push(`candidato ${rotulo(req)} -> ${cand.statusCode}`);
        else if (cand.json().message !== 'Esta área é restrita à equipe da universidade.') erros.push(`candidato ${rotulo(req)}: mensagem ${cand.json().message}`);
      }
    }
    expect(erros).toEqual([]);
    const [{ depois }] = await t.database.db.select({ depois: count() }).from(auditoria);
    expect(depois).toBe(antes);
  });

  it("a Gestor of P is refused (403) on every route that names a process, with O's real rows", async () => {
    const [{ antes }] = await t.database.db.select({ antes: count() }).from(auditoria);
    const erros: string[] = [];
    for (const r of rotas.filter((x) => x.equipeProcesso)) {
      for (const req of pedidos(r, bancoO)) {
        const res = await enviar(e.gestorDoProcesso, req);
        // The guard's own words: a 403 for another reason (a CSRF refusal, say) would prove nothing about the scope.
        if (res.statusCode !== 403 || res.json().message !== SEM_PERMISSAO) erros.push(`gestorDoProcesso ${rotulo(req)} -> ${res.statusCode} ${res.json().message ?? ''}`);
      }
    }
    expect(erros).toEqual([]);
    const [{ depois }] = await t.database.db.select({ depois: count() }).from(auditoria);
    expect(depois).toBe(antes);
  });

  it("a Gestor of P naming P as the process but O's rows gets nothing done (the row's process decides)", async () => {
    const [{ antes }] = await t.database.db.select({ antes: count() }).from(auditoria);
    const misturado = { ...bancoO, prcSltCodigo: bancoP.prcSltCodigo };
    const erros: string[] = [];
    let chamadas = 0;
    // Only rows that belong to a process: a municipality or an option type is anyone's to name.
    const globais = new Set(['prcSltCodigo', 'mncCodigo', 'tpOpcCodigo', 'prcSltFrmCmpCodigo', 'tpIstCodigo', 'pssFscCodigo', 'prjEspTpCrnCodigo', 'recCodigo', 'papCodigo']);
    for (const r of rotas.filter((x) => x.equipeProcesso && nomesDeLinha(x).some((n) => !globais.has(n)))) {
      for (const req of pedidos(r, misturado)) {
        // Routes that take no process code of their own were covered above.
        if (req.body?.prcSltCodigo !== bancoP.prcSltCodigo && req.query.prcSltCodigo !== bancoP.prcSltCodigo) continue;
        chamadas++;
        const res = await enviar(e.gestorDoProcesso, req);
        if (res.statusCode < 300 || res.statusCode >= 500) erros.push(`gestorDoProcesso ${rotulo(req)} -> ${res.statusCode}`);
      }
    }
    expect(erros).toEqual([]);
    console.log(`papéis: ${chamadas} chamadas com o processo P e as linhas de O`);
    const [{ depois }] = await t.database.db.select({ depois: count() }).from(auditoria);
    expect(depois).toBe(antes);
  });

  it("Leitura and Atendimento of P are refused what their roles do not allow, even with P's own rows", async () => {
    const [{ antes }] = await t.database.db.select({ antes: count() }).from(auditoria);
    const erros: string[] = [];
    for (const r of rotas) {
      const quem: [string, Client][] = [];
      if (['configurar', 'criarProcesso', 'papeis'].includes(r.equipe!)) quem.push(['leitura', e.leitura], ['atendimento', e.atendimento]);
      if (r.equipe === 'atender') quem.push(['leitura', e.leitura]);
      for (const [nome, c] of quem) {
        for (const req of pedidos(r, bancoP)) {
          const res = await enviar(c, req);
          if (res.statusCode !== 403 || res.json().message !== SEM_PERMISSAO) erros.push(`${nome} ${rotulo(req)} -> ${res.statusCode} ${res.json().message ?? ''}`);
        }
      }
    }
    expect(erros).toEqual([]);
    const [{ depois }] = await t.database.db.select({ depois: count() }).from(auditoria);
    expect(depois).toBe(antes);
  });

  it("reads of O: the administrator and O's own Gestor are let through (the ids are real, the scope resolves to O)", async () => {
    const erros: string[] = [];
    // A recorded read's GET (a sensitive file, an export) answers 403 LINK_DE_LEITURA_INVALIDO without the link its
    // POST hands out: that refusal comes after the guard let the caller through (issue 34, item 4).
    const recusa = (res: { statusCode: number; json(): { message?: string } }) => (res.statusCode === 403 && res.json().message === LINK_DE_LEITURA_INVALIDO ? 200 : res.statusCode);
    for (const r of rotas.filter((x) => x.method === 'GET')) {
      for (const req of pedidos(r, bancoO)) {
        const adm = await enviar(e.administrador, req);
        if ([401, 403].includes(recusa(adm)) || adm.statusCode >= 500) erros.push(`administrador ${rotulo(req)} -> ${adm.statusCode}`);
        if (r.equipeProcesso && r.equipe !== 'criarProcesso' && r.equipe !== 'papeis') {
          const dono = await enviar(e.gestorDeOutro, req);
          if ([401, 403, 404].includes(recusa(dono)) || dono.statusCode >= 500) erros.push(`gestorDeOutro ${rotulo(req)} -> ${dono.statusCode} ${dono.json().message ?? ''}`);
        }
      }
    }
    expect(erros).toEqual([]);
  });
});
