import { expect, test, type Page } from '@playwright/test';
import { buildPath, ROUTES, type RouteName } from '../../src/lib/routes.ts';

/**
 * The site runs under an enforced Content-Security-Policy (Astro's <meta> with hashes of its own
 * scripts and styles, plus the server's header with frame-ancestors): every screen of the route table
 * loads without a single violation and its islands hydrate (the user menu shows the signed-in person).
 */
async function collectViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
}

test('every screen loads under the enforced CSP without violations, islands hydrated', async ({ page }) => {
  test.setTimeout(120_000);
  await collectViolations(page);
  const home = await page.request.get('/stricto');
  const html = await home.text();
  expect(html).toMatch(/<meta http-equiv="content-security-policy" content="[^"]*script-src 'self' 'sha256-/);
  expect(html).not.toMatch(/script-src[^;"]*'unsafe-inline'/);
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // the header carries the page's own script-src too (issue 34, item 7): the same hashes as its <meta>
  const scriptSrc = (p: string) => p.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));
  const doMeta = scriptSrc(/<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)![1].replace(/&#39;/g, "'"));
  expect(scriptSrc(home.headers()['content-security-policy'])).toBe(doMeta);
  expect(home.headers()['content-security-policy-report-only']).toBeUndefined();
  expect(home.headers()['x-content-type-options']).toBe('nosniff');

  await page.goto('/login?voltar=/home');
  await page.getByLabel('CPF ou Passaporte').fill('529.982.247-25');
  await page.getByLabel('Senha').fill('candidato');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-menu')).toHaveText(/^Maria \(\d+\)$/);
  const me = await (await page.request.get('/sgps/pssFisica/buscaDadosSessao')).json();
  const ins = await (await page.request.get('/sgps/insProcesso/pesquisa?limit=1')).json();
  const values: Record<string, string | number> = {
    prcSltCodigo: ins.data[0].prcSltCodigo ?? ins.data[0].prcSeletivo?.prcSltCodigo,
    insPrcCodigo: ins.data[0].insPrcCodigo,
    pssFscCodigo: me.data[0].pssFscCodigo,
    pessoaCode: me.data[0].pssFscCodigo,
    tblGrlItmCdgPrcSltTpCrn: 'INSCRICAO',
    prcSltMncPrvCodigo: 1,
    opcCodigo: 1,
    sucesso: 1,
  };
  const violations: string[] = [];
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const path = buildPath(name, name === 'inscrever' ? { ...values, insPrcCodigo: 0 } : values);
    const resposta = await page.goto(path);
    const cabecalho = resposta!.headers()['content-security-policy'] ?? '';
    if (!/script-src 'self' 'sha256-/.test(cabecalho) || /script-src[^;]*'unsafe-inline'/.test(cabecalho)) violations.push(`${path}: cabeçalho ${cabecalho}`);
    await page.waitForLoadState('networkidle');
    // every island hydrated: Astro removes the ssr attribute once an island's script ran
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('astro-island[ssr]').length), { message: `${path}: ilhas sem hidratar` }).toBe(0);
    const v = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    violations.push(...v.map((x) => `${path}: ${x}`));
  }
  expect(violations).toEqual([]);
});

test('the login app and the printable reports carry a script-src in their header too, with no inline script', async ({ page }) => {
  for (const url of ['/login', '/login/esqueci-senha']) {
    const res = await page.request.get(url);
    expect(res.headers()['content-security-policy'], url).toContain("script-src 'self'");
    expect(res.headers()['content-security-policy'], url).not.toContain('unsafe-inline');
  }
  await page.goto('/login?voltar=/home');
  await page.getByLabel('CPF ou Passaporte').fill('529.982.247-25');
  await page.getByLabel('Senha').fill('candidato');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const ins = (await (await page.request.get('/sgps/insProcesso/pesquisa?limit=1')).json()).data[0];
  const auth = await (await page.request.get(`/sgps/relatum/auth?tipo=cronograma&prcSltCodigo=${ins.prcSltCodigo ?? ins.prcSeletivo?.prcSltCodigo}&insPrcCodigo=${ins.insPrcCodigo}&tblGrlItmCdgPrcSltTpCrn=1`)).json();
  const relatorio = await page.request.get(`${auth.url}?token=${encodeURIComponent(auth.access_token)}`);
  expect(relatorio.headers()['content-type']).toMatch(/^text\/html/);
  expect(relatorio.headers()['content-security-policy']).toContain("script-src 'none'");
});
