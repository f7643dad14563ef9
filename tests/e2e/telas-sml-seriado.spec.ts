import { expect, test, type Page } from '@playwright/test';
import { entrarDemo } from './telas.helpers.ts';

/**
 * Issue 24 point 9: SIMULAR waits for the cascade (SPEC §2, §4, §5). While a choice's children load, or after their
 * load failed, the last select shown may be a parent option: simulating it would rank the candidate on the wrong
 * course. The cascade itself and the result are in sml-seriado.spec.ts.
 */
const PROCESSO = 'Processo Seletivo Seriado 2027 - PSS';
const FILL_ALL = 'Preencha todas as opções antes de simular o resultado!';

async function abrirSimulacao(page: Page): Promise<string[]> {
  await entrarDemo(page);
  const rows = (await (await page.request.get('/sgps/insProcesso/pesquisa?limit=200')).json()).data as { insPrcCodigo: number; prcSeletivo: { prcSltCodigo: number; prcSltDescricao: string } }[];
  const row = rows.find((r) => r.prcSeletivo.prcSltDescricao === PROCESSO)!;
  const simulacoes: string[] = [];
  page.on('request', (r) => r.url().includes('cnsSmlCndSeriado') && simulacoes.push(r.url()));
  await page.goto(`/sml-seriado/${row.prcSeletivo.prcSltCodigo}/${row.insPrcCodigo}`);
  await expect(page.getByLabel('Selecione o Campus')).toBeVisible();
  return simulacoes;
}

test('9. while the children of a choice load, SIMULAR is disabled and a submit is ignored; then the cascade goes on', async ({ page }) => {
  const simulacoes = await abrirSimulacao(page);
  let liberar!: () => void;
  const portao = new Promise<void>((r) => (liberar = r));
  await page.route('**/sgps/opcao/pesquisaLogado*', async (route) => {
    await portao;
    await route.continue();
  });
  await page.getByLabel('Selecione o Campus').selectOption({ label: 'Campus Uvaranas' });
  const simular = page.getByRole('button', { name: 'SIMULAR' });
  await expect(simular).toBeDisabled();
  // the form submitted anyway (Enter, or a script): nothing is simulated and no modal opens
  await page.locator('form').filter({ has: simular }).evaluate((f: HTMLFormElement) => f.requestSubmit());
  await expect(page.getByRole('dialog')).toHaveCount(0);
  liberar();
  await expect(page.getByLabel('Selecione o Curso')).toBeVisible();
  await expect(simular).toBeEnabled();
  expect(simulacoes).toEqual([]);
});

test('9. after the children failed to load, SIMULAR asks for every option and simulates nothing', async ({ page }) => {
  const simulacoes = await abrirSimulacao(page);
  await page.route('**/sgps/opcao/pesquisaLogado*', (route) => route.fulfill({ status: 503, body: 'indisponível' }));
  await page.getByLabel('Selecione o Campus').selectOption({ label: 'Campus Uvaranas' });
  // SPEC §8: the failed call's modal, with its status
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Houve um erro ao realizar a ação. Entre em contato com o suporte técnico e forneça o seguinte código: 503');
  await modal.getByRole('button', { name: 'Ok' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByLabel('Selecione o Curso')).toHaveCount(0);
  // the campus is the last select shown and it is chosen, yet it is not the whole chain
  await page.getByRole('button', { name: 'SIMULAR' }).click();
  await expect(modal).toContainText(FILL_ALL);
  await modal.getByRole('button', { name: 'Ok' }).click();
  expect(simulacoes).toEqual([]);
  // choosing again retries: the cascade goes on and SIMULAR waits for it again
  await page.unroute('**/sgps/opcao/pesquisaLogado*');
  await page.getByLabel('Selecione o Campus').selectOption({ index: 0 });
  await page.getByLabel('Selecione o Campus').selectOption({ label: 'Campus Uvaranas' });
  await expect(page.getByLabel('Selecione o Curso')).toBeVisible();
});
