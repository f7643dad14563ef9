import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 18, point 1: the demo profile (what `npm start` and these tests run) says so on every page, site and
 * login app alike, so nobody takes a demo for the real system. The production build has no strip
 * (tests/deploy/site-perfil.test.ts).
 */
const TEXT = 'Ambiente de demonstração — dados fictícios';

async function stripShown(page: Page) {
  // the first thing of the page's banner (header), read before the menu
  const strip = page.getByRole('banner').getByText(TEXT, { exact: true });
  await expect(strip).toHaveCount(1);
  await expect(strip).toBeVisible();
  await expect(strip).toHaveText(TEXT);
  // at the top of the page, above the menu
  const box = (await strip.boundingBox())!;
  expect(box.y).toBeLessThan(5);
  // readable: no contrast (or other WCAG A/AA) problem in it
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="faixa-demo"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.failureSummary}`)).toEqual([]);
}

test('the demo strip is on the login page, the home page and a public page', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await stripShown(page);

  await page.getByLabel('CPF ou Passaporte').fill('529.982.247-25');
  await page.getByLabel('Senha').fill('candidato');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await stripShown(page);

  await page.goto('/stricto');
  await stripShown(page);
});

test('on a phone the strip fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const url of ['/stricto', '/login']) {
    await page.goto(url);
    await stripShown(page);
    const box = (await page.getByRole('banner').getByText(TEXT, { exact: true }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
});
