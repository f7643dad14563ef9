import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

async function processCode(request: APIRequestContext, descricao: string): Promise<number> {
  const filter = JSON.stringify([{ property: 'prcSltDescricao', value: descricao, operator: 'like' }]);
  const body = await (await request.get(`/sgps/prcSeletivo/pesquisa2?filter=${encodeURIComponent(filter)}&limit=1`)).json();
  expect(body.data?.length, `processo "${descricao}"`).toBe(1);
  return body.data[0].prcSltCodigo;
}

/** The new-enrolment page belongs to another screen: stub it so these tests see only the hand-off. */
async function stubEnrolmentPage(page: Page) {
  await page.route(/\/prcSeletivo\/inscrever\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>inscrever</title><h1>inscrever</h1>' }));
}

const OPEN = 'Processo Seletivo - Mestrado em Educação';
const INVALID = 'O valor do campo de documento pessoal não é válido!';

test.describe('Entry screen (entrar)', () => {
  test('document entry: CPF mask, Brasileiro/Estrangeiro clears the field and changes the placeholder', async ({ page, request }) => {
    const code = await processCode(request, OPEN);
    await page.goto(`/entrar/${code}`);
    await expect(page.getByRole('heading', { name: OPEN })).toBeVisible();
    const cpf = page.getByLabel('CPF');
    await expect(cpf).toHaveAttribute('placeholder', 'Digite o CPF');
    await cpf.pressSequentially('5299822472599');
    await expect(cpf).toHaveValue('529.982.247-25');
    await page.getByLabel('Estrangeiro').check();
    const passaporte = page.getByLabel('Passaporte ou RG');
    await expect(passaporte).toHaveValue('');
    await expect(passaporte).toHaveAttribute('placeholder', 'Digite o Passaporte ou RG');
    await passaporte.fill('AB.12-3');
    await expect(passaporte).toHaveValue('AB.12-3'); // no mask for foreign documents
    await page.getByLabel('Brasileiro').check();
    await expect(page.getByLabel('CPF')).toHaveValue('');
  });

  test('an invalid CPF marks the field and shows the warning for 4 seconds', async ({ page, request }) => {
    const code = await processCode(request, OPEN);
    const inicio = Date.now();
    await page.clock.install({ time: inicio });
    await page.goto(`/entrar/${code}`);
    // Paused: the warning's 4 seconds pass only by runFor, however slow the machine (a busy one let them run out
    // before the first check).
    await page.clock.pauseAt(inicio + 60_000);
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('checkContaExiste') && calls.push(r.url()));
    await page.getByLabel('CPF').fill('123.456.789-00');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText(INVALID)).toBeVisible();
    await expect(page.getByLabel('CPF')).toHaveAttribute('aria-invalid', 'true');
    await page.clock.runFor(3_900);
    await expect(page.getByText(INVALID)).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByText(INVALID)).toBeHidden();
    expect(calls).toEqual([]);
    // an empty foreign document is refused too
    await page.getByLabel('Estrangeiro').check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText(INVALID)).toBeVisible();
  });

  test('an account that already exists: notice and Fazer Login', async ({ page, request }) => {
    const code = await processCode(request, OPEN);
    await page.goto(`/entrar/${code}`);
    await page.getByLabel('CPF').fill('529.982.247-25');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Já existe uma conta para o documento informado.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Fazer Login' }).click();
    await expect(page).toHaveURL(new RegExp(`/login/?\\?voltar=%2Fentrar%2F${code}$`));
  });

  test('Continuar is ignored while the check runs and shows Carregando...; a new CPF hands off to enrolment with the state', async ({ page, request }) => {
    const code = await processCode(request, OPEN);
    await stubEnrolmentPage(page);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let checks = 0;
    await page.route(/checkContaExisteByDcmPessoal/, async (route) => {
      checks++;
      await gate;
      await route.continue();
    });
    await page.goto(`/entrar/${code}`);
    await page.getByLabel('CPF').fill('12345678909');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const busy = page.getByRole('button', { name: 'Carregando...' });
    await expect(busy).toBeVisible();
    await busy.click({ force: true }); // aria-disabled: the click still reaches the form, which must ignore it
    await page.getByLabel('CPF').press('Enter');
    expect(checks).toBe(1);
    release();
    await page.waitForURL(`**/prcSeletivo/inscrever/0/${code}/0`);
    await expect(page.getByRole('heading', { name: 'inscrever' })).toBeVisible();
    expect(checks).toBe(1);
    const state = await page.evaluate(() => history.state);
    expect(state).toEqual({ criarConta: true, nacionalidade: 'brasileiro', documento: '12345678909', tpDcmPessoal: 'CPF', prcSltCodigo: code });
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('ps:criarConta'))) ?? 'null')).toEqual(state);
  });

  test('a foreign document goes to enrolment with nationality Estrangeiro', async ({ page, request }) => {
    const code = await processCode(request, OPEN);
    await stubEnrolmentPage(page);
    await page.goto(`/entrar/${code}`);
    await page.getByLabel('Estrangeiro').check();
    await page.getByLabel('Passaporte ou RG').fill('  ZX9988776 ');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(`**/prcSeletivo/inscrever/0/${code}/0`);
    await expect(page.getByRole('heading', { name: 'inscrever' })).toBeVisible();
    expect(await page.evaluate(() => history.state)).toMatchObject({ criarConta: true, nacionalidade: 'estrangeiro', documento: 'ZX9988776', tpDcmPessoal: 'PASSAPORTE' });
  });

  test('a process that is not current, an unknown one, and one with groups', async ({ page, request }) => {
    const upcoming = await processCode(request, 'Processo Seletivo - Mestrado em Computação Aplicada');
    await page.goto(`/entrar/${upcoming}`);
    await expect(page.getByText('não estão em andamento', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fazer Login' })).toBeVisible();
    await expect(page.getByLabel('CPF')).toHaveCount(0);

    await page.goto('/entrar/987654'); // not pre-rendered: the shell, then the API says it does not exist
    await expect(page.getByRole('heading', { name: 'Processos Seletivos', level: 1 })).toBeVisible();
    await expect(page.getByText('não estão em andamento', { exact: false })).toBeVisible();

    const grupos = await processCode(request, 'Processo Seletivo - Pós-Doutorado em Ciência e Tecnologia de Alimentos');
    await page.goto(`/entrar/${grupos}`);
    await expect(page.getByText('Para se inscrever neste processo seletivo é necessário fazer login.')).toBeVisible();
    await expect(page.getByLabel('CPF')).toHaveCount(0);
  });

  test('while the process state is unknown there is no document form: it never shows and then disappears', async ({ page, request }) => {
    const upcoming = await processCode(request, 'Processo Seletivo - Mestrado em Computação Aplicada');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let asked = false;
    await page.route(/getPrcSltCmpTelaInicialByPrcSltCodigo/, async (route) => {
      asked = true;
      await gate;
      await route.continue();
    });
    // The document field must never be in the page of a process that is not current, not even for a moment.
    await page.addInitScript(() => {
      (window as unknown as { cpfSeen: boolean }).cpfSeen = false;
      new MutationObserver(() => {
        if (document.getElementById('documento')) (window as unknown as { cpfSeen: boolean }).cpfSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/entrar/${upcoming}`);
    await expect(page.getByText('Carregando...')).toBeVisible();
    await expect.poll(() => asked).toBe(true);
    await expect(page.getByLabel('CPF')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
    release();
    await expect(page.getByText('não estão em andamento', { exact: false })).toBeVisible();
    await expect(page.getByLabel('CPF')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { cpfSeen: boolean }).cpfSeen)).toBe(false);
  });

  test('redirects: no code and no session -> login; with a session -> home, or straight to the new enrolment', async ({ page, request }) => {
    const code = await processCode(request, OPEN);
    await stubEnrolmentPage(page);
    await page.goto('/entrar');
    await expect(page).toHaveURL(/\/login\/?\?voltar=%2Fentrar$/);
    await page.getByLabel('CPF ou Passaporte').fill('529.982.247-25');
    await page.getByLabel('Senha').fill('candidato');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const me = await (await page.request.get('/sgps/pssFisica/buscaDadosSessao')).json();
    const pessoa = me.data[0].pssFscCodigo;
    await page.goto(`/entrar/${code}`);
    await page.waitForURL(`**/prcSeletivo/inscrever/${pessoa}/${code}/0`);
  });
});
