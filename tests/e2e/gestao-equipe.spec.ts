import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 20, staff roles and the audit trail, in the browser: the demo administrator finds the back office in
 * the menu, grants Leitura on one process to the demo candidate and revokes it, and reads both in that
 * process's audit trail; a candidate is offered none of it.
 */
const ADMIN = { cpf: '714.682.305-90', senha: 'administrador', nome: 'Helena Marques Ribeiro' };
const CANDIDATA = { cpf: '529.982.247-25', senha: 'candidato', nome: 'Maria Eduarda Conceição' };

/** Opens `url`, which sends the visitor to the login app, and signs in there. */
async function entrarEm(page: Page, url: string, quem: { cpf: string; senha: string }) {
  await page.goto(url);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('CPF ou Passaporte').fill(quem.cpf);
  await page.getByLabel('Senha').fill(quem.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
}

/** Axe on the page as it rests: no transition caught halfway (a button fading after a click is not its colour). */
async function semViolacoesGraves(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(graves.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join(', ')}`)).toEqual([]);
}

test('a candidate is not offered the back office, and its screens say they are for staff', async ({ page }) => {
  await entrarEm(page, '/home', CANDIDATA);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Processos Seletivos' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gestão', exact: true })).toHaveCount(0);
  await page.goto('/gestao/equipe');
  await expect(page.getByTestId('sem-acesso')).toContainText('Esta área é restrita à equipe da universidade.');
});

test('the administrator grants Leitura on one process, revokes it, and reads both in its audit trail', async ({ page }) => {
  await entrarEm(page, '/home', ADMIN);
  const gestao = page.getByRole('link', { name: 'Gestão', exact: true });
  await expect(gestao).toBeVisible();
  await expect(gestao).toHaveAttribute('href', '/gestao');

  // A process to scope the role to: the first of the staff list.
  const lista = await (await page.request.get('/sgps/gestao/processos?limit=1')).json();
  const processo: { prcSltCodigo: number; prcSltDescricao: string } = lista.data[0];

  await page.goto('/gestao/equipe');
  await expect(page.getByRole('heading', { name: 'Equipe e papéis' })).toBeVisible();
  const tabela = page.getByTestId('tabela-papeis');
  await expect(tabela).toContainText(ADMIN.nome);
  await semViolacoesGraves(page);

  // The CPF mask formats what is typed; a wrong CPF is explained beside the field.
  const cpf = page.getByLabel('CPF da pessoa');
  await cpf.pressSequentially('52998224700');
  await expect(cpf).toHaveValue('529.982.247-00');
  await page.getByRole('button', { name: 'Buscar pessoa' }).click();
  await expect(page.getByText('Informe um CPF válido, com os 11 dígitos.')).toBeVisible();
  await cpf.fill('');
  await cpf.pressSequentially(CANDIDATA.cpf.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Buscar pessoa' }).click();
  const form = page.getByRole('form', { name: `Conceder papel a ${CANDIDATA.nome}` });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Papel')).toHaveValue('LEITURA');
  await expect(form.getByText('Consulta processos, inscrições e a auditoria')).toBeVisible();

  // Without a process chosen, the form says so; then the process is picked from the staff list.
  await form.getByRole('button', { name: 'Conceder papel' }).click();
  await expect(form.getByText('Escolha o processo.')).toBeVisible();
  await form.getByTestId('processo-do-papel').selectOption(String(processo.prcSltCodigo));
  await form.getByRole('button', { name: 'Conceder papel' }).click();
  await expect(page.getByTestId('aviso-concessao')).toHaveText(`Papel Leitura concedido a ${CANDIDATA.nome}.`);
  const linha = tabela.getByRole('row').filter({ hasText: CANDIDATA.nome });
  await expect(linha).toContainText('Leitura');
  await expect(linha).toContainText(processo.prcSltDescricao);
  await expect(linha).toContainText('529.982.247-25');
  await semViolacoesGraves(page);

  // Revoking asks first, then takes the role away.
  await linha.getByRole('button', { name: `Revogar Leitura de ${CANDIDATA.nome}` }).click();
  const dialogo = page.getByRole('dialog', { name: 'Revogar papel' });
  await expect(dialogo).toContainText('A pessoa perde o acesso na hora.');
  await dialogo.getByRole('button', { name: 'Revogar' }).click();
  await expect(dialogo).toHaveCount(0);
  await expect(tabela.getByRole('row').filter({ hasText: CANDIDATA.nome })).toHaveCount(0);

  // The process's trail shows the grant and the revocation, newest first, each opening to what changed.
  await page.goto(`/gestao/processo/${processo.prcSltCodigo}/auditoria`);
  await expect(page.getByRole('heading', { name: processo.prcSltDescricao })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Auditoria' })).toHaveAttribute('aria-current', 'page');
  const trilha = page.getByTestId('tabela-auditoria');
  const revogacao = trilha.getByRole('row').filter({ hasText: 'Revogação de papel' }).first();
  const concessao = trilha.getByRole('row').filter({ hasText: 'Concessão de papel' }).first();
  await expect(revogacao).toContainText(ADMIN.nome);
  await expect(concessao).toContainText('Papel da equipe');
  await concessao.getByRole('button', { name: 'Ver alterações' }).click();
  const detalhe = trilha.locator('tr[id^="auditoria-detalhe-"]');
  await expect(detalhe.getByRole('row').filter({ hasText: 'pssFscNome' })).toContainText(CANDIDATA.nome);
  await expect(detalhe.getByRole('row').filter({ hasText: 'papel' }).first()).toContainText('LEITURA');
  await semViolacoesGraves(page);

  // The filter narrows the trail to one kind of record.
  await page.getByLabel('Filtrar por registro').selectOption('papel_equipe');
  await expect(trilha.getByRole('row').filter({ hasText: 'de papel' })).toHaveCount(2);
});
