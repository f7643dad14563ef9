import { expect, test } from '@playwright/test';
import { entrarEm, GESTOR, hojeEmBrasilia, ilhasProntas } from './gestao.helpers.ts';
import { novaInscricaoAPagar } from './telas.helpers.ts';

const naTela = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The process's payments screen (/gestao/processo/:p/pagamentos) on the staff screens' one load convention: the
 * day's reconciliation loads and another day replaces it; an enrolment looked up for a manual record shows its fee,
 * an unknown number is refused beside the field with the API's words, and the payment recorded by hand shows at
 * once in the lookup and in the day's received total.
 */
test('conciliação do dia, outro dia, e um pagamento registrado à mão (consulta recusada ao lado do campo)', async ({ page }) => {
  const { insPrcCodigo, prcSltCodigo } = await novaInscricaoAPagar(page, 'Candidata Conciliação');
  await page.context().clearCookies();
  await entrarEm(page, `/gestao/processo/${prcSltCodigo}/pagamentos`, GESTOR);
  await ilhasProntas(page);

  await expect(page.getByRole('heading', { name: `Conciliação do dia ${naTela(hojeEmBrasilia())}` })).toBeVisible();
  const recebido = page.getByTestId('recebido-dia');
  const antes = await recebido.innerText();

  const baixa = page.getByRole('region', { name: 'Registrar pagamento manualmente' });
  const numero = baixa.getByLabel('Número da inscrição');
  await numero.fill('99999999');
  await baixa.getByRole('button', { name: 'Consultar' }).click();
  await expect(numero).toHaveAccessibleDescription(/Registro não encontrado\./);
  await expect(baixa.getByTestId('pagamento-inscricao')).toHaveCount(0);

  await numero.fill(String(insPrcCodigo));
  await baixa.getByRole('button', { name: 'Consultar' }).click();
  const pagamento = baixa.getByTestId('pagamento-inscricao');
  await expect(pagamento).toContainText(`Candidata Conciliação · inscrição ${insPrcCodigo}`);
  await expect(numero).not.toHaveAccessibleDescription(/Registro não encontrado/);

  await baixa.getByLabel('Documento (referência do comprovante)').fill('Comprovante 123');
  await baixa.getByLabel('Justificativa').fill('Pagamento conferido no extrato do banco.');
  await baixa.getByRole('button', { name: 'Registrar pagamento' }).click();
  await expect(page.getByText('Pagamento registrado; o candidato foi avisado.')).toBeVisible();
  // The lookup shows what the write answered, and the day is read again.
  await expect(pagamento).toContainText('falta R$ 0,00');
  await expect(baixa.getByRole('button', { name: 'Registrar pagamento' })).toHaveCount(0);
  await expect(recebido).not.toHaveText(antes);

  const dia = page.getByLabel('Dia (dd/mm/aaaa)');
  await dia.fill('01/02/2020');
  await page.getByRole('button', { name: 'Ver dia' }).click();
  await expect(page.getByRole('heading', { name: 'Conciliação do dia 01/02/2020' })).toBeVisible();
  await expect(recebido).toHaveText('R$ 0,00 (0)');
});
