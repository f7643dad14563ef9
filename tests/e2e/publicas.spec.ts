import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The code of a demo process by (part of) its description, through the public process search. */
async function processCode(request: APIRequestContext, descricao: string): Promise<number> {
  const filter = JSON.stringify([{ property: 'prcSltDescricao', value: descricao, operator: 'like' }]);
  const res = await request.get(`/sgps/prcSeletivo/pesquisa2?filter=${encodeURIComponent(filter)}&limit=1`);
  const body = await res.json();
  expect(body.data?.length, `processo "${descricao}" na carga de demonstração`).toBe(1);
  return body.data[0].prcSltCodigo;
}

const visibleCards = (page: Page, panel: string) => page.locator(`[data-panel="${panel}"] [data-search-text]:visible`);

test.describe('Stricto Sensu', () => {
  test('four tabs in the spec order; each badge equals the cards its panel shows', async ({ page }) => {
    await page.goto('/stricto');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText([/^Aluno Regular - Mestrado \d+$/, /^Aluno Regular - Doutorado \d+$/, /^Aluno Especial \d+$/, /^Pós-Doutorado \d+$/]);
    for (const [i, key] of ['mestrado', 'doutorado', 'especial', 'posdoutorado'].entries()) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel');
      await expect(panel).toHaveCount(1);
      const badge = Number(await tabs.nth(i).locator('[data-count]').textContent());
      await expect(visibleCards(page, key)).toHaveCount(badge);
      await expect(panel.getByRole('heading', { name: 'Inscrições que abrirão nos próximos dias' })).toBeVisible();
    }
    // Mestrado: open calls first, then the upcoming one under its heading
    await tabs.first().click();
    const mestrado = page.locator('[data-panel="mestrado"]');
    await expect(mestrado.locator('[data-group]').first().getByRole('heading', { level: 3 })).toContainText(['Mestrado em Agronomia', 'Mestrado em Educação']);
    await expect(mestrado.locator('[data-group]').nth(1).getByRole('heading', { level: 3 })).toHaveText(['Mestrado em Computação Aplicada']);
  });

  test('each card: period, Fazer Inscrição to the entry screen or the external system, Mais Informações when there is an edict', async ({ page, request }) => {
    await page.goto('/stricto');
    const educacao = page.locator('article', { hasText: 'Mestrado em Educação' });
    await expect(educacao).toContainText(/Inscrições de \d{2}\/\d{2}\/\d{4} à \d{2}\/\d{2}\/\d{4}/);
    const code = await processCode(request, 'Processo Seletivo - Mestrado em Educação');
    await expect(educacao.getByRole('link', { name: /^Fazer Inscrição/ })).toHaveAttribute('href', `/entrar/${code}`);
    await expect(educacao.getByRole('link', { name: /^Mais Informações/ })).toHaveAttribute('href', /mestrado-em-educacao\.pdf$/);
    // no edict, no Mais Informações
    const profissional = page.locator('article', { hasText: 'Mestrado Profissional' });
    await expect(profissional.getByRole('link', { name: /^Mais Informações/ })).toHaveCount(0);
    // RgsExterno: the link leaves for the other system in a new tab
    await page.getByRole('tab', { name: /Aluno Regular - Doutorado/ }).click();
    const externo = page.locator('article', { hasText: 'Doutorado em Ciências Sociais Aplicadas' }).getByRole('link', { name: /^Fazer Inscrição/ });
    await expect(externo).toHaveAttribute('href', 'https://inscricoes.exemplo.edu.br/pos/doutorado-em-ciencias-sociais-aplicadas');
    await expect(externo).toHaveAttribute('target', '_blank');
  });

  test('search ignores accents and case, updates the badges, and needs no request', async ({ page }) => {
    await page.goto('/stricto');
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/sgps/') && requests.push(r.url()));
    const search = page.getByPlaceholder('Buscar por programa ou campus...');
    const badge = (key: string) => page.locator(`[data-count="${key}"]`);

    await search.fill('EDUCACAO');
    // open calls sorted by title in Portuguese order
    await expect(visibleCards(page, 'mestrado').getByRole('heading')).toHaveText(['Mestrado em Educação', 'Mestrado Profissional em Ensino de Ciências e Educação Matemática']);
    await expect(badge('mestrado')).toHaveText('2');
    await expect(badge('doutorado')).toHaveText('0');

    await search.fill('química');
    await expect(badge('mestrado')).toHaveText('0');
    await expect(badge('doutorado')).toHaveText('1');
    await page.getByRole('tab', { name: /Aluno Regular - Doutorado/ }).click();
    await expect(visibleCards(page, 'doutorado')).toHaveText([/Doutorado em Química/]);

    await search.fill('campus central'); // the campus is searchable too
    await expect(badge('especial')).toHaveText('2');

    await search.fill('');
    await expect(badge('mestrado')).toHaveText('4');
    expect(requests).toEqual([]);
  });

  test('with JavaScript off every list still shows', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/stricto');
    for (const title of ['Mestrado em Educação', 'Doutorado em Química', 'Aluno Especial - Mestrado em Geografia', 'Pós-Doutorado em Ciência e Tecnologia de Alimentos', 'Mestrado em Computação Aplicada']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await page.goto('/especializacoes');
    await expect(page.getByRole('heading', { name: 'Especialização em Gestão Pública' })).toBeVisible();
    await context.close();
  });
});

test.describe('Lato Sensu', () => {
  test('open then upcoming calls, accent-insensitive search by name, external link for type 10', async ({ page }) => {
    await page.goto('/especializacoes');
    const cards = page.locator('article:visible');
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Inscrições que abrirão nos próximos dias' })).toBeVisible();
    await expect(page.locator('[data-group]').nth(1).locator('article')).toHaveText([/Direito Aplicado/, /Saúde do Idoso/]);
    // closed calls are not listed
    await expect(page.getByText('Língua Brasileira de Sinais')).toHaveCount(0);

    const search = page.getByPlaceholder('Buscar por nome...');
    await search.fill('saude');
    await expect(cards).toHaveText([/Especialização em Saúde da Família/, /Residência Multiprofissional em Saúde do Idoso/]);
    await search.fill('SAÚDE DA FAMÍLIA');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('link', { name: /^Fazer Inscrição/ })).toHaveAttribute('href', 'https://inscricoes.exemplo.edu.br/especializacao/especializacao-em-saude-da-familia');
    await search.fill('nada disso');
    await expect(cards).toHaveCount(0);
    await expect(page.getByText('Nenhuma inscrição aberta.')).toBeVisible();
  });
});

test.describe('Autorização', () => {
  test('value 1 and value 2', async ({ page }) => {
    await page.goto('/autorizacao-aplicacao/1');
    await expect(page.getByRole('heading', { name: 'Autorização concedida com sucesso!' })).toBeVisible();
    await page.goto('/autorizacao-aplicacao/2');
    await expect(page.getByRole('heading', { name: 'Houve um erro ao conceder a autorização!' })).toBeVisible();
  });
});

test.describe('accessibility (axe-core)', () => {
  test('no serious or critical violations on the public pages', async ({ page, request }) => {
    const open = await processCode(request, 'Processo Seletivo - Mestrado em Educação');
    const upcoming = await processCode(request, 'Processo Seletivo - Mestrado em Computação Aplicada');
    const pages: [string, RegExp | string][] = [
      ['/stricto', 'Aluno Regular'],
      ['/especializacoes', 'Especializações'],
      ['/autorizacao-aplicacao/1', 'Autorização concedida com sucesso!'],
      ['/autorizacao-aplicacao/2', 'Houve um erro ao conceder a autorização!'],
      [`/entrar/${open}`, 'Continuar'],
      [`/entrar/${upcoming}`, 'Fazer Login'],
    ];
    for (const [url, ready] of pages) {
      await page.goto(url);
      await expect(page.getByText(ready).first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${url}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target} ${v.nodes[0]?.failureSummary}`)).toEqual([]);
    }
  });
});

test.describe('the static header of the public pages', () => {
  test('signed out: Entrar, and the brand goes to /entrar', async ({ page }) => {
    await page.goto('/stricto');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/entrar');
    await expect(nav.getByRole('link', { name: 'Processos Seletivos' })).toHaveAttribute('href', '/entrar');
    // the session check ran and found nobody: the header stays as it was
    await page.waitForLoadState('networkidle');
    await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(nav.getByTestId('user-menu')).toHaveCount(0);
  });

  test('signed in: the full top menu replaces Entrar after the page (issue 24), no CSP violation', async ({ page }) => {
    await page.goto('/home');
    await page.getByLabel('CPF ou Passaporte').fill('529.982.247-25');
    await page.getByLabel('Senha').fill('candidato');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const me = (await (await page.request.get('/sgps/pssFisica/buscaDadosSessao')).json()).data[0].pssFscCodigo;
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    for (const url of ['/stricto', '/especializacoes']) {
      await page.goto(url);
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      // the dropdown's button, as on the logged-in pages (the static header's plain link comes first)
      await expect(nav.locator('button[data-testid="user-menu"]')).toHaveText(`Maria (${me})`);
      await expect(nav.getByRole('link', { name: 'Processos Seletivos' }).first()).toHaveAttribute('href', '/home');
      await expect(nav.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    }
    expect(violations).toEqual([]);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('user-menu')).toHaveText(`Maria (${me})`);
  });
});
