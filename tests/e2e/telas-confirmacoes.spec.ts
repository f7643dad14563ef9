import { expect, test, type Page } from '@playwright/test';
import { mensagensPara, novaInscricaoAPagar } from './telas.helpers.ts';

/**
 * Issue 24 point 5: where a candidate's action cannot be undone, a modal asks first with the spec's buttons (SPEC §9):
 * marking every message read (Sim / Não), saving an edit that replaces the enrolment's options and data (Salvar /
 * Cancelar), leaving the form by a link with changes not yet sent (Sim / Não). (Candidates cannot cancel an
 * enrolment themselves: staff do, with a justification.)
 */

async function irParaRevisao(page: Page) {
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByRole('button', { name: 'Salvar alterações' })).toBeVisible();
}

test('5. Marcar todas como lidas asks Sim / Não; Não changes nothing, Sim marks them', async ({ page, playwright, baseURL }) => {
  const { pessoa } = await novaInscricaoAPagar(page, 'Leitora de Avisos Teste');
  await mensagensPara(playwright, baseURL!, pessoa, 2);
  // the two messages, and whatever the enrolment itself sent
  const naoLidas = String((await (await page.request.get('/sgps/mensagens/mnsDestinatario/pesquisaNumeroNaoLidas')).json()).data);
  expect(Number(naoLidas)).toBeGreaterThanOrEqual(2);
  await page.goto('/mensagens');
  await expect(page.getByTestId('contador-N')).toHaveText(naoLidas);
  const marcar = page.getByRole('button', { name: 'Marcar todas como lidas' });
  await marcar.click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Todas as mensagens não lidas serão marcadas como lidas. Deseja continuar?');
  await modal.getByRole('button', { name: 'Não' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('contador-N')).toHaveText(naoLidas);
  await marcar.click();
  await modal.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByTestId('contador-N')).toHaveText('0');
});

test('5. saving an edit asks Salvar / Cancelar; Cancelar sends nothing, Salvar saves', async ({ page }) => {
  const { pessoa, insPrcCodigo, prcSltCodigo } = await novaInscricaoAPagar(page, 'Editora de Opcoes Teste');
  const envios: string[] = [];
  page.on('request', (r) => r.url().includes('/sgps/insProcesso/atualizar') && envios.push(r.url()));
  await page.goto(`/editar/${prcSltCodigo}/${pessoa}/${insPrcCodigo}`);
  await irParaRevisao(page);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('As opções e os dados escolhidos substituirão os da sua inscrição. Deseja salvar as alterações?');
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(modal).toBeHidden();
  expect(envios).toEqual([]);
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Inscrição atualizada com sucesso!' })).toBeVisible();
  expect(envios).toHaveLength(1);
});

test('5. leaving the form by a link with unsent changes asks Sim / Não', async ({ page }) => {
  const { pessoa, insPrcCodigo, prcSltCodigo } = await novaInscricaoAPagar(page, 'Saida do Formulario Teste');
  const url = `/editar/${prcSltCodigo}/${pessoa}/${insPrcCodigo}`;
  await page.goto(url);
  await page.getByLabel('Celular').fill('(42) 99999-0000');
  const toggler = page.getByRole('button', { name: 'Abrir menu' });
  if (await toggler.isVisible()) await toggler.click();
  await page.getByRole('link', { name: 'Inicio' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Você tem alterações que ainda não foram enviadas. Deseja sair do formulário?');
  await modal.getByRole('button', { name: 'Não' }).click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
  await expect(page.getByLabel('Celular')).toHaveValue('(42) 99999-0000');
  if (await toggler.isVisible() && (await toggler.getAttribute('aria-expanded')) !== 'true') await toggler.click();
  await page.getByRole('link', { name: 'Inicio' }).click();
  await modal.getByRole('button', { name: 'Sim' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
