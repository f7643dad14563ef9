import { expect, test, type Page } from '@playwright/test';

async function entrar(page: Page) {
  await page.goto('/home');
  await page.getByLabel('CPF ou Passaporte').fill('529.982.247-25');
  await page.getByLabel('Senha').fill('candidato');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

interface Linha {
  insPrcCodigo: number;
  situacaoPagamento: string;
}

test('the payment screen shows a paid fee and, for every enrolment, the state the API lists', async ({ page }) => {
  await entrar(page);
  const res = await page.request.get('/sgps/vInsPrcUltBoleto/pesquisa');
  const linhas = ((await res.json()) as { data: Linha[] }).data;
  const pago = linhas.find((l) => l.situacaoPagamento === 'PAGO');
  expect(pago, 'the demo candidate has a paid serial-exam enrolment').toBeTruthy();

  await page.goto(`/pagamento/${pago!.insPrcCodigo}`);
  await expect(page.getByRole('heading', { name: 'Pagamento da inscrição' })).toBeVisible();
  await expect(page.getByText(`Inscrição nº ${pago!.insPrcCodigo}`)).toBeVisible();
  await expect(page.getByText('Pago', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Pagamento de R\$ [\d.,]+ confirmado/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gerar boleto' })).toHaveCount(0);

  // Every enrolment of the candidate: the screen's badge says what the API's list says.
  const ROTULO: Record<string, string> = { PAGO: 'Pago', ISENTO: 'Isento', ISENCAO_DEFERIDA: 'Isenção deferida', ISENCAO_EM_ANALISE: 'Isenção em análise', CANCELADA: 'Inscrição cancelada' };
  for (const l of linhas) {
    await page.goto(`/pagamento/${l.insPrcCodigo}`);
    await expect(page.getByTestId('situacao-pagamento')).toHaveText(ROTULO[l.situacaoPagamento] ?? 'Pagamento pendente');
  }
});

test("another person's enrolment is refused", async ({ page }) => {
  await entrar(page);
  await page.goto('/pagamento/1');
  await expect(page.getByRole('dialog')).toContainText('Inscrição não encontrada.');
});
