import { expect, test } from '@playwright/test';
import { freshCpf, processCode } from './candidato.helpers.ts';

/**
 * Issue 38, forms that fit a phone, on the account step a new candidate meets first (in both profiles): the CPF
 * formatted, the birth date typed on the number pad without slashes and masked, the password rules stated before
 * typing and ticked as typed, a failed submit moving the focus to the first field in error with the error
 * announced; then the personal-data step masks the phone and does the same on a refused step.
 */
test('the account step and the personal data: masks, password rules, focus on the first error', async ({ page, request }) => {
  const code = await processCode(request, 'Vestibular de Verão 2027');
  const cpf = freshCpf();
  await page.goto(`/entrar/${code}`);
  await page.getByLabel('CPF').fill(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Crie a sua conta' })).toBeVisible();
  await expect(page.getByText(`Documento: ${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}.`)).toBeVisible();

  // the rules are there before typing, and follow the typing
  const regras = page.getByTestId('regras-senha');
  await expect(regras).toContainText('Ao menos 8 caracteres (ainda não)');
  await page.getByLabel('Senha', { exact: true }).pressSequentially('curta');
  await expect(regras).toContainText('Ao menos 8 caracteres (ainda não)');
  await page.getByLabel('Senha', { exact: true }).pressSequentially('-mas-boa');
  await expect(regras).toContainText('Ao menos 8 caracteres (atendida)');

  // a number pad has no "/": the mask puts them in
  const nascimento = page.getByLabel('Data de nascimento');
  await expect(nascimento).toHaveAttribute('inputmode', 'numeric');
  await nascimento.pressSequentially('15032007');
  await expect(nascimento).toHaveValue('15/03/2007');

  // a failed submit: the first field in error takes the focus, the error is announced
  await page.getByRole('button', { name: 'Criar conta e continuar' }).click();
  await expect(page.getByTestId('aviso-conta')).toHaveText('Corrija os 3 campos indicados.');
  await expect(page.getByTestId('aviso-conta')).toHaveAttribute('aria-live', 'assertive');
  await expect(page.getByLabel('Nome completo')).toBeFocused();
  await expect(page.getByLabel('Nome completo')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Nome completo').fill('Joana do Celular');
  await page.getByLabel('E-mail').fill('joana.celular@exemplo.com');
  await page.getByLabel('Confirme a senha').fill('curta-mas-boa');
  await page.getByRole('button', { name: 'Criar conta e continuar' }).click();

  // personal data: the phone masked as typed; an emptied required field refuses the step and takes the focus
  await expect(page.getByLabel('Nome completo')).toHaveValue('Joana do Celular');
  await page.getByLabel('Celular').pressSequentially('42999887766');
  await expect(page.getByLabel('Celular')).toHaveValue('(42) 99988-7766');
  await page.getByLabel('Data de nascimento').fill('');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByTestId('aviso-erros')).toHaveText('Corrija o campo indicado.');
  await expect(page.getByLabel('Data de nascimento')).toBeFocused();
});
