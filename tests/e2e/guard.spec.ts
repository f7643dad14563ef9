import { expect, test } from '@playwright/test';
import { novoCandidatoLogado, processCode } from './candidato.helpers.ts';

/**
 * SPEC §2 "Entry guard" (the empty path) in the browser: its redirects. The Atenção modal cases (step 4 with an
 * existing enrolment) are in inscricao-fluxos.spec.ts.
 */
const VESTIBULAR = 'Vestibular de Verão 2027'; // current
const FUTURO = 'Vestibular de Inverno 2027'; // enrolment opens in 15 days
const ENCERRADO = 'Vestibular de Verão 2026'; // closed a year ago

test.describe('signed in, no enrolment anywhere', () => {
  let pessoa = 0;
  test.beforeEach(async ({ page }) => {
    ({ pessoa } = await novoCandidatoLogado(page, 'Guarda Entrada Teste'));
  });

  test('without prcSltCodigo: home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('user-menu')).toHaveText(`Guarda (${pessoa})`);
  });

  test('prcSltCodigo in the query string: the new enrolment, person code and process in the path', async ({ page, request }) => {
    const code = await processCode(request, VESTIBULAR);
    await page.goto(`/?prcSltCodigo=${code}`);
    await expect(page).toHaveURL(new RegExp(`/prcSeletivo/inscrever/${pessoa}/${code}/0$`));
    await expect(page.getByRole('heading', { name: VESTIBULAR })).toBeVisible();
  });

  test('prcSltCodigo in the hash (#prcSltCodigo=N and #/?prcSltCodigo=N): the new enrolment', async ({ page, request }) => {
    const code = await processCode(request, VESTIBULAR);
    await page.goto(`/#prcSltCodigo=${code}`);
    await expect(page).toHaveURL(new RegExp(`/prcSeletivo/inscrever/${pessoa}/${code}/0$`));
    await page.goto('/home');
    await page.goto(`/#/?prcSltCodigo=${code}`);
    await expect(page).toHaveURL(new RegExp(`/prcSeletivo/inscrever/${pessoa}/${code}/0$`));
  });

  test('a process that does not exist, or is not current (upcoming or closed): home', async ({ page, request }) => {
    for (const code of [987654, await processCode(request, FUTURO), await processCode(request, ENCERRADO)]) {
      await page.goto(`/?prcSltCodigo=${code}`);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByTestId('user-menu')).toBeVisible();
    }
  });

  test('a code that is not a number is no code: home', async ({ page }) => {
    await page.goto('/?prcSltCodigo=abc');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test('not signed in: home, which the login guard turns into the login page', async ({ page, request }) => {
  const code = await processCode(request, VESTIBULAR);
  await page.goto(`/?prcSltCodigo=${code}`);
  await expect(page).toHaveURL(/\/login\/?\?voltar=%2Fhome$/);
  await expect(page.getByLabel('CPF ou Passaporte')).toBeVisible();
});
