import { expect, test } from '@playwright/test';
import { novaInscricaoAPagar } from './telas.helpers.ts';

/**
 * Issue 39: a fee paid by Pix closes its loop with no staff action. The demo runs a local PSP of the API Pix (named by
 * the demo strip); the candidate generates the Pix (a charge at that PSP, a dynamic BR Code pointing to its location),
 * the simulator pays it as a payer's bank would and notifies the API's webhook, and the screen shows
 * "Pagamento confirmado". Runs on the desktop and on the phone (telas-*).
 */
test('Pix: the PSP confirms the payment and the candidate sees "Pagamento confirmado"', async ({ page }) => {
  const { insPrcCodigo } = await novaInscricaoAPagar(page, 'Candidata Pix Confirmado');
  await page.goto(`/pagamento/${insPrcCodigo}`);
  await expect(page.getByTestId('faixa-demo-pagamentos')).toContainText('PSP Pix simulado');
  await expect(page.getByTestId('situacao-pagamento')).toHaveText('Pagamento pendente');
  await page.getByLabel('Pix', { exact: true }).check();
  await page.getByRole('button', { name: 'Gerar Pix' }).click();

  // The dynamic BR Code: the charge's location in field 26-25, no key, txid "***".
  const copiaECola = await page.getByLabel('Pix copia e cola').inputValue();
  expect(copiaECola).toMatch(/^000201010212/);
  expect(copiaECola).toMatch(/0014br\.gov\.bcb\.pix25\d{2}127\.0\.0\.1:\d+\/qr\/v2\//);
  expect(copiaECola).toContain('62070503***');
  await expect(page.getByRole('img', { name: 'QR Code Pix' })).toBeVisible();
  await expect(page.getByTestId('pix-aguardando')).toContainText('a confirmação aparece aqui sozinha');

  await page.getByRole('button', { name: 'Simular pagamento do Pix' }).click();
  await expect(page.getByText('Pagamento confirmado', { exact: true })).toBeVisible();
  await expect(page.getByTestId('situacao-pagamento')).toHaveText('Pago');
  await expect(page.getByRole('button', { name: 'Simular pagamento do Pix' })).toHaveCount(0);

  // Read again from the API: paid by the PSP's notification, as production would be.
  await page.reload();
  await expect(page.getByText('Pagamento confirmado', { exact: true })).toBeVisible();
});
