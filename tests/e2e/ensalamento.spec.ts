import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';

const DEMO_CPF = '529.982.247-25';
const LIST_CALL = '/sgps/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo';

interface Own {
  insPrcPrvSlNmrCarteira: number;
  insProcesso: { insPrcCodigo: number; prcSltCodigo: number; pssFisica: { pssFscNome: string } };
  prcSltPrvSala: {
    prcSltPrvSlNumero: string;
    prcSltPrvSlBloco: string | null;
    prcSltLclProva: { prcSltLclPrvDescricao: string; prcSltLclPrvLogradouro: string; prcSltLclPrvBairro: string; municipio: { mncDescricao: string; ufCodigo: string } };
  };
}

let own: Own;
let closedProcess: number;
let otherEnrolment: number;

/** Signs the demo candidate in through the login app's form, in an API context (no browser). */
async function signedIn(baseURL: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL });
  await ctx.get('/login');
  const { cookies } = await ctx.storageState();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const res = await ctx.post('/login', { form: { login: DEMO_CPF, senha: 'candidato', _csrf: xsrf }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
  return ctx;
}

test.beforeAll(async ({ baseURL }) => {
  // What the demo seed created: the demo candidate's room in the serial process, another enrolment, and a process not released.
  const ctx = await signedIn(baseURL!);
  const mine = await (await ctx.get('/sgps/insPrcPrvSala/pesquisa?limit=100')).json();
  own = mine.data[0];
  const prc = own.insProcesso.prcSltCodigo;
  const page = await (await ctx.get(`${LIST_CALL}?prcSltCodigo=${prc}&start=0&limit=5`)).json();
  otherEnrolment = page.data.find((r: { insPrcCodigo: number }) => r.insPrcCodigo !== own.insProcesso.insPrcCodigo).insPrcCodigo;
  for (let n = 1; n < 50 && !closedProcess; n++) {
    const res = await ctx.get(`/sgps/ensalamento/processo/${n}`);
    if (res.ok() && (await res.json()).data.prcSltExbEnsalamento === 'F') closedProcess = n;
  }
  expect(closedProcess).toBeTruthy();
  await ctx.dispose();
});

async function login(page: Page) {
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('CPF ou Passaporte').fill(DEMO_CPF);
  await page.getByLabel('Senha').fill('candidato');
  await page.getByRole('button', { name: 'Entrar' }).click();
}

const nextFrame = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test('visão geral: título, informações de acesso, tabela com rolagem paginada e busca', async ({ page }) => {
  let listCalls = 0;
  page.on('request', (r) => r.url().includes(LIST_CALL) && listCalls++);
  const prc = own.insProcesso.prcSltCodigo;
  await page.goto(`/ensalamento/${prc}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ensalamento - Processo Seletivo Seriado 2027 - PSS');
  const info = page.getByRole('note');
  await expect(info).toContainText('Acesso ao local de prova - Provas objetivas - 1º dia: das 12:30 às 13:30 (Horário de Brasília)');
  await expect(info).toContainText('Acesso ao local de prova - Redação e provas objetivas - 2º dia: das 07:30 às 08:15 (Horário de Brasília)');
  await expect(info).not.toContainText('Entrega de documentos'); // a stage without room assignment
  await expect(info).toContainText('Lembre-se: leve documento oficial com foto');

  const table = page.getByRole('table', { name: 'LISTA DE CANDIDATOS' });
  await expect(table.getByRole('columnheader')).toHaveText(['N° INSCRIÇÃO', 'CANDIDATO', 'CIDADE E LOCAL', 'ENDEREÇO', 'SALA', 'CARTEIRA']);
  const body = table.locator('tbody');
  const rows = body.getByRole('row');
  await expect(rows).toHaveCount(100);
  expect(await body.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('600px');
  expect((await body.boundingBox())!.height).toBeLessThanOrEqual(600);
  expect(listCalls).toBe(1);

  // 150 px from the bottom: nothing more loads; within 100 px: the next 100 rows.
  await body.evaluate((el) => (el.scrollTop = el.scrollHeight - el.clientHeight - 150));
  await nextFrame(page);
  expect(listCalls).toBe(1);
  await body.evaluate((el) => (el.scrollTop = el.scrollHeight - el.clientHeight - 90));
  await expect(rows).toHaveCount(200);
  expect(listCalls).toBe(2);

  // Name without accents, Enter to search.
  const search = page.getByPlaceholder('Nome, CPF ou Inscrição');
  await search.fill('maria eduarda conceicao');
  await search.press('Enter');
  const demoRow = rows.filter({ hasText: 'Maria Eduarda Conceição' });
  await expect(demoRow).toHaveCount(1);
  await expect(demoRow.getByRole('cell').first()).toHaveText(String(own.insProcesso.insPrcCodigo));

  // The whole CPF finds the candidate, and the CPF itself is never shown; part of it finds nobody.
  await search.fill(DEMO_CPF);
  await page.getByRole('button', { name: 'CONSULTAR' }).click();
  await expect(rows).toHaveCount(1);
  const sala = own.prcSltPrvSala;
  await expect(rows.first().getByRole('cell')).toHaveText([
    String(own.insProcesso.insPrcCodigo),
    'Maria Eduarda Conceição',
    `${sala.prcSltLclProva.municipio.mncDescricao}/${sala.prcSltLclProva.municipio.ufCodigo}${sala.prcSltLclProva.prcSltLclPrvDescricao}`,
    new RegExp(`^${sala.prcSltLclProva.prcSltLclPrvLogradouro} - ${sala.prcSltLclProva.prcSltLclPrvBairro}`),
    `${sala.prcSltPrvSlNumero} - ${sala.prcSltPrvSlBloco}`,
    String(own.insPrcPrvSlNmrCarteira),
  ]);
  await expect(page.locator('body')).not.toContainText('52998224725');
  await expect(table).not.toContainText('529.982.247-25');
  await search.fill('529.982.247');
  await search.press('Enter');
  await expect(body).toHaveText('Nenhum candidato encontrado.');
});

test('visão geral de processo não liberado: modal e depois a página inicial', async ({ page }) => {
  await page.goto(`/ensalamento/${closedProcess}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('O ensalamento ainda não foi liberado!');
  await expect(page.getByRole('table')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  // Home is a login page: an anonymous visitor passes through it to the login application.
  await expect(page).toHaveURL(/\/(home|login)/);
});

test('visão individual exige login e mostra nome, inscrição, cidade, local, endereço, sala e carteira', async ({ page }) => {
  const { insPrcCodigo, prcSltCodigo } = own.insProcesso;
  await page.goto(`/ensalamento/${prcSltCodigo}/${insPrcCodigo}`);
  await login(page);
  await expect(page).toHaveURL(new RegExp(`/ensalamento/${prcSltCodigo}/${insPrcCodigo}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ensalamento - Processo Seletivo Seriado 2027 - PSS');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Maria Eduarda Conceição - ${insPrcCodigo}`);
  const local = own.prcSltPrvSala.prcSltLclProva;
  const valor = (rotulo: string) => page.getByRole('definition').filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${rotulo}"]`) });
  await expect(valor('Cidade')).toHaveText(`${local.municipio.mncDescricao}/${local.municipio.ufCodigo}`);
  await expect(valor('Local')).toHaveText(local.prcSltLclPrvDescricao);
  await expect(valor('Endereço')).toContainText(`${local.prcSltLclPrvLogradouro} - ${local.prcSltLclPrvBairro}`);
  await expect(valor('Sala')).toHaveText(`${own.prcSltPrvSala.prcSltPrvSlNumero} - ${own.prcSltPrvSala.prcSltPrvSlBloco}`);
  await expect(valor('Carteira')).toHaveText(String(own.insPrcPrvSlNmrCarteira));

  // Someone else's enrolment shows nothing of theirs.
  await page.goto(`/ensalamento/${prcSltCodigo}/${otherEnrolment}`);
  await expect(page.getByText('Nenhum ensalamento encontrado para esta inscrição.')).toBeVisible();
  await expect(page.getByRole('definition')).toHaveCount(0);

  // Not released: the modal, then home.
  await page.goto(`/ensalamento/${closedProcess}/${insPrcCodigo}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('O ensalamento ainda não foi liberado!');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
