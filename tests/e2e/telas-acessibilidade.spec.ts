import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request as pwRequest, test, type Page } from '@playwright/test';
import { buildPath, ROUTES, type RouteName } from '../../src/lib/routes.ts';
import { ilhasProntas, semViolacoesGraves } from './gestao.helpers.ts';

/**
 * Issue 38 item 5, accessibility by construction: every screen of the route table (src/lib/routes.ts) — candidate,
 * public and back office — and the login application's pages, with no serious or critical axe violation (WCAG 2.1
 * AA), on the desktop and at 360 px (this spec runs in both profiles). The routes are read from the table itself:
 * a new route is walked without anyone adding it here. Parameters come from the demo data, read through the API:
 * the demo candidate's enrolment in the serial exam (seated, with schedules and scores).
 */
const CANDIDATA = { cpf: '529.982.247-25', senha: 'candidato' };
const ADMIN = { cpf: '714.682.305-90', senha: 'administrador' };
/** The login application is not in the site's route table: its pages, as its menu links them. */
const PAGINAS_LOGIN = ['/login/', '/login/esqueci-senha'];
const PAGINAS_LOGIN_SESSAO = ['/login/meus-sistemas', '/login/meus-dados', '/login/minha-seguranca'];

const dir = mkdtempSync(path.join(tmpdir(), 'ps-axe-'));
const estado = { candidata: path.join(dir, 'candidata.json'), admin: path.join(dir, 'admin.json') };
let params: Record<string, string> = {};

async function entrar(baseURL: string, quem: { cpf: string; senha: string }, arquivo: string) {
  // explicitly nobody's: the describe blocks' storageState would otherwise reach this context too
  const ctx = await pwRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  await ctx.get('/sgps/pssFisica/buscaDadosSessao');
  const token = async () => (await ctx.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const res = await ctx.post('/login/', { form: { login: quem.cpf, senha: quem.senha, _csrf: await token() }, maxRedirects: 0 });
  expect(res.status(), await res.text()).toBe(303);
  await ctx.storageState({ path: arquivo });
  return ctx;
}

test.beforeAll(async ({ baseURL }) => {
  const c = await entrar(baseURL!, CANDIDATA, estado.candidata);
  await (await entrar(baseURL!, ADMIN, estado.admin)).dispose();
  const inscricoes = (await (await c.get('/sgps/insProcesso/pesquisa?limit=200')).json()).data as { insPrcCodigo: number; prcSltCodigo: number; prcSeletivo: { prcSltExbEnsalamento: string }; tblGrlItmCdgPrcSltTpCrn: string | null; pssFisica: { pssFscCodigo: number } }[];
  const i = inscricoes.find((x) => x.prcSeletivo.prcSltExbEnsalamento === 'T') ?? inscricoes[0];
  const filtro = encodeURIComponent(JSON.stringify([{ property: 'prcSltCodigo', value: i.prcSltCodigo }]));
  const mnc = ((await (await c.get(`/sgps/prcSltMncProva/pesquisa?filter=${filtro}`)).json()).data ?? [])[0];
  const opc = ((await (await c.get(`/sgps/opcao/pesquisaLogado?filter=${filtro}&limit=1000`)).json()).data ?? [])[0];
  params = {
    prcSltCodigo: String(i.prcSltCodigo),
    insPrcCodigo: String(i.insPrcCodigo),
    pessoaCode: String(i.pssFisica.pssFscCodigo),
    pssFscCodigo: String(i.pssFisica.pssFscCodigo),
    tblGrlItmCdgPrcSltTpCrn: i.tblGrlItmCdgPrcSltTpCrn ?? '1',
    prcSltMncPrvCodigo: String(mnc?.prcSltMncPrvCodigo ?? 1),
    opcCodigo: String(opc?.opcCodigo ?? 1),
    sucesso: '1',
  };
  await c.dispose();
});

/** The page at rest: islands hydrated, nothing left loading — or a dialog open over it (the guard's Atenção). */
async function emRepouso(page: Page) {
  await page.waitForLoadState('networkidle');
  await ilhasProntas(page);
  await expect.poll(async () => (await page.locator('[aria-busy="true"]').count()) === 0 || (await page.getByRole('dialog').count()) > 0).toBe(true);
}

const nomes = Object.keys(ROUTES) as RouteName[];
const caminho = (nome: RouteName) => {
  const def = ROUTES[nome];
  // the new enrolment route opens the form (0 = no enrolment yet), the guard its process
  if (nome === 'inscrever') return buildPath(nome, { ...params, insPrcCodigo: 0 });
  if (nome === 'guard') return `/?prcSltCodigo=${params.prcSltCodigo}`;
  return def.pattern.includes(':') ? buildPath(nome, params) : def.pattern;
};

for (const [perfil, filtro] of [
  ['público', (n: RouteName) => ROUTES[n].access === 'public'],
  ['candidato', (n: RouteName) => ROUTES[n].access !== 'public' && !ROUTES[n].pattern.startsWith('/gestao')],
  ['equipe', (n: RouteName) => ROUTES[n].pattern.startsWith('/gestao')],
] as const) {
  test.describe(`axe: telas ${perfil}`, () => {
    if (perfil !== 'público') test.use({ storageState: perfil === 'equipe' ? estado.admin : estado.candidata });
    for (const nome of nomes.filter(filtro)) {
      test(`${nome} (${ROUTES[nome].pattern})`, async ({ page }) => {
        await page.goto(caminho(nome));
        await emRepouso(page);
        await semViolacoesGraves(page);
      });
    }
  });
}

test.describe('axe: aplicação de login', () => {
  for (const url of PAGINAS_LOGIN) {
    test(`sem sessão ${url}`, async ({ page }) => {
      await page.goto(url);
      await semViolacoesGraves(page);
    });
  }
  test.describe('com sessão', () => {
    test.use({ storageState: estado.candidata });
    for (const url of PAGINAS_LOGIN_SESSAO) {
      test(url, async ({ page }) => {
        await page.goto(url);
        await semViolacoesGraves(page);
      });
    }
  });
});
