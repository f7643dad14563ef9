import { expect, test } from '@playwright/test';
import { entrarEm, GESTOR, ilhasProntas, semViolacoesGraves } from './gestao.helpers.ts';
import { novaInscricaoAPagar } from './telas.helpers.ts';

/**
 * Issue 39, registered boletos on the staff screen: a candidate issues a boleto (it waits for its registration, and
 * their screen says so), then staff at /gestao/pagamentos generate the remessa after a confirmation and find it in the
 * list, downloadable as a CNAB 240 file that carries the slip.
 */
test('uma remessa CNAB 240 gerada na gestão leva o boleto emitido; o candidato vê que o boleto aguarda registro', async ({ page }) => {
  const { insPrcCodigo } = await novaInscricaoAPagar(page, 'Candidata Remessa');
  await page.goto(`/pagamento/${insPrcCodigo}`);
  await page.getByLabel('Boleto', { exact: true }).check();
  await page.getByRole('button', { name: 'Gerar boleto' }).click();
  await expect(page.getByTestId('aviso-registro')).toContainText('O banco ainda está registrando este boleto');
  const slip = (await (await page.request.get(`/sgps/insBoleto/resumo?insPrcCodigo=${insPrcCodigo}`)).json()).data.boleto as { insBltNossoNumero: string };

  // The staff member, in the same browser once the candidate's session is gone.
  await page.context().clearCookies();
  const equipe = page;
  await entrarEm(equipe, '/gestao/pagamentos', GESTOR);
  await ilhasProntas(equipe);
  const painel = equipe.getByRole('region', { name: 'Remessas de registro de boletos (CNAB 240)' });
  await painel.getByRole('button', { name: 'Gerar remessa agora' }).click();
  await painel.getByRole('button', { name: 'Confirmar geração da remessa' }).click();
  const baixar = painel.getByRole('link', { name: /^Baixar CB\d{8}\.REM$/ }).first();
  await expect(baixar).toBeVisible();
  const arquivo = await equipe.request.get((await baixar.getAttribute('href'))!);
  const linhas = (await arquivo.body()).toString('latin1').split('\r\n').filter(Boolean);
  expect(linhas.every((l) => l.length === 240)).toBe(true);
  expect(linhas.some((l) => l[13] === 'P' && l.slice(37, 57).trim() === slip.insBltNossoNumero)).toBe(true);
  // The Pix panel beside it loads both of its lists (today's totals; the Pix waiting for a decision, or none).
  const pix = equipe.getByRole('region', { name: 'Pix e boletos hoje' });
  await expect(pix.getByTestId('dinheiro-do-dia')).toContainText('Boletos emitidos');
  await expect(pix.getByText('Carregando...')).toHaveCount(0);
  await expect(pix.getByText('Nenhum Pix aguardando decisão.').or(pix.getByRole('button', { name: 'Decidir' }).first())).toBeVisible();
  await semViolacoesGraves(equipe);
});
