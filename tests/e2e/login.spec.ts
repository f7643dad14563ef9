import { expect, test } from '@playwright/test';

test('o candidato de demonstração entra, vê o menu com primeiro nome e código, e sai', async ({ page }) => {
  await page.goto('/home');
  // The login guard sends an anonymous visitor to the login application, remembering where they were going.
  // The URL is the one intern/redirect gives (/login/?voltar=...); /login?voltar=... is only the fallback.
  await expect(page).toHaveURL(/\/login\/?\?voltar=%2Fhome$/);
  await page.getByLabel('CPF ou Passaporte').fill('529.982.247-25');
  await page.getByLabel('Senha').fill('candidato');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const userMenu = page.getByTestId('user-menu');
  await expect(userMenu).toHaveText(/^Maria \(\d+\)$/);
  await expect(page.getByRole('link', { name: 'Inicio' })).toBeVisible();
  // The brand is a link with the same name (to /home): the menu item is the one in the menu's list.
  await expect(page.getByRole('listitem').getByRole('link', { name: 'Processos Seletivos', exact: true })).toHaveAttribute('href', '/prcSeletivo');

  await userMenu.click();
  await expect(page.getByText('Maria Eduarda Conceição')).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  // Sair lands on /entrar, which without a process code and without a session goes to login (SPEC §2 Entry screen).
  await expect(page).toHaveURL(/\/login\/?\?voltar=%2Fentrar$/);

  // The session is really gone: a logged-in page sends us back to login.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});
