import { expect, test, type Page } from '@playwright/test';

async function signIn(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel('CPF ou Passaporte').fill('529.982.247-25');
  await page.getByLabel('Senha').fill('candidato');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

test('o processo de inscrição única com inscrição existente abre o modal Atenção na lista', async ({ page }) => {
  await signIn(page, '/prcSeletivo');
  await page.getByRole('button', { name: 'Inscrever-se em Processo Seletivo Seriado 2027 - PSS' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Atenção' })).toBeVisible();
  await expect(modal).toContainText('Este processo permite apenas uma inscrição e você já possui inscrição nesse processo.');
  await expect(modal.getByRole('button', { name: 'Nova Inscrição' })).toBeDisabled();
  await modal.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('o candidato se inscreve no Vestibular de Verão 2027 e vê número e data-hora; o rascunho sobrevive a um recarregamento', async ({ page }) => {
  await signIn(page, '/prcSeletivo');
  await page.getByRole('button', { name: 'Inscrever-se em Vestibular de Verão 2027' }).click();
  await expect(page).toHaveURL(/\/prcSeletivo\/inscrever\/\d+\/\d+\/0$/);
  // 1. Dados pessoais: the demo candidate's data comes from the account
  await expect(page.getByLabel('Nome completo')).toHaveValue('Maria Eduarda Conceição');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.locator('#opcao-1-0').selectOption({ label: 'Campus Uvaranas' });
  await page.locator('#opcao-1-1').selectOption({ label: 'Medicina' });
  await expect(page.locator('#opcao-1-2 option').nth(1)).toHaveText(/Integral — R\$ \d+,\d{2}/);
  await page.locator('#opcao-1-2').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByLabel(/Língua estrangeira/).selectOption({ index: 1 });
  // the draft is in the browser: a reload (e.g. after a session expiry and login) brings it back
  await page.reload();
  await expect(page.getByText('Recuperamos o que você já tinha preenchido neste aparelho.')).toBeVisible();
  // back on the same step, with what was typed; the options of the previous step are kept too
  await expect(page.getByLabel(/Língua estrangeira/)).not.toHaveValue('');
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.locator('#opcao-1-2')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByLabel(/Língua estrangeira/)).not.toHaveValue('');
  const termos = page.getByLabel(/termos/);
  if (await termos.count()) await termos.check();
  const boleto = page.getByLabel('Boleto bancário');
  if (await boleto.count()) await boleto.check();
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(page.getByRole('heading', { name: 'Inscrição realizada com sucesso!' })).toBeVisible();
  await expect(page.getByTestId('numero-inscricao')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('data-inscricao')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
});
