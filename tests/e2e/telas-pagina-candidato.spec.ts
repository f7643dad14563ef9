import { expect, test, type Page } from '@playwright/test';
import { novoCandidatoLogado } from './candidato.helpers.ts';
import { entrarEm } from './gestao.helpers.ts';
import { deferirEnsalarLiberar, equipe, processoComTaxaDocumentoESala } from './pagina-candidato.helpers.ts';

/**
 * Issue 38, "done when", on the phone as on the desktop: a new candidate enrols in a fee-charging process, pays
 * from the confirmation (the demo's card simulator), sends the required document, sees each step of their card
 * change state, opens their exam card, keeps it on the phone (manifest + service worker), goes offline and still
 * sees it; after Sair, offline shows nothing personal.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const etapa = (page: Page, nome: string) => page.locator(`[data-etapa="${nome}"]`);

async function abrirMenuDoUsuario(page: Page) {
  const abrir = page.getByRole('button', { name: 'Abrir menu' });
  if (await abrir.isVisible()) await abrir.click();
  await page.getByTestId('user-menu').click();
}

test('a new candidate: enrol, pay from the confirmation, send the document, follow the steps, keep the exam card offline', async ({ page, context, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const staff = await equipe(playwright, baseURL!);
  const processo = await processoComTaxaDocumentoESala(staff);
  const nome = 'Candidata do Celular';
  await novoCandidatoLogado(page, nome);

  // /prcSeletivo opens with the candidate's own enrolments (none yet), the open processes after them
  await page.goto('/prcSeletivo');
  const secoes = page.locator('main section h2');
  await expect(secoes.first()).toHaveText('Minhas inscrições');
  await expect(page.getByText('Você ainda não tem inscrições.')).toBeVisible();
  await page.getByRole('button', { name: `Inscrever-se em ${processo.descricao}` }).click();
  await expect(page).toHaveURL(/\/prcSeletivo\/inscrever\/\d+\/\d+\/0$/);
  await expect(page.getByLabel('Nome completo')).toHaveValue(nome);
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.locator('#opcao-1-0').selectOption({ index: 1 });
  await expect(page.locator('#opcao-1-0 option:checked')).toHaveText(`${processo.opcao} — R$ 90,00`);
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.locator('#campo-prcSltMncPrvCodigo').selectOption({ index: 1 });
  await page.locator('#pag-CARTAO').check();
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(page.getByRole('heading', { name: 'Inscrição realizada com sucesso!' })).toBeVisible();
  const insPrcCodigo = Number(await page.getByTestId('numero-inscricao').textContent());

  // pay right away: the confirmation leads to paying, with the forms the process allows
  const pagar = page.getByTestId('pagar-agora');
  await expect(pagar).toContainText('R$ 90,00');
  await expect(pagar).toContainText('cartão de crédito');
  await pagar.getByRole('link', { name: 'Pagar agora' }).click();
  await expect(page).toHaveURL(new RegExp(`/pagamento/${insPrcCodigo}$`));
  await page.getByLabel('Cartão de crédito').check();
  await page.getByRole('button', { name: 'Pagar com cartão' }).click();
  await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
  await expect(page.getByTestId('situacao-pagamento')).toHaveText('Pago');

  // then the documents step the process asks for
  await page.getByTestId('proximo-passo-documentos').getByRole('link', { name: 'Enviar documentos' }).click();
  await expect(page).toHaveURL(new RegExp(`/documentos/${insPrcCodigo}$`));
  await page.getByLabel(/arquivo/i).first().setInputFiles({ name: 'identidade.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: /Enviar/ }).first().click();
  await expect(page.getByText('Enviado', { exact: true }).first()).toBeVisible();

  // the card: each step with its state
  await page.goto('/prcSeletivo');
  const cartao = page.getByRole('listitem', { name: `Inscrição ${insPrcCodigo}` });
  await expect(cartao.locator('[data-etapa="inscricao"]')).toHaveAttribute('data-estado', 'concluida');
  await expect(etapa(page, 'pagamento')).toHaveAttribute('data-estado', 'concluida');
  await expect(etapa(page, 'documentos')).toHaveAttribute('data-estado', 'aguardando');
  await expect(etapa(page, 'homologacao')).toHaveAttribute('data-estado', 'aguardando');
  await expect(etapa(page, 'localProva')).toHaveAttribute('data-estado', 'futura');

  // staff defer the enrolment, seat the process and release the seating
  await deferirEnsalarLiberar(staff, processo.prcSltCodigo, insPrcCodigo);
  await staff.fechar();
  await page.reload();
  await expect(etapa(page, 'homologacao')).toHaveAttribute('data-estado', 'concluida');
  await expect(etapa(page, 'localProva')).toHaveAttribute('data-estado', 'concluida');
  await etapa(page, 'localProva').getByRole('link', { name: 'Ver sala' }).click();
  const cartaoUrl = `/ensalamento/${processo.prcSltCodigo}/${insPrcCodigo}`;
  await expect(page).toHaveURL(new RegExp(`${cartaoUrl}$`));
  await expect(page.getByText('204 - M')).toBeVisible();
  await expect(page.getByText('Acesso ao local de prova - Prova objetiva: das 07:30 às 08:15 (Horário de Brasília)')).toBeVisible();
  await expect(page.getByTestId('lembrete-cartao')).toHaveText('Leve documento oficial com foto e caneta preta.');

  // installable: the manifest, and the service worker registered; the card kept on the phone
  await expect(page.getByTestId('cartao-guardado')).toContainText('Cartão guardado neste aparelho');
  const manifesto = await page.request.get((await page.locator('link[rel="manifest"]').getAttribute('href'))!);
  expect((await manifesto.json()).display).toBe('standalone');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? null)).toMatch(/\/sw\.js$/);

  // the stage in the phone's calendar
  const baixou = page.waitForEvent('download');
  await page.getByRole('button', { name: /Adicionar ao calendário/ }).first().click();
  const ics = await (await baixou).createReadStream().then(async (s) => {
    const partes: Buffer[] = [];
    for await (const p of s) partes.push(p as Buffer);
    return Buffer.concat(partes).toString('utf8');
  });
  expect(ics).toContain('DTSTART;TZID=America/Sao_Paulo:');
  expect(ics).toContain('T073000\r\n');

  // offline: the card is still there
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('204 - M')).toBeVisible();
  await expect(page.getByText(`${nome} - ${insPrcCodigo}`)).toBeVisible();
  await context.setOffline(false);

  // Sair forgets it: offline, nothing personal is left
  await abrirMenuDoUsuario(page);
  await page.getByRole('button', { name: 'Sair' }).click();
  // Sair goes to /entrar, which sends a visitor without a process to the login page
  await expect(page).toHaveURL(/\/login\/\?voltar=%2Fentrar$/);
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0);
  await context.setOffline(true);
  const offline = await page.goto(cartaoUrl).catch(() => null);
  if (offline) await expect(page.getByText(nome)).toHaveCount(0);
  await context.setOffline(false);
});

test('a card kept on a shared phone is forgotten when someone else signs in there, even without Sair', async ({ page, context }) => {
  // the demo candidate opens her exam card (the serial exam: seated, released)
  await entrarEm(page, '/prcSeletivo', { cpf: '529.982.247-25', senha: 'candidato' });
  await page.locator('[data-etapa="localProva"]').getByRole('link', { name: 'Ver sala' }).first().click();
  await expect(page.getByTestId('cartao-guardado')).toContainText('Cartão guardado neste aparelho');
  const cartaoUrl = new URL(page.url()).pathname;
  expect(await page.evaluate(async () => (await (await caches.open('cartao-de-prova-v1')).keys()).length)).toBeGreaterThan(0);

  // her session ends without Sair (it expired), and another person signs in on the same browser
  await context.clearCookies();
  await entrarEm(page, '/home', { cpf: '714.682.305-90', senha: 'administrador' });
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBe(0);

  // offline, her card is not there for him
  await context.setOffline(true);
  const offline = await page.goto(cartaoUrl).catch(() => null);
  if (offline) await expect(page.getByText('Maria Eduarda Conceição')).toHaveCount(0);
  await context.setOffline(false);
});
