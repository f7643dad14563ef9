import { expect, test, type Page } from '@playwright/test';

/** The shared labels (src/domain/pagamento-situacao.ts), restated so a changed label fails here. */
const ROTULO: Record<string, string> = {
  CANCELADA: 'Inscrição cancelada',
  ISENTO: 'Isento',
  PAGO: 'Pago',
  ISENCAO_DEFERIDA: 'Isenção deferida',
  ISENCAO_EM_ANALISE: 'Isenção em análise',
  EMITIDO: 'Aguardando pagamento',
  VENCIDO: 'Boleto vencido',
  NAO_GERADO: 'Pagamento pendente',
};

interface Linha {
  insPrcCodigo: number;
  situacaoPagamento: string;
}

async function signIn(page: Page) {
  await page.goto('/prcSeletivo');
  await page.getByLabel('CPF ou Passaporte').fill('529.982.247-25');
  await page.getByLabel('Senha').fill('candidato');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/prcSeletivo$/);
}

test('the enrolment list shows each enrolment\'s payment state and links to its payment screen, except exempt ones', async ({ page }) => {
  await signIn(page);
  const linhas = ((await (await page.request.get('/sgps/vInsPrcUltBoleto/pesquisa')).json()) as { data: Linha[] }).data;
  // The demo candidate: a paid serial-exam enrolment, one still to pay, and exempt ones.
  const pago = linhas.find((l) => l.situacaoPagamento === 'PAGO');
  const pendente = linhas.find((l) => l.situacaoPagamento === 'NAO_GERADO');
  const isento = linhas.find((l) => l.situacaoPagamento === 'ISENTO');
  expect(pago && pendente && isento, 'demo candidate has paid, pending and exempt enrolments').toBeTruthy();

  await expect(page.getByRole('heading', { name: 'Minhas inscrições' })).toBeVisible();
  for (const l of linhas) {
    const item = page.getByRole('listitem', { name: `Inscrição ${l.insPrcCodigo}`, exact: true });
    await expect(item.getByTestId('situacao-pagamento-lista')).toHaveText(`Situação do pagamento: ${ROTULO[l.situacaoPagamento]}`);
    const link = item.getByRole('link', { name: 'Pagamento', exact: true });
    if (l.situacaoPagamento === 'ISENTO' || l.situacaoPagamento === 'CANCELADA') await expect(link).toHaveCount(0);
    else await expect(link).toHaveAttribute('href', new RegExp(`/pagamento/${l.insPrcCodigo}/?$`));
  }

  // The link opens the payment screen of that enrolment, which agrees with the list.
  await page.getByRole('listitem', { name: `Inscrição ${pendente!.insPrcCodigo}`, exact: true }).getByRole('link', { name: 'Pagamento', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pagamento/${pendente!.insPrcCodigo}/?$`));
  await expect(page.getByRole('heading', { name: 'Pagamento da inscrição' })).toBeVisible();
  await expect(page.getByTestId('situacao-pagamento')).toHaveText('Pagamento pendente');

  await page.goto('/prcSeletivo');
  await page.getByRole('listitem', { name: `Inscrição ${pago!.insPrcCodigo}`, exact: true }).getByRole('link', { name: 'Pagamento', exact: true }).click();
  await expect(page.getByTestId('situacao-pagamento')).toHaveText('Pago');
});
