import { expect, test } from '@playwright/test';
import { entrar, inscricaoEm, minhasInscricoes } from './pos-inscricao.helpers.ts';

test('cronograma marca o que passou, o atual e o próximo; imprime por relatum; leva à devolução', async ({ page, context }) => {
  await entrar(page, '529.982.247-25', 'candidato', '/prcSeletivo');
  await expect(page).toHaveURL(/\/prcSeletivo$/);
  const ins = await inscricaoEm(page, 'Vestibular de Verão 2026');

  await page.goto(`/cronogramas/${ins.prcSltCodigo}/${ins.insPrcCodigo}/1`);
  await expect(page.getByRole('heading', { name: 'Cronograma - Vestibular de Verão 2026' })).toBeVisible();
  const linha = (etapa: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: etapa, exact: true }) });
  await expect(linha('Período de inscrições')).toContainText('Encerrado');
  await expect(linha('Matrícula da 1ª chamada')).toContainText('Em andamento');
  await expect(linha('Matrícula da 1ª chamada')).toHaveAttribute('aria-current', 'step');
  await expect(linha('Matrícula da 2ª chamada')).toContainText('Próxima etapa');

  // Print: a relatum token opens the report in a new tab, without the page's session.
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Imprimir' }).click();
  const relatorio = await popup;
  await expect(relatorio).toHaveURL(/\/sgps\/relatum\/relatorio\/cronograma\?token=/);
  await expect(relatorio.getByRole('heading', { name: 'Cronograma do processo' })).toBeVisible();
  await expect(relatorio.getByRole('row', { name: /Matrícula da 1ª chamada .* Em andamento/ })).toBeVisible();
  await relatorio.close();

  await page.getByRole('link', { name: 'Cronograma de devolução da taxa de inscrição' }).click();
  await expect(page).toHaveURL(new RegExp(`/cronograma-devolucao/${ins.prcSltCodigo}/${ins.insPrcCodigo}/2$`));
  await expect(page.getByRole('heading', { name: 'Devolução da taxa de inscrição - Vestibular de Verão 2026' })).toBeVisible();
  await expect(page.getByText('Deferida', { exact: true })).toBeVisible();
  await expect(page.getByText('R$ 170,00')).toBeVisible();
  await expect(page.getByRole('row', { name: /Solicitação de devolução da taxa de inscrição/ })).toContainText('Em andamento');
});

test('o cronograma de outra inscrição não é mostrado', async ({ page }) => {
  await entrar(page, '529.982.247-25', 'candidato', '/prcSeletivo');
  await expect(page).toHaveURL(/\/prcSeletivo$/);
  const minhas = await minhasInscricoes(page);
  const ins = minhas.find((x) => x.prcSeletivo.prcSltDescricao === 'Vestibular de Verão 2026')!;
  // Enrolment codes start at 10000; the bulk candidates' follow the demo's.
  const alheia = Array.from({ length: 50 }, (_, k) => 10000 + k).find((c) => !minhas.some((m) => m.insPrcCodigo === c))!;
  await page.goto(`/cronogramas/${ins.prcSltCodigo}/${alheia}/1`);
  await expect(page.getByRole('dialog')).toContainText('Inscrição não encontrada.');
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Cronograma não disponível.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('convocações: a chamada do candidato com o prazo e o que fazer', async ({ page }) => {
  await entrar(page, '529.982.247-25', 'candidato', '/prcSltInsConvocado');
  await expect(page.getByRole('heading', { name: 'Convocações para matrícula' })).toBeVisible();
  const card = page.getByRole('article', { name: '1ª chamada - Vestibular de Verão 2026' });
  await expect(card).toContainText('Matrícula aberta');
  await expect(card).toContainText('Compareça à Pró-Reitoria de Graduação');
  await expect(card.getByRole('link', { name: 'Mais Informações' })).toHaveAttribute('href', 'https://processos.exemplo.edu.br/matricula');
});

test('fiscal vê a lista do seu município, sem os fiscais de outro município', async ({ page }) => {
  await entrar(page, '390.533.447-05', 'fiscal', '/prcSeletivo');
  await expect(page).toHaveURL(/\/prcSeletivo$/);
  const ins = await inscricaoEm(page, 'Seleção de Fiscais de Prova - PSS 2027');
  await page.goto(`/cronogramas/${ins.prcSltCodigo}/${ins.insPrcCodigo}/1`);
  await page.getByRole('link', { name: 'Lista de fiscais' }).click();
  await expect(page.getByRole('heading', { name: 'Lista de Fiscais - Ponta Grossa/PR' })).toBeVisible();
  const eu = page.getByRole('row', { name: /Carlos Henrique Fiscal/ });
  await expect(eu).toContainText('Você');
  await expect(page.getByRole('row')).toHaveCount(5); // header + 4 inspectors of Ponta Grossa
  await expect(page.getByRole('cell', { name: 'Colégio Estadual de Castro' })).toHaveCount(0);
});
