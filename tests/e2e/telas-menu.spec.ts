import { expect, test, type Page } from '@playwright/test';
import { processCode } from './candidato.helpers.ts';
import { entrarDemo } from './telas.helpers.ts';

/**
 * Issue 24 points 1 and 2: the top menu of SPEC §2. Its three login-system items land on the login app's own pages
 * (signed in, and with the session gone), and the public pages show the same menu to a signed-in person, loaded after
 * the page. Both profiles: on a phone the items sit behind the navbar toggler.
 */

/** On a phone the navbar is collapsed behind its toggler: opens it (nothing to do on a desktop). */
async function abrirNavbar(page: Page) {
  // the full menu (a public page's static header shows a plain link first, then loads it)
  await expect(page.locator('button[data-testid="user-menu"]')).toBeAttached();
  const toggler = page.getByRole('button', { name: 'Abrir menu' });
  if ((await toggler.isVisible()) && (await toggler.getAttribute('aria-expanded')) !== 'true') await toggler.click();
}

/** Opens the user dropdown. */
async function abrirMenuUsuario(page: Page) {
  await abrirNavbar(page);
  await page.getByTestId('user-menu').click();
}

const ITENS = [
  { item: 'Meus Sistemas', caminho: '/login/meus-sistemas' },
  { item: 'Dados Pessoais', caminho: '/login/meus-dados' },
  { item: 'Login e Segurança', caminho: '/login/minha-seguranca' },
];

test.describe('1. Meus Sistemas, Dados Pessoais, Login e Segurança land on the login app\'s pages', () => {
  test('signed in: each item opens its page, never a JSON answer', async ({ page }) => {
    await entrarDemo(page);
    for (const { item, caminho } of ITENS) {
      await page.goto('/home');
      await abrirMenuUsuario(page);
      await page.getByRole('button', { name: item }).click();
      await expect(page).toHaveURL(new RegExp(`${caminho}$`));
      await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
      await expect(page.locator('body')).not.toContainText('"success"');
    }
  });

  test('with the session gone: each item goes through sign-in and ends on its page', async ({ page }) => {
    await entrarDemo(page);
    for (const { item, caminho } of ITENS) {
      await page.goto('/home');
      await abrirMenuUsuario(page);
      // the session ends behind the page's back (expired, or signed out in another tab)
      const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
      const sair = await page.request.post('/login/sair', { form: { _csrf: xsrf }, headers: { Accept: 'application/json', 'X-XSRF-TOKEN': xsrf } });
      expect(sair.ok(), await sair.text()).toBe(true);
      await page.getByRole('button', { name: item }).click();
      await expect(page).toHaveURL(new RegExp(`/login/?\\?voltar=${encodeURIComponent(caminho)}$`));
      await expect(page.locator('body')).not.toContainText('"success"');
      await page.getByLabel('CPF ou Passaporte').fill('529.982.247-25');
      await page.getByLabel('Senha').fill('candidato');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page).toHaveURL(new RegExp(`${caminho}$`));
      await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
    }
  });
});

test.describe('2. the public pages show a signed-in person the same top menu (SPEC §2)', () => {
  test('stricto, especializacoes, autorizacao-aplicacao and the general ensalamento: Inicio, Processos Seletivos, Mensagens with the count, the dropdown', async ({ page, request }) => {
    await entrarDemo(page);
    const naoLidas = (await (await page.request.get('/sgps/mensagens/mnsDestinatario/pesquisaNumeroNaoLidas')).json()).data;
    const pss = await processCode(request, 'Processo Seletivo Seriado 2027 - PSS');
    for (const url of ['/stricto', '/especializacoes', '/autorizacao-aplicacao/1', `/ensalamento/${pss}`]) {
      await page.goto(url);
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      // the menu is up (its dropdown button), with the unread count the API gives (none shown at 0)
      await expect(nav.locator('button[data-testid="user-menu"]')).toBeAttached();
      if (naoLidas > 0) await expect(nav.getByTestId('unread-count'), url).toHaveText(String(naoLidas));
      else await expect(nav.getByTestId('unread-count'), url).toHaveCount(0);
      await abrirNavbar(page);
      await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/home');
      await expect(nav.getByRole('listitem').getByRole('link', { name: 'Processos Seletivos', exact: true })).toHaveAttribute('href', '/prcSeletivo');
      await expect(nav.getByRole('link', { name: /^Mensagens/ })).toHaveAttribute('href', '/mensagens');
      await abrirMenuUsuario(page);
      for (const item of ['Meus Sistemas', 'Dados Pessoais', 'Login e Segurança', 'Sair']) await expect(nav.getByRole('button', { name: item })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Cancelar Simulação' })).toHaveCount(0);
    }
    // Sair from a public page ends the session like anywhere else
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login\/?\?voltar=%2Fentrar$/);
  });

  test('a super user simulating someone gets Cancelar Simulação on a public page, and it ends the simulation', async ({ page }) => {
    await page.goto('/login/');
    await page.getByLabel('CPF ou Passaporte').fill('111.444.777-35');
    await page.getByLabel('Senha').fill('superusuario');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.goto('/login/simular');
    await page.getByLabel('CPF da pessoa').fill('529.982.247-25');
    await page.getByRole('button', { name: 'Simular' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login/simular'));
    await page.goto('/stricto');
    await expect(page.getByTestId('user-menu')).toContainText('Maria');
    await abrirMenuUsuario(page);
    await page.getByRole('button', { name: 'Cancelar Simulação' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('user-menu')).not.toContainText('Maria');
  });

  test('signed out: the plain header with Entrar, and no React downloaded', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/stricto');
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/entrar');
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveCount(0);
    expect(scripts.filter((u) => /montar-menu|client\.|react/i.test(u))).toEqual([]);
  });
});
