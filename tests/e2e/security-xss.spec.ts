import { expect, test, type Page } from '@playwright/test';
import { buildPath, ROUTES, type RouteName } from '../../src/lib/routes.ts';
import { HOSTILE, HOSTILE_ACCOUNT } from '../support/hostile-seed.ts';

/**
 * Hostile rows (tests/support/hostile-seed.ts, inserted by scripts/start.ts when E2E_HOSTILE=1):
 * a person, a process, an option, a message subject and body, a published result's quota list, full of script
 * payloads. Every screen of the route table is opened with the hostile codes; no payload may run or become an
 * element. The result's public pages are checked pre-rendered and as the shells that draw them from the API.
 * Run: E2E_HOSTILE=1 npx playwright test tests/e2e/security-xss.spec.ts (npm run test:e2e:security).
 */
test.skip(process.env.E2E_HOSTILE !== '1', 'precisa das linhas hostis (E2E_HOSTILE=1)');

async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return dialogs;
}

/** Nothing the payloads carry exists in the DOM: no on* attribute, no javascript: URL, no injected element. */
async function assertInert(page: Page, where: string) {
  const found = await page.evaluate(() => {
    const bad: string[] = [];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const a of Array.from(el.attributes)) {
        if (/^on/i.test(a.name)) bad.push(`${el.tagName} ${a.name}`);
        if (/^\s*javascript:/i.test(a.value)) bad.push(`${el.tagName} ${a.name}=javascript:`);
      }
    }
    if (document.querySelector('img[src="x"], iframe, svg[onload], b[onmouseover]')) bad.push('elemento injetado');
    for (const s of Array.from(document.querySelectorAll('script'))) if (/__xss/.test(s.textContent ?? '')) bad.push('script injetado');
    const w = window as unknown as { __xss?: number; __csp: string[] };
    if (w.__xss) bad.push(`payload ${w.__xss} executou`);
    if (w.__csp.length) bad.push(`CSP bloqueou: ${w.__csp.join(', ')}`);
    return bad;
  });
  expect(found, where).toEqual([]);
}

/**
 * The hostile process's published result: pre-rendered by the build at /resultado/{p} and /resultado/{p}/{opcao}
 * (HTML written at build time), and drawn by the shells from the API at /resultado/0{p}... (the same code, nothing
 * pre-rendered at that path: what a result published after the build gets).
 */
async function resultadoPublico(page: Page, prcSltCodigo: number) {
  const opcCodigo = (await (await page.request.get(`/sgps/resultado/${prcSltCodigo}/indice`)).json()).data.opcoes[0].opcCodigo as number;
  const paginas = [`/resultado/${prcSltCodigo}`, `/resultado/${prcSltCodigo}/${opcCodigo}`, `/resultado/0${prcSltCodigo}`, `/resultado/0${prcSltCodigo}/${opcCodigo}`];
  for (const [i, path] of paginas.entries()) {
    const casca = (await (await page.request.get(path)).text()).includes('data-resultado-casca');
    expect(casca, `${path}: ${i < 2 ? 'pré-renderizada' : 'casca'}`).toBe(i >= 2);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE.processo);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(HOSTILE.opcao);
    await expect(page.getByRole('table', { name: HOSTILE.categoria })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Ampla concorrência' }).getByRole('cell', { name: HOSTILE.nome })).toBeVisible();
    expect(await page.title()).toContain(HOSTILE.processo);
    expect(await page.locator('body').innerText()).not.toContain(HOSTILE_ACCOUNT.cpf);
    await assertInert(page, path);
  }
  // the filter takes a payload as a query, and finds the hostile name as text
  const filtro = page.getByRole('searchbox', { name: 'Procurar pelo nome ou pelo número de inscrição' });
  await filtro.fill('<img src=x onerror="window.__xss=20;alert(20)">');
  await expect(page.getByRole('search').getByRole('status')).toHaveText('0 linhas encontradas.');
  await filtro.fill('<script>window.__xss=11');
  await expect(page.getByRole('search').getByRole('status')).toHaveText('2 linhas encontradas.');
  await assertInert(page, 'filtro do resultado');
}

async function login(page: Page) {
  await page.goto('/login?voltar=/home');
  await page.getByLabel('CPF ou Passaporte').fill(HOSTILE_ACCOUNT.cpf);
  await page.getByLabel('Senha').fill(HOSTILE_ACCOUNT.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('hostile person, process, option and message texts render inert on every screen', async ({ page }) => {
  test.setTimeout(180_000);
  const dialogs = await watch(page);
  await login(page);
  const me = await (await page.request.get('/sgps/pssFisica/buscaDadosSessao')).json();
  const ins = await (await page.request.get('/sgps/insProcesso/pesquisa?limit=1')).json();
  const insPrcCodigo = ins.data[0].insPrcCodigo;
  const prcSltCodigo = ins.data[0].prcSltCodigo ?? ins.data[0].prcSeletivo?.prcSltCodigo;
  const values: Record<string, string | number> = {
    prcSltCodigo,
    insPrcCodigo,
    pssFscCodigo: me.data[0].pssFscCodigo,
    pessoaCode: me.data[0].pssFscCodigo,
    tblGrlItmCdgPrcSltTpCrn: 'INSCRICAO',
    prcSltMncPrvCodigo: 1,
    opcCodigo: 1,
    sucesso: 1,
  };
  let visited = 0;
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const path = buildPath(name, name === 'inscrever' ? { ...values, insPrcCodigo: 0 } : values);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await assertInert(page, path);
    visited++;
  }
  // the hostile texts are shown as text where they belong
  await resultadoPublico(page, prcSltCodigo);
  await page.goto('/mensagens');
  const item = page.getByText('Assunto hostil');
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.getByRole('dialog')).toContainText('texto hostil');
  await assertInert(page, 'modal da mensagem');
  await page.goto('/prcSeletivo');
  // shown as literal text: the tags are characters on the screen, not elements
  await expect(page.getByText('Processo <b onmouseover=alert(13)>Hostil</b>').first()).toBeVisible();
  await assertInert(page, '/prcSeletivo');
  await page.getByTestId('user-menu').click();
  await expect(page.getByText('Hostil <script>window.__xss=11;alert(11)</script>Silva').first()).toBeVisible();
  await assertInert(page, 'menu do usuário');
  expect(dialogs).toEqual([]);
  console.log(`xss: ${visited} telas abertas com dados hostis`);
});
