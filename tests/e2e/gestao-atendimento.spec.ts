import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { buildRetorno240 } from '../../server/features/pagamento/cnab-build.ts';
import { entrar } from './pos-inscricao.helpers.ts';

/**
 * Issue 21, items 3 to 5, in the browser: the demo administrator refuses the demo candidate's exemption request
 * with a reason, answers her appeal (with a PDF), and uploads a CNAB 240 return file built from her open boleto,
 * which marks it paid; signed in as the candidate in another browser context, she sees each result on the payment
 * screen, the appeal screen and in her messages. Axe on the staff screens.
 */
const ADMIN = { cpf: '714.682.305-90', senha: 'administrador' };
const CANDIDATA = { cpf: '529.982.247-25', senha: 'candidato', nome: 'Maria Eduarda Conceição' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const MOTIVO = 'A folha-resumo do CadÚnico enviada tem mais de dois anos; o edital pede a atualizada.';
const RESPOSTA = 'A competência 5 foi revista: a nota da redação passa de 600 para 680.';

async function semViolacoesGraves(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(graves.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join('; ')}`)).toEqual([]);
}

/** A process's code from the staff list (the admin's session). */
async function processo(request: APIRequestContext, descricao: string): Promise<number> {
  const lista = (await (await request.get(`/sgps/gestao/processos?busca=${encodeURIComponent(descricao)}`)).json()).data as { prcSltCodigo: number; prcSltDescricao: string }[];
  const p = lista.find((x) => x.prcSltDescricao === descricao);
  expect(p, descricao).toBeTruthy();
  return p!.prcSltCodigo;
}

test('o administrador indefere uma isenção, responde a um recurso e importa um retorno; a candidata vê cada resultado', async ({ page, browser }) => {
  await entrar(page, ADMIN.cpf, ADMIN.senha, '/gestao');
  await expect(page).toHaveURL(/\/gestao\/?$/);
  const grupos = await processo(page.request, 'Processo Seletivo Simplificado - Agentes Universitários 2027');
  const verao = await processo(page.request, 'Vestibular de Verão 2026');

  // 1. Exemption: the pending request, with her reason and document; refusing needs a reason.
  await page.goto(`/gestao/processo/${grupos}/isencoes`);
  await expect(page.getByRole('heading', { name: 'Isenção da taxa de inscrição' })).toBeVisible();
  const pedido = page.getByRole('row').filter({ hasText: CANDIDATA.nome });
  await expect(pedido).toContainText('CadÚnico');
  await expect(pedido.getByRole('link', { name: 'folha-resumo-cadunico.pdf' })).toBeVisible();
  const insIsencao = Number(await pedido.getAttribute('data-inscricao'));
  await semViolacoesGraves(page);
  await pedido.getByRole('checkbox', { name: new RegExp(`Selecionar a inscrição ${insIsencao}`) }).check();
  await page.getByLabel('Indeferir').check();
  await page.getByRole('button', { name: 'Indeferir 1 pedido' }).click();
  await expect(page.getByText('Motivo: escreva por que a isenção foi indeferida (o candidato lerá).')).toBeVisible();
  await page.getByLabel(/^Motivo/).fill(MOTIVO);
  await page.getByRole('button', { name: 'Indeferir 1 pedido' }).click();
  await expect(page.getByText('Decisão gravada; o candidato foi avisado.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: CANDIDATA.nome })).toHaveCount(0);
  await page.getByRole('button', { name: /^Indeferidas/ }).click();
  await expect(page.getByRole('row').filter({ hasText: CANDIDATA.nome })).toContainText(`Motivo: ${MOTIVO}`);

  // The candidate, in her own browser: the payment screen shows the decision and its reason, and the boleto.
  const candidata = await (await browser.newContext()).newPage();
  await entrar(candidata, CANDIDATA.cpf, CANDIDATA.senha, `/pagamento/${insIsencao}`);
  await expect(candidata.getByTestId('isencao')).toContainText('Solicitação de isenção da taxa: Indeferida');
  await expect(candidata.getByTestId('isencao')).toContainText(`Motivo: ${MOTIVO}`);
  await expect(candidata.getByTestId('situacao-pagamento')).toHaveText('Pagamento pendente');
  await expect(candidata.getByLabel('Linha digitável')).toBeVisible();

  // 2. Appeal: her appeal waits in the stage's queue; answered "deferido parcialmente" with a PDF.
  await page.goto(`/gestao/processo/${verao}/recursos`);
  await expect(page.getByRole('heading', { name: 'Recursos (reexame)' })).toBeVisible();
  await page.getByLabel('Etapa').selectOption({ label: 'Recurso da nota da redação (1 aguardando de 1)' });
  const recurso = page.getByRole('listitem').filter({ hasText: CANDIDATA.nome });
  await expect(recurso).toContainText('competência 5');
  await expect(recurso.getByRole('link', { name: 'redacao.pdf' })).toBeVisible();
  await semViolacoesGraves(page);
  await recurso.getByRole('checkbox').check();
  await page.getByLabel('Deferido parcialmente').check();
  await page.getByRole('textbox', { name: /^Resposta/ }).fill(RESPOSTA);
  await page.getByLabel('Parecer em PDF (opcional)').setInputFiles({ name: 'parecer-redacao.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Responder 1 recurso' }).click();
  await expect(page.getByText('Resposta gravada; o candidato foi avisado.')).toBeVisible();
  await page.getByLabel('Situação').selectOption({ label: 'Respondidos' });
  await expect(page.getByRole('listitem').filter({ hasText: CANDIDATA.nome })).toContainText('Deferido parcialmente');

  const insVerao = (await (await candidata.request.get('/sgps/insProcesso/pesquisa?start=0&limit=200')).json()).data.find(
    (i: { prcSltCodigo: number }) => i.prcSltCodigo === verao,
  ).insPrcCodigo;
  await candidata.goto(`/reexame/${verao}/${insVerao}/3`);
  const naTela = candidata.getByRole('article', { name: 'Recurso da nota da redação' });
  await expect(naTela).toContainText('Deferido parcialmente');
  await expect(naTela).toContainText(RESPOSTA);
  await expect(naTela.getByRole('link', { name: 'parecer-redacao.pdf' })).toBeVisible();

  // 3. Payments: a CNAB 240 return file with her boleto, built from what the bank would have received.
  const pagamento = (await (await page.request.get(`/sgps/gestao/inscricoes/${insIsencao}/pagamento`)).json()).data;
  const boleto = pagamento.boletos.find((b: { situacao: string }) => b.situacao === 'EMITIDO');
  const hoje = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const arquivo = buildRetorno240({
    banco: '001', agencia: '1234', conta: '56789', convenio: '2837461', data: hoje,
    titulos: [{ nossoNumero: boleto.nossoNumero, valorTitulo: boleto.valor, valorPago: boleto.valor, vencimento: boleto.vencimento, dataPagamento: hoje }],
  });
  await page.goto('/gestao');
  await page.getByRole('link', { name: 'Retornos bancários' }).click();
  await expect(page.getByRole('heading', { name: 'Retornos bancários', level: 1 })).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Importar arquivo' }).click();
  await expect(page.getByText('Arquivo: escolha o arquivo de retorno do banco.')).toBeVisible();
  await page.getByLabel(/^Arquivo de retorno/).setInputFiles({ name: 'retorno-demo.ret', mimeType: 'application/octet-stream', buffer: Buffer.from(arquivo, 'latin1') });
  await page.getByRole('button', { name: 'Importar arquivo' }).click();
  const relatorio = page.getByTestId('relatorio-retorno');
  await expect(relatorio).toContainText('retorno-demo.ret');
  await expect(relatorio.locator('[data-linha="3"]')).toContainText('Pago');
  await expect(relatorio.locator('[data-linha="3"]')).toContainText(String(insIsencao));
  await expect(page.getByRole('row').filter({ hasText: 'retorno-demo.ret' })).toBeVisible();
  await semViolacoesGraves(page);

  // The process's reconciliation shows it received today.
  await page.goto(`/gestao/processo/${grupos}/pagamentos`);
  await expect(page.getByTestId('recebido-dia')).toContainText(pagamento.aPagarTexto);
  await semViolacoesGraves(page);

  // The candidate sees Pago, and the messages of each decision.
  await candidata.goto(`/pagamento/${insIsencao}`);
  await expect(candidata.getByTestId('situacao-pagamento')).toHaveText('Pago');
  await expect(candidata.getByTestId('isencao')).toContainText('Indeferida');
  await candidata.goto('/mensagens');
  await expect(candidata.getByText(`Isenção da taxa de inscrição indeferida - inscrição nº ${insIsencao}`)).toBeVisible();
  await expect(candidata.getByText(/Resposta ao recurso nº \d+: Deferido parcialmente/)).toBeVisible();
});
