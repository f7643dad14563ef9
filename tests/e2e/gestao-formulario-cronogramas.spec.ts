import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatBrDateTimeShort } from '../../src/domain/dates.ts';
import { processCode } from './candidato.helpers.ts';
import { entrar } from './pos-inscricao.helpers.ts';

/**
 * Issue 20, items 4 and 5, in the browser: the demo administrator makes an enrolment field required under another
 * name and watches the candidate-eye preview follow the typing, saves it (the process has enrolments: the reason is
 * asked for); adds a schedule item; edits a stricto card beside its public preview. Axe on the three screens.
 */
const ADMIN = { cpf: '714.682.305-90', senha: 'administrador' };
const DIA = 86_400_000;

async function semViolacoesGraves(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(graves.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join('; ')}`)).toEqual([]);
}

test('the administrator configures the enrolment form, a schedule item and a stricto card', async ({ page }) => {
  const prc = await processCode(page.request, 'Vestibular de Verão 2027');
  await entrar(page, ADMIN.cpf, ADMIN.senha, `/gestao/processo/${prc}/formulario`);
  await expect(page).toHaveURL(new RegExp(`/gestao/processo/${prc}/formulario$`));
  await expect(page.getByRole('heading', { name: 'Formulário de inscrição' })).toBeVisible();
  const antes = (await (await page.request.get(`/sgps/gestao/processos/${prc}/formulario`)).json()).data;
  expect(antes.inscricoes).toBeGreaterThan(0);

  // The field, hidden and optional at first; the preview of its group does not show it.
  const campo = page.getByTestId('campo-insPrcNIS');
  const previa = page.getByTestId('previa-dadosPessoais');
  await expect(campo.getByRole('switch', { name: 'Obrigatório' })).not.toBeChecked();
  await expect(previa.getByText('NIS do candidato')).toHaveCount(0);
  await semViolacoesGraves(page);

  await campo.getByRole('switch', { name: 'Obrigatório' }).check();
  await expect(campo.getByRole('switch', { name: 'Exibir' })).toBeChecked();
  await expect(previa.getByLabel('NIS (Número de Identificação Social)')).toBeVisible();
  await campo.getByLabel('Nome alternativo').fill('NIS do candidato');
  await campo.getByLabel('Texto de ajuda').fill('Está no cartão do Cadastro Único.');
  const rotulo = previa.locator('label', { hasText: 'NIS do candidato' });
  await expect(rotulo).toBeVisible();
  await expect(rotulo.locator('.text-danger')).toHaveText('*');
  await expect(previa.getByText('Está no cartão do Cadastro Único.')).toBeVisible();
  await expect(page.getByText('1 campo alterado, ainda não salvo.')).toBeVisible();

  // Required after enrolments exist: the reason is asked for, then it is saved.
  await page.getByRole('button', { name: 'Salvar formulário' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Justificativa necessária' });
  await expect(dialogo).toBeVisible();
  await dialogo.getByLabel(/^Justificativa/).fill('Exigência do edital retificado, item 3.4.');
  await dialogo.getByRole('button', { name: 'Confirmar alteração' }).click();
  await expect(page.getByText('Nenhuma alteração por salvar.')).toBeVisible();
  const depois = (await (await page.request.get(`/sgps/gestao/processos/${prc}/formulario`)).json()).data;
  const nis = depois.grupos.flatMap((g: { campos: unknown[] }) => g.campos).find((c: { prcSltFrmCmpNome: string }) => c.prcSltFrmCmpNome === 'insPrcNIS');
  expect(nis).toMatchObject({ exibir: true, obrigatorio: true, nomeAlternativo: 'NIS do candidato', ajuda: 'Está no cartão do Cadastro Único.' });
  // The candidate specs enrol in this demo process later in the same run: its form goes back as it was.
  const nisAntes = antes.grupos.flatMap((g: { campos: unknown[] }) => g.campos).find((c: { prcSltFrmCmpNome: string }) => c.prcSltFrmCmpNome === 'insPrcNIS');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const volta = await page.request.post('/sgps/gestao/formulario/salvar', {
    headers: { 'X-XSRF-TOKEN': xsrf },
    data: {
      prcSltCodigo: prc,
      justificativa: 'Teste automatizado: configuração original restaurada.',
      campos: [{ prcSltFrmCmpCodigo: nisAntes.prcSltFrmCmpCodigo, exibir: nisAntes.exibir, obrigatorio: nisAntes.obrigatorio, ajuda: nisAntes.ajuda, ajudaOculta: nisAntes.ajudaOculta, nomeAlternativo: nisAntes.nomeAlternativo }],
    },
  });
  expect(volta.status(), await volta.text()).toBe(200);

  // A schedule item, typed in Horário de Brasília.
  await page.getByRole('link', { name: 'Cronogramas' }).click();
  await expect(page).toHaveURL(new RegExp(`/gestao/processo/${prc}/cronogramas$`));
  await page.getByRole('button', { name: 'Acrescentar item em Cronograma do processo' }).click();
  const form = page.getByTestId('form-item-cronograma');
  await form.getByLabel('Descrição').fill('Divulgação do local de prova');
  const inicio = formatBrDateTimeShort(new Date(Date.now() + 10 * DIA));
  await form.getByLabel(/^Início/).fill(inicio);
  await form.getByLabel(/^Fim/).fill(formatBrDateTimeShort(new Date(Date.now() + 11 * DIA)));
  await semViolacoesGraves(page);
  await form.getByRole('button', { name: 'Salvar item' }).click();
  await expect(form).toHaveCount(0);
  const tipo1 = page.getByTestId('tipo-1');
  await expect(tipo1.getByText(/^\d+\. Divulgação do local de prova$/)).toBeVisible();
  await expect(tipo1.getByText(new RegExp(`^${inicio.replace(/\//g, '\\/')} a `))).toBeVisible();

  // A stricto card, beside the public card it becomes.
  await page.goto('/gestao/listagens');
  await expect(page.getByRole('heading', { name: 'Listagens de pós-graduação' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Alterar Mestrado em Agronomia' }).click();
  const editor = page.getByTestId('editor-cartao');
  await editor.getByLabel('Título').fill('Mestrado em Agronomia e Solos');
  await expect(page.getByTestId('previa-cartao').getByRole('heading', { name: 'Mestrado em Agronomia e Solos' })).toBeVisible();
  await semViolacoesGraves(page);
  await editor.getByRole('button', { name: 'Salvar cartão' }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByTestId('cartoes-stricto').locator('.fw-semibold', { hasText: 'Mestrado em Agronomia e Solos' })).toBeVisible();
});
