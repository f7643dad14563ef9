import { expect, test, type Page } from '@playwright/test';
import { novoCandidatoLogado, processCode } from './candidato.helpers.ts';

/**
 * Issue 18, point 9: on a shared computer the enrolment draft kept in the browser belongs to the person who
 * typed it. Before, the draft was stored per form only (ps:rascunho:<process>:<enrolment>): the next person to
 * open the same form was offered the first one's data ("Recuperamos o que você já tinha preenchido...") and one
 * Avançar wrote it into their own record. Now it is stored under its owner, refused when the owner differs,
 * dropped when someone else opens the form, and every draft is cleared at Sair.
 */

const VESTIBULAR = 'Vestibular de Verão 2027';
const MAE_DE_ANA = 'Joana Rascunho de Ana';
const CELULAR_DE_ANA = '(42) 97777-0001';
const RESTAURADO = 'Recuperamos o que você já tinha preenchido neste aparelho.';

const drafts = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('ps:rascunho:')).map((k) => [k, localStorage.getItem(k) ?? ''])));

/** Ana opens the new-enrolment form and types her mother's name and phone; the draft is in this browser. */
async function anaTypes(page: Page, code: number, ana: number) {
  await page.goto(`/prcSeletivo/inscrever/${ana}/${code}/0`);
  await expect(page.getByLabel('Nome completo')).toHaveValue('Ana Primeira Pessoa');
  await page.getByLabel('Nome da mãe').fill(MAE_DE_ANA);
  await page.getByLabel('Celular').fill(CELULAR_DE_ANA);
  await expect.poll(async () => JSON.stringify(await drafts(page))).toContain(MAE_DE_ANA);
  // what would be offered to whoever opens this form next: Ana herself gets it back after a reload
  await page.reload();
  await expect(page.getByText(RESTAURADO)).toBeVisible();
  await expect(page.getByLabel('Nome da mãe')).toHaveValue(MAE_DE_ANA);
}

/** The form as `nome` sees it: their own data, nothing of Ana's, nothing "recovered". */
async function nothingOfAna(page: Page, nome: string) {
  await expect(page.getByLabel('Nome completo')).toHaveValue(nome);
  await expect(page.getByLabel('Nome da mãe')).toHaveValue('');
  await expect(page.getByLabel('Celular')).not.toHaveValue(CELULAR_DE_ANA);
  await expect(page.getByText(RESTAURADO)).toHaveCount(0);
  // the form saves its own (empty) draft once shown: none of Ana's stays beside or under it
  await expect.poll(async () => JSON.stringify(await drafts(page))).not.toContain(MAE_DE_ANA);
}

async function sair(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('Sair clears the draft: the next person gets nothing of it, and neither does its owner when back', async ({ page, request }) => {
  const code = await processCode(request, VESTIBULAR);
  const ana = await novoCandidatoLogado(page, 'Ana Primeira Pessoa');
  await anaTypes(page, code, ana.pessoa);

  await sair(page);
  expect(await drafts(page)).toEqual({});

  // Bruno signs in on the same browser and opens the same form
  const bruno = await novoCandidatoLogado(page, 'Bruno Segunda Pessoa');
  await page.goto(`/prcSeletivo/inscrever/${bruno.pessoa}/${code}/0`);
  await nothingOfAna(page, 'Bruno Segunda Pessoa');

  // Ana comes back through the login page: her draft went with her Sair
  await sair(page);
  await page.goto(`/prcSeletivo/inscrever/${ana.pessoa}/${code}/0`);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('CPF ou Passaporte').fill(ana.cpf);
  await page.getByLabel('Senha').fill('senha-do-novo');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`/prcSeletivo/inscrever/${ana.pessoa}/${code}/0$`));
  await expect(page.getByLabel('Nome completo')).toHaveValue('Ana Primeira Pessoa');
  await expect(page.getByLabel('Nome da mãe')).toHaveValue('');
  await expect(page.getByText(RESTAURADO)).toHaveCount(0);
});

test('without Sair (session ended, browser left open) the next person is never offered the draft, even one planted under their own key', async ({ page, request }) => {
  const code = await processCode(request, VESTIBULAR);
  const ana = await novoCandidatoLogado(page, 'Ana Primeira Pessoa');
  await anaTypes(page, code, ana.pessoa);
  const deAna = Object.values(await drafts(page))[0];

  // Ana walks away; her session ends (expiry, the cookie gone) and nobody clicked Sair
  await page.context().clearCookies();
  const bruno = await novoCandidatoLogado(page, 'Bruno Segunda Pessoa');
  // Ana's draft also copied under Bruno's own key and under the old per-form key: still hers, never offered
  await page.evaluate(
    ([bk, ok, v]) => {
      localStorage.setItem(bk, v);
      localStorage.setItem(ok, v);
    },
    [`ps:rascunho:${bruno.pessoa}:${code}:0`, `ps:rascunho:${code}:0`, deAna],
  );
  await page.goto(`/prcSeletivo/inscrever/${bruno.pessoa}/${code}/0`);
  await nothingOfAna(page, 'Bruno Segunda Pessoa');
  // and what Ana left is gone from this browser once Bruno opened the form
  expect(Object.keys(await drafts(page)).filter((k) => !k.startsWith(`ps:rascunho:${bruno.pessoa}:`))).toEqual([]);
});
