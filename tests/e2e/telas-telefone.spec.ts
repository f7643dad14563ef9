import { expect, test, type Page } from '@playwright/test';
import { processCode } from './candidato.helpers.ts';
import { entrar, inscricaoEm } from './pos-inscricao.helpers.ts';
import { larguraExcedente, verificarNaTela } from './telefone.helpers.ts';
import { entrarDemo, novaInscricaoAPagar } from './telas.helpers.ts';

/**
 * Issue 24 point 11, phones first: every candidate screen, in the desktop and the phone profile (360x640, touch),
 * has no horizontal scroll and no serious or critical axe violation; on a touch screen every control is at least
 * 44 px tall and wide; inputs say what keyboard and autofill they want; the room list and the seriado tables stay
 * readable (a scroll container of their own, never the page). The walk covers the enrolment form's four steps, the
 * appeal, the refund schedule and the inspectors' list too.
 */

async function verificarTela(page: Page, url: string, pronta: () => Promise<void>, toque: boolean) {
  await page.goto(url);
  await pronta();
  await verificarNaTela(page, url, toque);
}

test('11. the logged-in screens: no horizontal scroll, 44 px targets on touch, no serious axe violation', async ({ page, request, hasTouch }) => {
  test.setTimeout(120_000);
  const { insPrcCodigo, prcSltCodigo } = await novaInscricaoAPagar(page, 'Telefone Primeiro Teste');
  const h1 = () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const telas: [string, () => Promise<void>][] = [
    ['/home', h1],
    ['/prcSeletivo', h1],
    ['/mensagens', h1],
    [`/pagamento/${insPrcCodigo}`, () => expect(page.getByRole('button', { name: 'Gerar boleto' })).toBeVisible()],
    [`/prcSeletivo/inscrever/0/${await processCode(request, 'Intenção de Matrícula em Disciplinas Isoladas - 2027/1')}/0`, () => expect(page.getByRole('button', { name: 'Avançar' })).toBeVisible()],
    [`/editar/${prcSltCodigo}/0/${insPrcCodigo}`, () => expect(page.getByRole('button', { name: 'Avançar' })).toBeVisible()],
    [`/cronogramas/${prcSltCodigo}/${insPrcCodigo}/1`, h1],
    ['/prcSltInsConvocado', h1],
    ['/inscricao-rapida', h1],
  ];
  for (const [url, pronta] of telas) await verificarTela(page, url, pronta, hasTouch);
});

test('11. the demo candidate\'s room, seriado and public screens: readable tables in their own scroll box', async ({ page, request, hasTouch }) => {
  test.setTimeout(120_000);
  await entrarDemo(page);
  const rows = (await (await page.request.get('/sgps/insProcesso/pesquisa?limit=200')).json()).data as { insPrcCodigo: number; prcSeletivo: { prcSltCodigo: number; prcSltDescricao: string } }[];
  const pss = rows.find((r) => r.prcSeletivo.prcSltDescricao === 'Processo Seletivo Seriado 2027 - PSS')!;
  const [p, i] = [pss.prcSeletivo.prcSltCodigo, pss.insPrcCodigo];
  await verificarTela(page, `/ensalamento/${p}/${i}`, () => expect(page.getByRole('heading', { level: 1 })).toContainText('Ensalamento - '), hasTouch);
  await verificarTela(page, `/ensalamento/${p}`, () => expect(page.getByRole('table')).toBeVisible(), hasTouch);
  // the room list: its own scroll box, sticky first column
  const lista = page.getByRole('table');
  expect(await lista.evaluate((t) => getComputedStyle(t.closest('.table-responsive, [data-rolagem]') ?? t).overflowX)).toMatch(/auto|scroll/);
  await verificarTela(page, `/sml-seriado/${p}/${i}`, () => expect(page.getByLabel('Selecione o Campus')).toBeVisible(), hasTouch);
  await page.getByLabel('Selecione o Campus').selectOption({ label: 'Campus Uvaranas' });
  await page.getByLabel('Selecione o Curso').selectOption({ label: 'Engenharia de Software' });
  await page.getByLabel('Selecione o Turno').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'SIMULAR' }).click();
  await expect(page.getByText('DESEMPENHO INDIVIDUAL')).toBeVisible();
  expect(await larguraExcedente(page), 'seriado result: horizontal scroll').toBeNull();
  for (const tabela of await page.getByRole('table').all()) {
    expect(await tabela.evaluate((t) => getComputedStyle(t.closest('.table-responsive') ?? t).overflowX)).toMatch(/auto|scroll/);
    // the exam names stay in view while the scores scroll
    expect(await tabela.evaluate((t) => getComputedStyle(t.querySelector('tbody tr > :first-child')!).position)).toBe('sticky');
  }
  for (const url of ['/stricto', '/especializacoes']) await verificarTela(page, url, () => expect(page.locator('button[data-testid="user-menu"]')).toBeAttached(), hasTouch);
});

test('11. inputs ask for the right keyboard and autofill: CPF numeric, e-mail, phone, postal code', async ({ page, request }) => {
  await page.goto(`/entrar/${await processCode(request, 'Vestibular de Verão 2027')}`);
  await expect(page.getByLabel('CPF')).toHaveAttribute('inputmode', 'numeric');
  await novaInscricaoAPagar(page, 'Teclado Certo Teste');
  await page.goto(`/prcSeletivo/inscrever/0/${await processCode(request, 'Intenção de Matrícula em Disciplinas Isoladas - 2027/1')}/0`);
  await expect(page.getByRole('button', { name: 'Avançar' })).toBeVisible();
  const esperado: [RegExp, Record<string, string>][] = [
    [/^E-mail/, { type: 'email', autocomplete: 'email' }],
    [/^Celular/, { type: 'tel', inputmode: 'tel', autocomplete: 'tel' }],
    [/^CEP/, { inputmode: 'numeric', autocomplete: 'postal-code' }],
  ];
  for (const [rotulo, atributos] of esperado) {
    const campo = page.getByLabel(rotulo).first();
    await expect(campo).toBeVisible();
    for (const [nome, valor] of Object.entries(atributos)) await expect(campo, `${rotulo} ${nome}`).toHaveAttribute(nome, valor);
  }
});

test('11. the enrolment form past its first step: options, enrolment data and review', async ({ page, hasTouch }) => {
  test.setTimeout(120_000);
  const { insPrcCodigo, prcSltCodigo } = await novaInscricaoAPagar(page, 'Telefone Etapas Teste');
  const etapa = (n: string) => () => expect(page.getByRole('list', { name: 'Etapas' }).locator('[aria-current="step"]')).toHaveText(n);
  await verificarTela(page, `/editar/${prcSltCodigo}/0/${insPrcCodigo}`, etapa('1. Dados pessoais'), hasTouch);
  for (const n of ['2. Opções', '3. Dados da inscrição', '4. Revisão']) {
    await page.getByRole('button', { name: 'Avançar' }).click();
    await etapa(n)();
    await verificarNaTela(page, n, hasTouch);
  }
});

test('11. the demo candidate\'s appeal and refund schedule, and the inspector\'s list', async ({ page, hasTouch }) => {
  test.setTimeout(120_000);
  await entrar(page, '529.982.247-25', 'candidato', '/prcSeletivo');
  await expect(page).toHaveURL(/\/prcSeletivo$/);
  const ins = await inscricaoEm(page, 'Vestibular de Verão 2026');
  await verificarTela(page, `/reexame/${ins.prcSltCodigo}/${ins.insPrcCodigo}/3`, () => expect(page.getByRole('article', { name: 'Recurso do resultado final' })).toBeVisible(), hasTouch);
  await verificarTela(page, `/cronograma-devolucao/${ins.prcSltCodigo}/${ins.insPrcCodigo}/2`, () => expect(page.getByRole('row', { name: /Solicitação de devolução da taxa de inscrição/ })).toBeVisible(), hasTouch);
  await page.context().clearCookies();
  await entrar(page, '390.533.447-05', 'fiscal', '/prcSeletivo');
  await expect(page).toHaveURL(/\/prcSeletivo$/);
  const fiscal = await inscricaoEm(page, 'Seleção de Fiscais de Prova - PSS 2027');
  await page.goto(`/cronogramas/${fiscal.prcSltCodigo}/${fiscal.insPrcCodigo}/1`);
  await page.getByRole('link', { name: 'Lista de fiscais' }).click();
  await expect(page.getByRole('heading', { name: 'Lista de Fiscais - Ponta Grossa/PR' })).toBeVisible();
  await verificarTela(page, page.url(), () => expect(page.getByRole('row', { name: /Carlos Henrique Fiscal/ })).toBeVisible(), hasTouch);
});
