import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CANDIDATO } from '../../server/db/seed/index.ts';
import { Client } from '../support/api.ts';
import { clientB, securityFixture, snapshotA, type SecurityFixture } from './fixture.ts';
import { apiRoutes, buildRequest, parameterNames, routeKey, withQuery, type RouteRequest } from './routes.ts';

/**
 * Endpoints that answer an anonymous caller BY DESIGN (SPEC §6: entry, stricto, especializacoes,
 * authorization result, general room view; plus the session probe and the login app's own pages).
 * Every other endpoint must refuse an anonymous caller. Adding a line here is a security decision.
 */
const PUBLIC = new Set([
  // the PSP's Pix webhook (issue 39): no session, the caller proves itself by the secret in the URL (401 without it,
  // tests/security/csrf.test.ts and tests/api/pagamento-pix.test.ts)
  'POST /sgps/pix/webhook/:segredo/pix',
  'POST /sgps/pix/webhook/:segredo',
  // login application: the sign-in form, its stylesheet and script, and account pages that redirect anonymous callers to it
  'GET /login',
  'POST /login',
  'GET /login/assets/bootstrap.min.css',
  'GET /login/assets/formularios.js',
  // signing out without a session only sends the caller to the start page
  'POST /login/sair',
  // the new password staff asked for, set right after a correct password: its signed ticket (server/login/redefinicao.ts)
  // proves the password, for ten minutes and once; without one it answers the sign-in page
  'POST /login/redefinir-senha',
  // the second factor right after a correct password (issue 34 §2): the same kind of signed ticket, bound to the
  // password hash, proves the first step; without one (or with a forged or expired one) it answers 400 and no session
  'POST /login/segundo-fator',
  'POST /login/segundo-fator/configurar',
  // Entrar com gov.br (issue 23): the start of the OpenID Connect request and the provider's return; without an issuer
  // configured both answer 404, and the return proves itself by the signed pending cookie (state, nonce, PKCE verifier)
  'GET /login/govbr',
  'GET /login/govbr/retorno',
  // health checks for nginx, systemd and load balancers (issue 25): the process's state and migration counts, nothing else
  'GET /sgps/saude',
  'GET /sgps/saude/pronto',
  // Esqueci minha senha (issue 23): the request form answers the same for every document (rate-limited per client and
  // per document); the new password is set by a single-use link token (30 minutes, kept as an argon2 hash)
  'GET /login/esqueci-senha',
  'POST /login/esqueci-senha',
  'GET /login/sem-acesso-email',
  'GET /login/nova-senha',
  'POST /login/nova-senha',
  // e-mail confirmation by the link sent to the address (its token is the only key; kept as a SHA-256)
  'GET /login/confirmar-email',
  'POST /login/confirmar-email',
  // session probe: anonymous callers get pssFscCodigo 9999999 (SPEC §4)
  'GET /sgps/pssFisica/buscaDadosSessao',
  // entry screen: account check by document (rate-limited) and account creation from the enrolment flow
  'GET /sgps/pssFisica/checkContaExisteByDcmPessoal',
  'POST /sgps/pssFscTemporaria/cadastrarPssFisicaTemporaria',
  // redirect to the login system (no data)
  'GET /sgps/intern/redirect',
  // public process data: listings, start-screen data, dates, option tree of a process (entry screen / public pages)
  // the published result of a process (issue 22): enrolment number, name and rank per list, never a CPF
  'GET /sgps/resultado/:prcSltCodigo',
  // its index (list sizes, nobody named) and one option's lists: the same published data, split for phones
  'GET /sgps/resultado/:prcSltCodigo/indice',
  'GET /sgps/resultado/:prcSltCodigo/:opcCodigo',
  'GET /sgps/prcSeletivo/getById/:id',
  'GET /sgps/prcSeletivo/listaProcessos',
  'GET /sgps/prcSeletivo/pesquisa2',
  'GET /sgps/prcSeletivo/pegarDataHora',
  'GET /sgps/prcSeletivo/getPrcSltCmpTelaInicialByPrcSltCodigo',
  'GET /sgps/prcSeletivo/verificaIsVigente',
  'GET /sgps/prcSeletivo/verificaEdicaoIsVigente',
  'GET /sgps/prcSeletivo/verificaUltimoDia',
  // whether slips can still be generated for a process: describes the process, never a person (issue 24)
  'GET /sgps/prcSeletivo/verificaPagDtGeracao',
  'GET /sgps/prcSeletivo/verificaPrcSeletivoTpProcessoFiscal',
  'GET /sgps/prcSeletivo/getStricto',
  'GET /sgps/prcSeletivo/getStrictoProx',
  'GET /sgps/prcSeletivo/getLatoEspecializacao',
  'GET /sgps/prcSeletivo/getLatoEspecializacaoProx',
  'GET /sgps/prcSeletivo/getChamamentoPublico',
  'GET /sgps/prcSeletivo/getChamamentoPublicoProx',
  'GET /sgps/prcSeletivo/getIntencaoMatricula',
  'GET /sgps/prcSeletivo/getIntencaoMatriculaProx',
  'GET /sgps/prcSltInsStricto/getStrictoListagem',
  'GET /sgps/prcSltInsStricto/getStrictoListagemProx',
  'GET /sgps/prcSltInsLato/getLatoEspecializacaoListagem',
  'GET /sgps/prcSltInsLato/getLatoEspecializacaoListagemProx',
  'GET /sgps/opcao/pesquisa',
  // general room-assignment view (SPEC §2, public): stages and the candidate list (names, never CPF)
  'GET /sgps/ensalamento/processo/:prcSltCodigo',
  'GET /sgps/prcSltEtpProva/pesquisa',
  'GET /sgps/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo',
  // receipt verification: process, number, date and state only, by the code printed on the receipt
  'GET /sgps/insProcesso/verificarComprovante',
  // report download authorised by its own short-lived signed token (relatum/auth issues it to a logged-in user)
  'GET /sgps/relatum/relatorio/:tipo',
]);

/**
 * Logged-in endpoints that take no code of another person's rows: they answer about the caller only
 * (the code parameters they take are a process, an option, a text, or none), so B gets B's answer.
 * They are still called with A's codes and must leak nothing of A.
 */
const CALLER_SCOPED = new Set([
  // B's own lists: A's codes in filter only narrow B's rows
  'GET /sgps/insProcesso/pesquisa',
  'GET /sgps/insBoleto/pesquisa',
  'GET /sgps/vInsPrcUltBoleto/pesquisa',
  'GET /sgps/insPrcPrvSala/pesquisa',
  'GET /sgps/mensagens/mnsDestinatario/pesquisa',
  'GET /sgps/prcSltInsConvocado/pesquisa',
  'GET /sgps/configuracoes/pssFisica/pesquisa',
  // pssFscCodigo in the body is ignored: the session's person is used
  'POST /sgps/insProcesso/verificaSeInscritoNoPrcSeletivo',
  'POST /sgps/configuracoes/pssFisica/atualizaDados',
]);

/** Codes that point at one person's rows: a route taking one of these must refuse B (403/404). */
const OWNED = ['insPrcCodigo', 'pssFscCodigo', 'mnsDstCodigo', 'insPrcRcrCodigo', 'insBltCodigo'];
/** Routes that end or switch the caller's own session: exercised in sessions.test.ts, not here. */
const SESSION_CHANGING = new Set(['POST /login/sair', 'GET /login/simular', 'POST /login/simular', 'POST /login', 'GET /login']);

let f: SecurityFixture;
beforeAll(async () => {
  f = await securityFixture();
});
afterAll(async () => {
  f?.assertLogsClean();
  await f?.close();
});

async function send(c: Client, req: RouteRequest) {
  const url = withQuery(req.url, req.query);
  return c.request(req.method as 'GET', url, req.body ? { form: req.body } : {});
}

/** A's banks, plus for search routes one filter per code of A (filter=[{property, value}]). */
function variants(route: ReturnType<typeof apiRoutes>[number]): RouteRequest[] {
  const out = f.a.banks.map((bank) => buildRequest(route, bank));
  if (parameterNames(route).includes('filter')) {
    for (const [property, value] of Object.entries(f.a.banks[0])) {
      const req = buildRequest(route, {});
      req.query.filter = JSON.stringify([{ property, value }]);
      out.push(req);
    }
  }
  return out;
}

describe('ownership, generated from the registered routes', () => {
  it('every endpoint is public by design (allow-list) or refuses an anonymous caller', async () => {
    const routes = apiRoutes(f.routes);
    expect(routes.length).toBeGreaterThan(80);
    const registered = new Set(routes.map(routeKey));
    const stale = [...PUBLIC, ...CALLER_SCOPED].filter((k) => !registered.has(k));
    expect(stale, 'allow-list entries that are no longer routes').toEqual([]);
    const anon = new Client(f.t);
    const open: string[] = [];
    for (const r of routes) {
      if (PUBLIC.has(routeKey(r))) continue;
      const res = await send(anon, buildRequest(r, f.a.banks[0]));
      const refused = res.statusCode === 401 || (r.url.startsWith('/login') && res.statusCode === 303 && String(res.headers.location).startsWith('/login'));
      if (!refused) open.push(`${routeKey(r)} -> ${res.statusCode}`);
      else if (r.url.startsWith('/sgps/')) expect(res.json()).toMatchObject({ success: false });
    }
    expect(open, 'endpoints open to anonymous callers that are not in the PUBLIC allow-list').toEqual([]);
  });

  it("candidate B calling every logged-in endpoint with A's codes gets 403/404 or B's own data, never A's", { timeout: process.env.LONG_TESTS === '1' ? 900_000 : 120_000 }, async () => {
    const a = new Client(f.t);
    await a.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    let b = await clientB(f);
    const problems: string[] = [];
    let calls = 0;
    let provenByA = 0;
    const before = await snapshotA(f);
    for (const r of apiRoutes(f.routes)) {
      const key = routeKey(r);
      if (PUBLIC.has(key) || SESSION_CHANGING.has(key)) continue;
      const owned = parameterNames(r).some((p) => OWNED.includes(p)) && !CALLER_SCOPED.has(key);
      for (const req of variants(r)) {
        calls++;
        const res = await send(b, req);
        if (res.statusCode === 401) throw new Error(`B lost the session at ${key}`);
        const leaks = f.leakNeedles.filter((n) => res.body.includes(n));
        if (leaks.length) problems.push(`${key} ${req.url}: vazou ${leaks.join(', ')}`);
        if (res.statusCode >= 500) problems.push(`${key}: ${res.statusCode}`);
        if (owned && ![403, 404].includes(res.statusCode)) problems.push(`${key} ${withQuery(req.url, req.query)} ${JSON.stringify(req.body ?? {})}: B recebeu ${res.statusCode} ${res.body.slice(0, 100)}`);
        if (r.method !== 'GET' && (await snapshotA(f)) !== before) problems.push(`${key}: B alterou dados de A`);
        if (r.method !== 'GET' && (await snapshotA(f)) !== before) throw new Error(problems.at(-1));
        // the same request is a real one: A (the owner) is answered with success
        if (owned && r.method === 'GET' && (await send(a, req)).statusCode === 200) provenByA++;
      }
      if (!b.cookies.has('ps_sessao')) b = await clientB(f);
    }
    console.log(`ownership: ${calls} chamadas de B com os códigos de A; ${provenByA} delas respondidas com sucesso a A`);
    expect(problems).toEqual([]);
    expect(provenByA).toBeGreaterThan(20);
  });
});
