import { expect, test, type Page } from '@playwright/test';
import { ENTRADA_RENOVADA as RENOVADA } from '../../server/login/csrf-em-html.ts';

/**
 * A first visit whose token the browser replaced while the sign-in page was open (server/login/csrf-em-html.ts,
 * server/login/formularios-script.ts): the page that sent the visitor here was still calling the API, without a
 * cookie, and its answer set a token of its own after the sign-in form was rendered. The demo candidate signs in
 * anyway: at once with the page's script, and with a clear page and a second try without it.
 */
const CPF = '529.982.247-25';
const SENHA = 'candidato';

/** Opens the sign-in page, then lets another answer replace the token: the form keeps the one it was rendered with. */
async function paginaComTokenTrocado(page: Page) {
  await page.goto('/login/?voltar=%2Fhome');
  const doFormulario = await page.locator('input[name="_csrf"]').inputValue();
  const cookie = async () => (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  expect(await cookie()).toBe(doFormulario);
  await page.context().clearCookies();
  await page.request.get('/sgps/pssFisica/buscaDadosSessao');
  const novo = await cookie();
  expect(novo).toBeTruthy();
  expect(novo).not.toBe(doFormulario);
  await expect(page.locator('input[name="_csrf"]')).toHaveValue(doFormulario);
}

test('the form sends the token the browser holds: the candidate signs in at the first try', async ({ page }) => {
  await paginaComTokenTrocado(page);
  await page.getByLabel('CPF ou Passaporte').fill(CPF);
  await page.getByLabel('Senha').fill(SENHA);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(RENOVADA)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the refusal is a page that keeps the CPF and asks for the password again; the second try signs in', async ({ page }) => {
    await paginaComTokenTrocado(page);
    await page.getByLabel('CPF ou Passaporte').fill(CPF);
    await page.getByLabel('Senha').fill(SENHA);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText(RENOVADA);
    await expect(page.getByLabel('CPF ou Passaporte')).toHaveValue(CPF);
    await expect(page.getByLabel('Senha')).toHaveValue('');
    await page.getByLabel('Senha').fill(SENHA);
    await page.getByRole('button', { name: 'Entrar' }).click();
    // /home is the static site's page, which needs JavaScript to show anything: the address says she is in
    await expect(page).toHaveURL(/\/home$/);
    expect((await page.context().cookies()).some((c) => c.name === 'ps_sessao')).toBe(true);
  });
});
