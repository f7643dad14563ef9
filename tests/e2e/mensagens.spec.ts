import { expect, test, type Page, type Route } from '@playwright/test';
import { messageDateText } from '../../src/domain/mensagem-data.ts';

const PESQUISA = '/sgps/mensagens/mnsDestinatario/pesquisa';
const LOAD_ERROR =
  'Erro ao Carregar Mensagens! Recarregue a página, caso volte a mostrar essa mensagem, entre em contato com o setor de desenvolvimento da universidade.';

interface Item {
  mnsDstDtaLeitura: string | null;
  mensagem: { mnsCodigo: number; mnsAssunto: string; mnsDtaAgendamento: string; sistema: { sstCodigo: string }; pssFisica: { pssFscNome: string } | null; tblGrlItmMnsTipo: { tblGrlItmCodigo: string } };
}
interface PageBody {
  data: Item[];
  total: number;
  naoLidas: number;
  lidas: number;
}

/** Signs the demo candidate in: the login guard sends /mensagens to the login app, which brings them back. */
async function signIn(page: Page) {
  await page.goto('/mensagens');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('CPF ou Passaporte').fill('529.982.247-25');
  await page.getByLabel('Senha').fill('candidato');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/mensagens$/);
}

/** What the API says right now (same session as the page), to compare the screen with. */
async function api(page: Page, extra: Record<string, string> = {}, start = 0, limit = 50): Promise<PageBody> {
  const q = new URLSearchParams({ start: String(start), limit: String(limit), extraParams: JSON.stringify({ filtro: 'T', ...extra }) });
  return (await page.request.get(`${PESQUISA}?${q}`)).json();
}

const list = (page: Page) => page.getByRole('list', { name: 'Mensagens' }).getByRole('listitem');
const filterButton = (page: Page, name: string) => page.getByRole('group', { name: 'Filtro' }).getByRole('button', { name: new RegExp(`^${name} \\d+$`) });
const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

test.describe.configure({ mode: 'serial' });

test('lista: título, filtros, contadores, itens com data, remetente e resumo, rolagem infinita e texto final', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Mensagens' })).toBeVisible();
  const all = await api(page);
  expect(all.total).toBeGreaterThan(20);

  await expect(page.getByTestId('contador-T')).toHaveText(String(all.total));
  await expect(page.getByTestId('contador-N')).toHaveText(String(all.naoLidas));
  await expect(page.getByTestId('contador-L')).toHaveText(String(all.lidas));
  await expect(filterButton(page, 'Todas')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('unread-count')).toHaveText(String(all.naoLidas));
  await expect(page.getByRole('button', { name: 'Marcar todas como lidas' })).toBeVisible();

  // First page: 10 items, in the API's order, each with its date rule, sender or system, subject and a plain excerpt.
  await expect(list(page)).toHaveCount(10);
  const now = new Date();
  for (let i = 0; i < 10; i++) {
    const m = all.data[i];
    const row = list(page).nth(i);
    await expect(row.getByTestId('assunto')).toHaveText(m.mensagem.mnsAssunto);
    await expect(row.getByTestId('remetente')).toHaveText(m.mensagem.pssFisica?.pssFscNome ?? m.mensagem.sistema.sstCodigo);
    await expect(row.locator('time')).toHaveText(messageDateText(new Date(m.mensagem.mnsDtaAgendamento), now));
    await expect(row.getByTestId('resumo')).not.toHaveText(/[<>]/);
    await expect(row.getByRole('button')).toHaveCSS('font-weight', m.mnsDstDtaLeitura ? '400' : '700');
  }

  // Scrolling to the bottom brings the next pages until everything is listed.
  for (let n = 20; n < all.total + 10; n += 10) {
    await scrollToBottom(page);
    await expect(list(page)).toHaveCount(Math.min(n, all.total));
  }
  await expect(page.getByText('Todas as Mensagens já foram listadas')).toBeVisible();
  await expect(page.getByText('Para ver as mensagens enviadas, acesse o sistema de origem.')).toBeVisible();
  // the seed's message scheduled for later is not there
  await expect(page.getByText('Lembrete: provas do PSS 2027 neste domingo')).toHaveCount(0);
});

test('filtros Lidas / Não Lidas e pesquisa sem acentos', async ({ page }) => {
  await signIn(page);
  const all = await api(page);
  await filterButton(page, 'Não Lidas').click();
  await expect(filterButton(page, 'Não Lidas')).toHaveAttribute('aria-pressed', 'true');
  await expect(list(page)).toHaveCount(Math.min(10, all.naoLidas));
  await expect(list(page).locator('[data-unread="false"]')).toHaveCount(0);

  await filterButton(page, 'Lidas').click();
  await expect(list(page)).toHaveCount(Math.min(10, all.lidas));
  await expect(list(page).locator('[data-unread="true"]')).toHaveCount(0);

  await filterButton(page, 'Todas').click();
  const global = all.data.find((i) => i.mensagem.mnsAssunto.startsWith('Calendário dos processos'))!;
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('CALENDARIO DOS PROCESSOS');
  await expect(list(page)).toHaveCount(1);
  await expect(list(page).first().getByTestId('assunto')).toHaveText(global.mensagem.mnsAssunto);
  await expect(page.getByTestId('contador-T')).toHaveText('1');

  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('nenhuma mensagem tem este texto');
  await expect(page.getByText('Nenhuma mensagem', { exact: true })).toBeVisible();
  await expect(list(page)).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('');
  await expect(list(page)).toHaveCount(10);
  await expect(page.getByTestId('contador-T')).toHaveText(String(all.total));
});

test('modal: tipo, data e hora, remetente, links em nova aba; abrir marca como lida aqui, no servidor e no menu', async ({ page }) => {
  await signIn(page);
  const before = await api(page);
  const global = before.data.find((i) => i.mensagem.mnsAssunto.startsWith('Calendário dos processos'))!;
  expect(global.mnsDstDtaLeitura).toBeNull();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('calendário');
  await expect(list(page)).toHaveCount(1);
  await expect(list(page).first().getByRole('button')).toHaveCSS('font-weight', '700');
  await list(page).first().getByRole('button').click();

  const dialog = page.getByRole('dialog', { name: global.mensagem.mnsAssunto });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('tipo-mensagem')).toHaveText('Notícia');
  await expect(dialog.getByTestId('tipo-mensagem')).toHaveClass(/text-bg-danger/);
  await expect(dialog.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expect(dialog.getByTestId('remetente')).toHaveText(global.mensagem.pssFisica?.pssFscNome ?? global.mensagem.sistema.sstCodigo);
  // bare URL, e-mail and www address became links; all open in a new tab without an opener
  const body = dialog.getByTestId('corpo-mensagem');
  await expect(body.getByRole('link', { name: 'https://www.exemplo.edu.br/calendario-2027' })).toHaveAttribute('href', 'https://www.exemplo.edu.br/calendario-2027');
  await expect(body.getByRole('link', { name: 'atendimento@exemplo.edu.br' })).toHaveAttribute('href', 'mailto:atendimento@exemplo.edu.br');
  await expect(body.getByRole('link', { name: 'www.exemplo.edu.br/faq' })).toHaveAttribute('href', 'https://www.exemplo.edu.br/faq');
  for (const link of await body.getByRole('link').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  await expect(list(page).first().getByRole('button')).toHaveCSS('font-weight', '400');
  await expect(page.getByTestId('unread-count')).toHaveText(String(before.naoLidas - 1));

  // the server recorded it
  await expect.poll(async () => (await api(page)).naoLidas).toBe(before.naoLidas - 1);
  await page.reload();
  await expect(page.getByTestId('contador-N')).toHaveText(String(before.naoLidas - 1));
  await expect(page.getByTestId('unread-count')).toHaveText(String(before.naoLidas - 1));
});

test('um link existente com target=_self abre em nova aba', async ({ page }) => {
  await signIn(page);
  await expect(list(page)).toHaveCount(10);
  const expected = await api(page, { pesquisa: 'Atualize seus dados pessoais' });
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('Atualize seus dados pessoais');
  await expect(list(page)).toHaveCount(expected.total);
  await expect(list(page).first().getByTestId('assunto')).toHaveText(expected.data[0].mensagem.mnsAssunto);
  await list(page).first().getByRole('button').click();
  const link = page.getByRole('dialog').getByRole('link', { name: 'Dados Pessoais' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const popup = page.waitForEvent('popup');
  await link.click();
  expect(await (await popup).evaluate(() => window.opener)).toBeNull();
});

test('marcar todas como lidas recarrega do início, zera contador e menu', async ({ page }) => {
  await signIn(page);
  const before = await api(page);
  expect(before.naoLidas).toBeGreaterThan(0);
  await expect(list(page)).toHaveCount(10);
  await scrollToBottom(page);
  await expect(list(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click(); // issue 24: it asks first
  await expect(page.getByTestId('contador-N')).toHaveText('0');
  await expect(page.getByTestId('contador-L')).toHaveText(String(before.total));
  await expect(list(page)).toHaveCount(10); // reloaded from the start
  await expect(list(page).locator('[data-unread="true"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Marcar todas como lidas' })).toBeHidden();
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  expect((await api(page)).naoLidas).toBe(0);
});

test('erro ao carregar: a faixa com o texto exato aparece, sem modal, e a paginação para', async ({ page }) => {
  await signIn(page);
  // The page reached after login loads its own first page: let it finish, or (on a slow machine) it lands
  // after the route below and is counted as one of the reloaded page's calls.
  await expect(list(page)).toHaveCount(10);
  let calls = 0;
  await page.route(`**${PESQUISA}?**`, async (route: Route) => {
    calls++;
    const start = Number(new URL(route.request().url()).searchParams.get('start'));
    if (start === 0) return route.continue();
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"falhou"}' });
  });
  await page.reload();
  await expect(list(page)).toHaveCount(10);
  await scrollToBottom(page);
  await expect(page.getByRole('alert').filter({ hasText: LOAD_ERROR })).toHaveText(LOAD_ERROR);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const afterError = calls;
  await scrollToBottom(page);
  await page.mouse.wheel(0, -300);
  await scrollToBottom(page);
  await expect(list(page)).toHaveCount(10);
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  expect(calls).toBe(afterError);
  expect(calls).toBe(2);
});

test('corpos hostis não executam nada no navegador, mesmo vindos crus de outro servidor', async ({ page }) => {
  await signIn(page);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const hostile = [
    '<p>Oi</p><script>window.__xss = "script"; alert(1)</script>',
    '<img src="x" onerror="window.__xss = \'img\'; alert(2)">',
    '<a href="javascript:window.__xss=\'js\';alert(3)">clique aqui</a>',
    '<svg onload="window.__xss=\'svg\';alert(4)"><circle r="5"/></svg>',
    '<iframe src="javascript:alert(5)"></iframe><iframe srcdoc="<script>parent.__xss=\'srcdoc\'</script>"></iframe>',
    '<a href="data:text/html,<script>alert(6)</script>">dados</a><img src="data:image/svg+xml,<svg onload=alert(7)>">',
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'"></style></mglyph></table></mtext></math>',
    '<div onmouseover="window.__xss=\'hover\'" style="position:fixed;inset:0">passe o mouse</div><a href="https://ok.example" target="_self">seguro</a>',
  ];
  const items = hostile.map((texto, i) => ({
    mnsDstCodigo: 9000 + i,
    mnsDstDtaLeitura: null,
    mnsDstGlobal: null,
    mensagem: { mnsCodigo: 9000 + i, mnsAssunto: `Hostil ${i}`, mnsTexto: texto, mnsDtaAgendamento: new Date(Date.now() - i * 60_000).toISOString(), sistema: { sstCodigo: 'XSS' }, pssFisica: null, tblGrlItmMnsTipo: { tblGrlItmCodigo: 'Outro' } },
  }));
  await page.route(`**${PESQUISA}?**`, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, data: items, total: items.length, naoLidas: items.length, lidas: 0 }) }),
  );
  await page.route('**/sgps/mensagens/mnsDestinatario/atualizarMnsDestinatario', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, data: { mnsDstCodigo: 1 } }) }),
  );
  await page.reload();
  await expect(list(page)).toHaveCount(hostile.length);
  await expect(list(page).first().getByTestId('resumo')).toHaveText('Oi');

  for (let i = 0; i < hostile.length; i++) {
    await list(page).nth(i).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: `Hostil ${i}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('tipo-mensagem')).toHaveClass(/text-bg-secondary/);
    const body = dialog.getByTestId('corpo-mensagem');
    await dialog.locator('.modal-body').hover(); // an onmouseover, had it survived, would fire here
    expect(await body.locator('script, iframe, svg, math, style, object, embed, [onerror], [onload], [onmouseover], [style]').count()).toBe(0);
    for (const href of await body.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      if (href !== null) expect(href).toMatch(/^(https?:|mailto:)/);
    }
    for (const a of await body.locator('a').all()) await expect(a).toHaveAttribute('target', '_blank');
    // the javascript: link lost its href: clicking it does nothing
    const trap = body.locator('a', { hasText: 'clique aqui' });
    if ((await trap.count()) > 0) await trap.click();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(dialog).toBeHidden();
  }
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
