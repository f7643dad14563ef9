import { expect, test } from '@playwright/test';
import { novaInscricaoAPagar } from './telas.helpers.ts';

/**
 * Issue 24 point 6: the payment screen asks prcSeletivo/verificaPagDtGeracao (SPEC §7) whether the process still lets
 * slips be generated, and offers generation only when it says so. The endpoint's rule is in tests/api/prcseletivo.test.ts.
 */

test('6. generation open: the screen asks verificaPagDtGeracao for its process and offers Gerar boleto', async ({ page }) => {
  const { insPrcCodigo, prcSltCodigo } = await novaInscricaoAPagar(page);
  const pergunta = page.waitForRequest((r) => r.url().includes('/sgps/prcSeletivo/verificaPagDtGeracao'));
  await page.goto(`/pagamento/${insPrcCodigo}`);
  expect(new URL((await pergunta).url()).searchParams.get('prcSltCodigo')).toBe(String(prcSltCodigo));
  await expect(page.getByTestId('situacao-pagamento')).toHaveText('Pagamento pendente');
  await expect(page.getByRole('button', { name: 'Gerar boleto' })).toBeVisible();
  await expect(page.getByTestId('geracao-encerrada')).toHaveCount(0);
});

test('6. generation closed for the process: no generation offered, the reason shown', async ({ page }) => {
  const { insPrcCodigo } = await novaInscricaoAPagar(page);
  // the process's answer is 'F' (its slip deadline passed after the summary was read)
  await page.route('**/sgps/prcSeletivo/verificaPagDtGeracao*', (route) =>
    route.fulfill({ json: { success: true, data: { prcSltExiste: 'T', pagDtGeracao: 'F', emissaoAte: '2026-01-01T00:00:00.000Z' } } }),
  );
  await page.goto(`/pagamento/${insPrcCodigo}`);
  await expect(page.getByTestId('geracao-encerrada')).toHaveText('O prazo para gerar o pagamento deste processo seletivo terminou.');
  await expect(page.getByRole('button', { name: 'Gerar boleto' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pagar com cartão' })).toHaveCount(0);
});
