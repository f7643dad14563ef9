import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatBrDateTimeShort } from '../../src/domain/dates.ts';
import { entrar } from './pos-inscricao.helpers.ts';

/**
 * Issue 20, items 1 and 6, in the browser: the demo administrator creates a process through the form (a wrong
 * field first: its message beside it, nothing created), edits it, publishes it and watches the real site rebuild
 * finish, clones it and deletes the clone. A candidate who opens /gestao is told the area is for staff.
 */
const ADMIN = { cpf: '714.682.305-90', senha: 'administrador' };
const CANDIDATO = { cpf: '529.982.247-25', senha: 'candidato' };
const DIA = 86_400_000;

async function semViolacoesGraves(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(graves.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join('; ')}`)).toEqual([]);
}

async function processosCom(page: Page, busca: string): Promise<number> {
  const r = await page.request.get(`/sgps/gestao/processos?busca=${encodeURIComponent(busca)}`);
  expect(r.ok()).toBe(true);
  return (await r.json()).total;
}

test('the administrator creates, edits, publishes, clones and deletes a process', async ({ page }) => {
  // The publication waits for a real site build (astro) in the test server.
  test.setTimeout(420_000);
  page.setDefaultTimeout(20_000);
  const nome = `Processo E2E ${Date.now()}`;
  await entrar(page, ADMIN.cpf, ADMIN.senha, '/gestao');
  await expect(page).toHaveURL(/\/gestao$/);
  await expect(page.getByRole('heading', { name: 'Processos seletivos' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await semViolacoesGraves(page);

  await page.getByRole('link', { name: 'Novo processo' }).click();
  await expect(page).toHaveURL(/\/gestao\/novo$/);
  const form = page.getByRole('form', { name: 'Novo processo' });
  await form.getByRole('textbox', { name: 'Descrição', exact: true }).fill(nome);
  await form.getByLabel(/^Início das inscrições/).fill(formatBrDateTimeShort(new Date(Date.now() - DIA)));
  await form.getByLabel(/^Fim das inscrições/).fill(formatBrDateTimeShort(new Date(Date.now() + 30 * DIA)));
  await expect(form.getByLabel(/^Fim das inscrições/)).toHaveValue(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await form.getByLabel('Número de opções que o candidato escolhe').fill('0');
  await form.getByLabel('Endereço com informações (edital)').fill('ftp://exemplo.br/edital');
  await form.getByRole('button', { name: 'Criar processo' }).click();

  // The API's message beside the field; nothing created.
  const url = form.getByLabel('Endereço com informações (edital)');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Use um endereço que comece com http:// ou https://.')).toBeVisible();
  await expect(page).toHaveURL(/\/gestao\/novo$/);
  expect(await processosCom(page, nome)).toBe(0);
  await semViolacoesGraves(page);

  await url.fill('https://www.exemplo.br/edital');
  await form.getByRole('button', { name: 'Criar processo' }).click();
  await expect(page).toHaveURL(/\/gestao\/processo\/\d+$/);
  const codigo = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: nome })).toBeVisible();
  await expect(page.getByTestId('situacao-publicacao')).toHaveText('Em preparação');

  // Edit.
  const dados = page.getByRole('form', { name: 'Dados do processo' });
  await expect(dados.getByLabel('Endereço com informações (edital)')).toHaveValue('https://www.exemplo.br/edital');
  await dados.getByRole('textbox', { name: 'Descrição', exact: true }).fill(`${nome} editado`);
  await dados.getByLabel('Pix').check();
  await dados.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${nome} editado` })).toBeVisible();
  const salvo = await (await page.request.get(`/sgps/gestao/processos/${codigo}`)).json();
  expect(salvo.data).toMatchObject({ prcSltDescricao: `${nome} editado`, prcSltPgtPix: true, prcSltPublicado: false });

  // Publish: candidates see it once the site is rebuilt.
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('dialog', { name: 'Publicar o processo' }).getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByTestId('situacao-publicacao')).toHaveText('Inscrições abertas');
  await expect(page.getByTestId('estado-reconstrucao')).toContainText('Concluída', { timeout: 180_000 });
  await expect(page.getByTestId('estado-reconstrucao')).toContainText(/Site atualizado às \d{2}:\d{2} em \d+ s\./);
  expect((await page.request.get(`/sgps/prcSeletivo/getById/${codigo}`)).status()).toBe(200);

  // Clone it a week later, then delete the clone.
  await page.getByRole('button', { name: 'Clonar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Clonar o processo' });
  await dialogo.getByLabel('Descrição do novo processo').fill(`${nome} clone`);
  await dialogo.getByLabel('Deslocar as datas em (dias)').fill('7');
  await dialogo.getByRole('button', { name: 'Clonar' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/gestao/processo/${codigo}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${nome} clone` })).toBeVisible();
  await expect(page.getByTestId('situacao-publicacao')).toHaveText('Em preparação');
  const clone = Number(page.url().split('/').pop());
  expect(clone).not.toBe(codigo);

  await page.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog', { name: 'Excluir o processo' }).getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(page).toHaveURL(/\/gestao$/);
  expect((await page.request.get(`/sgps/gestao/processos/${clone}`)).status()).toBe(404);
  expect(await processosCom(page, `${nome} editado`)).toBe(1);
});

test('a candidate opening /gestao is told the area is for staff', async ({ page }) => {
  await entrar(page, CANDIDATO.cpf, CANDIDATO.senha, '/gestao');
  await expect(page).toHaveURL(/\/gestao$/);
  await expect(page.getByTestId('sem-acesso')).toContainText('Esta área é restrita à equipe da universidade.');
  await expect(page.getByRole('link', { name: 'Novo processo' })).toHaveCount(0);
});
