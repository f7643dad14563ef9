import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { freshCpf } from './candidato.helpers.ts';
import { ADMIN, CANDIDATA, entrarEm, semViolacoesGraves } from './gestao.helpers.ts';

/**
 * Issue 21, items 6 and 7, in the browser: the demo administrator writes to the deferred candidates of Ponta Grossa
 * in the demo serial exam (the demo candidate is one of them), sees the count before sending and the message in
 * the sent list; signed in as the demo candidate, the message is in Mensagens with the unread count one higher.
 * Then the process's Exportar tab downloads a CSV of its enrolments.
 */
const PROCESSO = 'Processo Seletivo Seriado 2027 - PSS';

test.describe.configure({ mode: 'serial' });

test('the administrator writes to the deferred candidates of Ponta Grossa; the demo candidate reads it with the unread count', async ({ browser }) => {
  // Each person in a context of their own (their own cookies); axe needs pages made from a context.
  const candidata = await (await browser.newContext()).newPage();
  await entrarEm(candidata, '/mensagens', CANDIDATA);
  const naoLidasAntes = (await (await candidata.request.get('/sgps/mensagens/mnsDestinatario/pesquisaNumeroNaoLidas')).json()).data as number;

  const page = await (await browser.newContext()).newPage();
  await entrarEm(page, '/gestao', ADMIN);
  await page.getByRole('main').getByRole('link', { name: 'Mensagens', exact: true }).click();
  await expect(page).toHaveURL(/\/gestao\/mensagens$/);
  await expect(page.getByRole('heading', { name: 'Mensagens aos candidatos' })).toBeVisible();
  await semViolacoesGraves(page);

  // Nothing chosen yet: each missing field is said beside it.
  await page.getByTestId('enviar-mensagem').click();
  await expect(page.getByText('Escolha o processo.')).toBeVisible();
  await expect(page.getByText('O assunto é obrigatório.')).toBeVisible();

  await page.getByTestId('destino-processo').selectOption({ label: PROCESSO });
  const previa = page.getByTestId('previa-destino');
  await expect(previa).toHaveText(/^Será enviada para [\d.]+ candidatos?\.$/);
  const todos = Number((await previa.textContent())!.replace(/\D/g, ''));
  await page.getByLabel('Situação da inscrição').selectOption({ label: 'Deferidas' });
  await page.getByLabel('Município de prova').selectOption({ label: 'Ponta Grossa (PR)' });
  await expect(previa).not.toHaveText(`Será enviada para ${todos.toLocaleString('pt-BR')} candidatos.`);
  await expect(previa).toHaveText(/^Será enviada para [\d.]+ candidatos?\.$/);
  const alcance = Number((await previa.textContent())!.replace(/\D/g, ''));
  expect(alcance).toBeGreaterThan(0);
  expect(alcance).toBeLessThan(todos);

  const assunto = `Local de prova em Ponta Grossa ${Date.now()}`;
  await page.getByTestId('assunto').fill(assunto);
  await page.getByTestId('texto').fill('Prezados candidatos,\n\nA prova será no Campus Uvaranas. Veja https://www.uepg.br');
  await page.getByTestId('enviar-mensagem').click();
  const dialogo = page.getByRole('dialog', { name: 'Confirmar o envio' });
  await expect(dialogo).toContainText(`Candidatos de ${PROCESSO}.`);
  await expect(dialogo).toContainText(`Será enviada para ${alcance.toLocaleString('pt-BR')} candidato`);
  await semViolacoesGraves(page);
  await dialogo.getByTestId('confirmar-envio').click();
  await expect(page.getByTestId('mensagem-enviada')).toContainText(`Mensagem enviada para ${alcance.toLocaleString('pt-BR')} pessoa`);

  const linha = page.getByTestId('mensagens-enviadas').getByRole('row').filter({ hasText: assunto });
  await expect(linha).toContainText(`${PROCESSO}: deferidas, Ponta Grossa (PR)`);
  await expect(linha.getByRole('cell').nth(3)).toHaveText(alcance.toLocaleString('pt-BR'));
  await expect(linha.getByRole('cell').nth(4)).toHaveText('0');
  await semViolacoesGraves(page);

  // The demo candidate (deferred, exam in Ponta Grossa) finds it, unread.
  await candidata.reload();
  await expect(candidata.getByRole('heading', { name: 'Mensagens' })).toBeVisible();
  await expect(candidata.getByTestId('unread-count')).toHaveText(String(naoLidasAntes + 1));
  await expect(candidata.getByRole('list', { name: 'Mensagens' }).getByRole('listitem').first().getByTestId('assunto')).toHaveText(assunto);
});

test('the Exportar tab downloads the enrolments as CSV for Excel pt-BR', async ({ page }) => {
  await entrarEm(page, '/gestao', ADMIN);
  await page.getByLabel('Buscar pela descrição').fill('seriado 2027');
  await page.getByLabel('Buscar pela descrição').press('Enter');
  await page.getByRole('link', { name: PROCESSO }).first().click();
  await page.getByRole('link', { name: 'Exportar' }).click();
  await expect(page).toHaveURL(/\/gestao\/processo\/\d+\/exportacao$/);
  await expect(page.getByRole('heading', { name: 'Exportar as inscrições' })).toBeVisible();
  // The administrator sees health, race and income: those columns can be ticked.
  await expect(page.getByLabel('Pessoa com deficiência')).toBeEnabled();
  await page.getByLabel('Município de prova').uncheck();
  await page.getByLabel('E-mail').check();
  await semViolacoesGraves(page);
  const baixar = page.getByTestId('baixar-exportacao');
  await expect(baixar).toHaveText('Baixar CSV (8 colunas)');
  const [download] = await Promise.all([page.waitForEvent('download'), baixar.click()]);
  expect(download.suggestedFilename()).toMatch(/^inscricoes-processo-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const [cabecalho, ...linhas] = csv.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  expect(cabecalho).toBe('Inscrição;Data da inscrição;Nome;CPF;E-mail;Situação da inscrição;Opções escolhidas;Situação do pagamento');
  expect(linhas.some((l) => l.includes('Maria Eduarda Conceição') && l.includes('529.982.247-25'))).toBe(true);
});

test('a sensitive export and the enrolment sheet open through a recorded POST, then download in the browser', async ({ page }) => {
  await entrarEm(page, '/gestao', ADMIN);
  await page.getByLabel('Buscar pela descrição').fill('seriado 2027');
  await page.getByLabel('Buscar pela descrição').press('Enter');
  await page.getByRole('link', { name: PROCESSO }).first().click();
  await page.getByRole('link', { name: 'Exportar' }).click();
  await page.getByLabel('Pessoa com deficiência').check();
  const pedidos: string[] = [];
  page.on('request', (r) => r.url().includes('/exportacao') && pedidos.push(`${r.method()} ${new URL(r.url()).pathname}`));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('baixar-exportacao').click()]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toContain('Pessoa com deficiência');
  expect(pedidos[0]).toMatch(/^POST \/sgps\/gestao\/processos\/\d+\/exportacao\/abrir$/);
  expect(download.url()).toContain('token=');
  // the sheet of one enrolment opens in a new tab from the address its POST answered
  const lista = await (await page.request.get(`/sgps/gestao/inscricoes?${new URLSearchParams({ nome: 'Maria Eduarda', start: '0', limit: '1' })}`)).json();
  await page.getByLabel('Número da inscrição').fill(String(lista.data[0].insPrcCodigo));
  const [aba] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Abrir a ficha em PDF' }).click()]);
  await aba.waitForLoadState();
  expect(aba.url()).toMatch(/\/sgps\/gestao\/inscricoes\/\d+\/pdf\?token=/);

  // a number that is no enrolment: the POST's refusal in the error modal (useEscrita), and no tab
  await page.getByLabel('Número da inscrição').fill('99999999');
  await page.getByRole('button', { name: 'Abrir a ficha em PDF' }).click();
  await expect(page.getByRole('dialog')).toContainText('Registro não encontrado.');
});

test('one person by CPF: an unknown CPF is refused beside the field, a known one is named; the sent list of one process', async ({ page }) => {
  await entrarEm(page, '/gestao/mensagens', ADMIN);
  await page.getByLabel('Uma pessoa (CPF)').check();
  const cpf = page.getByTestId('destino-cpf');
  await cpf.fill(freshCpf().replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Buscar pessoa' }).click();
  await expect(cpf).toHaveAccessibleDescription('Nenhuma pessoa com este CPF está cadastrada.');
  await expect(page.getByTestId('previa-destino')).toHaveText('');
  await cpf.fill(CANDIDATA.cpf.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Buscar pessoa' }).click();
  await expect(page.getByTestId('previa-destino')).toHaveText(`Será enviada para ${CANDIDATA.nome}.`);
  await expect(cpf).not.toHaveAccessibleDescription('Nenhuma pessoa com este CPF está cadastrada.');

  // The sent list narrowed to one process: every line is to its candidates (the first test sent one there).
  await page.getByLabel('Mostrar as mensagens de').selectOption({ label: PROCESSO });
  const para = page.getByTestId('mensagens-enviadas').locator('tbody tr td:nth-child(2)');
  await expect(para.first()).toContainText(PROCESSO);
  await expect.poll(async () => (await para.allInnerTexts()).every((t) => t.startsWith(PROCESSO))).toBe(true);
});
