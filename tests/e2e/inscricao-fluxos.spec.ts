import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshCpf, novoCandidatoLogado } from './candidato.helpers.ts';
import { abrirPdf } from './relatorio.helpers.ts';

async function processCode(request: APIRequestContext, descricao: string): Promise<number> {
  const filter = JSON.stringify([{ property: 'prcSltDescricao', value: descricao, operator: 'like' }]);
  const body = await (await request.get(`/sgps/prcSeletivo/pesquisa2?filter=${encodeURIComponent(filter)}&limit=1`)).json();
  expect(body.data?.length, `processo "${descricao}"`).toBe(1);
  return body.data[0].prcSltCodigo;
}

async function signInDemo(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel('CPF ou Passaporte').fill('529.982.247-25');
  await page.getByLabel('Senha').fill('candidato');
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Chooses Campus Uvaranas > Medicina > the first shift, on the options step. */
async function chooseMedicina(page: Page) {
  await page.locator('#opcao-1-0').selectOption({ label: 'Campus Uvaranas' });
  await page.locator('#opcao-1-1').selectOption({ label: 'Medicina' });
  await expect(page.locator('#opcao-1-2 option').nth(1)).toBeAttached();
  await page.locator('#opcao-1-2').selectOption({ index: 1 });
}

const VESTIBULAR = 'Vestibular de Verão 2027';

test('a new candidate goes from /entrar with a fresh CPF through account creation to a confirmed enrolment, a PDF receipt, the e-mail and a public verification', async ({ page, request }) => {
  // the e-mail may be held back by the mail queue on a busy machine (see below)
  test.setTimeout(90_000);
  const code = await processCode(request, VESTIBULAR);
  const cpf = freshCpf();
  await page.goto(`/entrar/${code}`);
  await page.getByLabel('CPF').fill(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(`**/prcSeletivo/inscrever/0/${code}/0`);

  // criarConta: the person and a login account with the password the candidate chooses
  await expect(page.getByRole('heading', { name: 'Crie a sua conta' })).toBeVisible();
  await page.getByLabel('Nome completo').fill('Joana Teste da Silva');
  await page.getByLabel('E-mail').fill('joana.teste@exemplo.com');
  await page.getByLabel('Data de nascimento').fill('02/03/2007');
  await page.getByLabel('Senha', { exact: true }).fill('uma-senha-boa');
  await page.getByLabel('Confirme a senha').fill('uma-senha-boa');
  await page.getByRole('button', { name: 'Criar conta e continuar' }).click();

  // 1. Dados pessoais, from the new account; the candidate adds a phone
  await expect(page.getByLabel('Nome completo')).toHaveValue('Joana Teste da Silva');
  await expect(page.getByText(`CPF ${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`)).toBeVisible();
  await page.getByLabel('Celular').fill('(42) 99988-7766');
  await page.getByRole('button', { name: 'Avançar' }).click();
  // 2. Opções
  await chooseMedicina(page);
  await page.getByRole('button', { name: 'Avançar' }).click();
  // 3. Dados da inscrição, with the list parts this process turns on
  await page.getByLabel(/Língua estrangeira/).selectOption({ label: 'Espanhol' });
  await page.getByLabel('Ledor').check();
  await page.getByLabel('Outra (especificar)').check();
  await page.getByLabel('Descreva a condição de apoio').fill('Mesa mais baixa');
  await expect(page.getByRole('group', { name: 'Cidades onde gostaria de estudar' })).toBeVisible();
  await page.getByLabel(/^Ponta Grossa/).check();
  await page.getByLabel(/termos/).check();
  await page.getByLabel('Boleto bancário').check();
  await page.getByRole('button', { name: 'Avançar' }).click();
  // 4. Revisão
  const main = page.getByRole('main');
  await expect(main.getByText('Joana Teste da Silva')).toBeVisible();
  await expect(main.getByText('Ledor; Outra (especificar) (Mesa mais baixa)')).toBeVisible();
  await expect(main.getByText(/^Campus Uvaranas › Medicina › .+ — R\$ \d+,\d{2}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar inscrição' }).click();

  await expect(page.getByRole('heading', { name: 'Inscrição realizada com sucesso!' })).toBeVisible();
  const numero = (await page.getByTestId('numero-inscricao').textContent())!;
  expect(numero).toMatch(/^\d+$/);
  await expect(page.getByTestId('data-inscricao')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  // signed in as the new candidate
  await expect(page.getByTestId('user-menu')).toHaveText(/^Joana \(\d+\)$/);

  // the receipt opens as a PDF in a new tab, through a relatum token
  const recibo = await abrirPdf(page, 'comprovante', () => page.getByRole('button', { name: 'Abrir comprovante (PDF)' }).click());
  expect(recibo.contentDisposition).toBe(`inline; filename="comprovante-inscricao-${numero}.pdf"; filename*=UTF-8''comprovante-inscricao-${numero}.pdf`);
  expect(recibo.doc.getTitle()).toBe(`Comprovante de inscrição nº ${numero}`);
  expect(recibo.doc.getPageCount()).toBe(1);
  await recibo.aba.close();

  // the confirmation e-mail went to the development outbox (no SMTP in this run); on a busy machine the mail queue
  // holds its batches back for up to 30 s (server/plugins/mail-queue.ts MAX_DEFER_MS), so it may arrive that late
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        const texts = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
        return texts.some((t) => t.includes('To: joana.teste@exemplo.com') && t.includes(numero));
      },
      { timeout: 45_000 },
    )
    .toBe(true);

  // anyone can verify the receipt by its code: no personal data
  const codigo = (await page.getByText(/^Código de verificação: /).textContent())!.replace('Código de verificação: ', '').trim();
  const other = await page.context().browser()!.newContext();
  const anonymous = await other.newPage();
  await anonymous.goto(`/verificar-comprovante?codigo=${codigo}`);
  const result = anonymous.getByRole('status', { name: 'Resultado da verificação' });
  await expect(result).toContainText('Comprovante autêntico');
  await expect(result).toContainText(VESTIBULAR);
  await expect(result).toContainText(numero);
  await expect(result).toContainText('Inscrição ativa');
  await expect(anonymous.locator('body')).not.toContainText('Joana');
  await expect(anonymous.locator('body')).not.toContainText(cpf.slice(0, 3) + '.');
  await anonymous.getByLabel('Código de verificação').fill('ABCDEF0123456789');
  await anonymous.getByRole('button', { name: 'Verificar' }).click();
  await expect(anonymous.getByRole('alert')).toHaveText('Nenhuma inscrição corresponde a este código de verificação.');
  await other.close();

  // the process list links the receipt too
  await page.goto('/prcSeletivo');
  const item = page.getByRole('listitem', { name: `Inscrição ${numero}` });
  const lista = await abrirPdf(page, 'comprovante', () => item.getByRole('button', { name: 'Comprovante' }).click());
  expect(lista.doc.getTitle()).toBe(`Comprovante de inscrição nº ${numero}`);
});

test('the demo candidate edits their Seriado enrolment from the process list', async ({ page }) => {
  await signInDemo(page, '/prcSeletivo');
  const item = page.getByRole('listitem').filter({ hasText: 'Processo Seletivo Seriado 2027 - PSS' });
  await item.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/editar\/\d+\/\d+\/\d+$/);
  const [, prcSltCodigo, , insPrcCodigo] = new URL(page.url()).pathname.split('/').filter(Boolean);
  await expect(page.getByLabel('Nome completo')).toHaveValue('Maria Eduarda Conceição');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.locator('#opcao-1-0')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Avançar' }).click();
  const lingua = page.getByLabel(/Língua estrangeira/);
  await expect(lingua).toHaveValue(/\d+/); // the enrolment's current answer is loaded
  const before = await lingua.inputValue();
  const target = before === (await lingua.locator('option').nth(1).getAttribute('value')) ? 2 : 1;
  await lingua.selectOption({ index: target });
  const chosen = await lingua.inputValue();
  // the demo enrolment was made before a payment form was recorded: the form asks for one
  await page.getByLabel('Boleto bancário').check();
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click(); // issue 24: replacing asks first
  await expect(page.getByRole('heading', { name: 'Inscrição atualizada com sucesso!' })).toBeVisible();
  await expect(page.getByTestId('numero-inscricao')).toHaveText(insPrcCodigo);
  const saved = await (await page.request.get(`/sgps/insProcesso/buscarPorCodigo?insPrcCodigo=${insPrcCodigo}`)).json();
  expect(String(saved.data.prcSltLngEstCodigo)).toBe(chosen);
  expect(String(saved.data.prcSltCodigo)).toBe(prcSltCodigo);
});

test.describe('the existing-enrolment modal through the entry guard /?prcSltCodigo=N', () => {
  const UNICA = 'Este processo permite apenas uma inscrição e você já possui inscrição nesse processo.';
  test.beforeEach(async ({ page }) => {
    await signInDemo(page, '/home');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('single enrolment, edit allowed: both sentences, Nova Inscrição inactive, Editar Inscrição opens the edit', async ({ page, request }) => {
    const code = await processCode(request, 'Processo Seletivo Seriado 2027 - PSS');
    await page.goto(`/?prcSltCodigo=${code}`);
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'Atenção' })).toBeVisible();
    await expect(modal).toContainText(UNICA);
    await expect(modal).toContainText('Deseja editar a existente?');
    await expect(modal.getByRole('button', { name: 'Nova Inscrição' })).toBeDisabled();
    await modal.getByRole('button', { name: 'Editar Inscrição' }).click();
    await expect(page).toHaveURL(new RegExp(`/editar/${code}/\\d+/\\d+$`));
  });

  test('single enrolment, edit not allowed: only the first sentence, no edit button, closing goes home', async ({ page, request }) => {
    const code = await processCode(request, 'Oficina de Redação 2027 - Turma Única');
    await page.goto(`/?prcSltCodigo=${code}`);
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'Atenção' })).toBeVisible();
    await expect(modal).toContainText(UNICA);
    await expect(modal).not.toContainText('Deseja editar a existente?');
    await expect(modal.getByRole('button', { name: 'Nova Inscrição' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Editar Inscrição' })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Fechar' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('several enrolments, edit allowed: another or edit; Nova Inscrição opens a new form', async ({ page, request }) => {
    const code = await processCode(request, 'Intenção de Matrícula em Disciplinas Isoladas - 2027/1');
    await page.goto(`/?prcSltCodigo=${code}`);
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText('Você já possui uma inscrição nesse processo. Deseja fazer outra inscrição ou editar a existente?');
    await expect(modal.getByRole('button', { name: 'Editar Inscrição' })).toBeVisible();
    await modal.getByRole('button', { name: 'Nova Inscrição' }).click();
    await expect(page).toHaveURL(new RegExp(`/prcSeletivo/inscrever/\\d+/${code}/0$`));
    await expect(page.getByRole('heading', { name: 'Intenção de Matrícula em Disciplinas Isoladas - 2027/1' })).toBeVisible();
  });

  test('several enrolments, edit not allowed: the "não é permitido editar" wording, Nova Inscrição only', async ({ page, request }) => {
    const code = await processCode(request, 'Oficinas de Extensão 2027 - Inscrições Múltiplas');
    await page.goto(`/?prcSltCodigo=${code}`);
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText('Você já possui uma inscrição nesse processo e não é permitido editar a existente.');
    await expect(modal).toContainText('Deseja fazer outra inscrição?');
    await expect(modal.getByRole('button', { name: 'Editar Inscrição' })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'Nova Inscrição' })).toBeEnabled();
    await modal.getByRole('button', { name: 'Nova Inscrição' }).click();
    await expect(page).toHaveURL(new RegExp(`/prcSeletivo/inscrever/\\d+/${code}/0$`));
  });
});

test('a session that ends mid-form loses nothing: through login and back to the review, then one enrolment', async ({ page, request }) => {
  const code = await processCode(request, VESTIBULAR);
  const cpf = freshCpf();
  // a new candidate with an account, signed in (the API the account-creation step uses)
  await page.request.get('/sgps/pssFisica/buscaDadosSessao');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const created = await page.request.post('/sgps/pssFscTemporaria/cadastrarPssFisicaTemporaria', {
    form: { nacionalidade: 'B', documento: cpf, pssFscNome: 'Paulo Sessão Curta', pssFscEmail: 'paulo@exemplo.com', pssFscDtNascimento: '01/01/2006', senha: 'senha-do-paulo', senhaConfirmacao: 'senha-do-paulo' },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(created.status(), await created.text()).toBe(200);
  const pessoa = (await created.json()).data.pssFscCodigo;

  await page.goto(`/prcSeletivo/inscrever/${pessoa}/${code}/0`);
  await page.getByLabel('Celular').fill('(42) 98888-1234');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await chooseMedicina(page);
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByLabel('Inscrição no ENEM (para aproveitamento da nota)').fill('123456789012');
  await page.getByLabel(/Língua estrangeira/).selectOption({ label: 'Francês' });
  await page.getByLabel('Ledor').check();
  await page.getByLabel(/termos/).check();
  await page.getByLabel('Pix').check();
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByRole('button', { name: 'Confirmar inscrição' })).toBeVisible();

  // the session ends server-side for this browser (signed out elsewhere / cookie gone)
  await page.context().clearCookies({ name: 'ps_sessao' });
  await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(page).toHaveURL(/\/login\/?\?voltar=/);
  await page.getByLabel('CPF ou Passaporte').fill(cpf);
  await page.getByLabel('Senha').fill('senha-do-paulo');
  await page.getByRole('button', { name: 'Entrar' }).click();

  // back on the form, on the review, with everything typed
  await expect(page).toHaveURL(new RegExp(`/prcSeletivo/inscrever/${pessoa}/${code}/0$`));
  await expect(page.getByText('Recuperamos o que você já tinha preenchido neste aparelho.')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('123456789012')).toBeVisible();
  await expect(main.getByText('Francês')).toBeVisible();
  await expect(main.getByText('Ledor')).toBeVisible();
  await expect(main.getByText(/Campus Uvaranas › Medicina/)).toBeVisible();
  await expect(main.getByText('(42) 98888-1234')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(page.getByRole('heading', { name: 'Inscrição realizada com sucesso!' })).toBeVisible();

  const filter = encodeURIComponent(JSON.stringify([{ property: 'prcSltCodigo', value: code }]));
  const mine = await (await page.request.get(`/sgps/insProcesso/pesquisa?filter=${filter}&limit=10`)).json();
  expect(mine.total).toBe(1);
  expect(mine.data[0].insPrcCodigo).toBe(Number(await page.getByTestId('numero-inscricao').textContent()));
});

test.describe('the internal-bond check of the personal-data step', () => {
  test('kept in sessionStorage as pssFscVncInterno; with a bond (super user) identity fields are read-only, contact stays editable', async ({ page, request }) => {
    const code = await processCode(request, VESTIBULAR);
    await page.goto('/home');
    await page.getByLabel('CPF ou Passaporte').fill('111.444.777-35');
    await page.getByLabel('Senha').fill('superusuario');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const me = (await (await page.request.get('/sgps/pssFisica/buscaDadosSessao')).json()).data[0].pssFscCodigo;
    await page.goto(`/prcSeletivo/inscrever/${me}/${code}/0`);
    await expect(page.getByLabel('Nome completo')).toBeDisabled();
    await expect(page.getByLabel('Data de nascimento')).toBeDisabled();
    await expect(page.getByLabel('E-mail')).toBeEnabled();
    expect(await page.evaluate(() => sessionStorage.getItem('pssFscVncInterno'))).toBe('T');
  });

  test('when the check fails: the SPEC warning, and identity fields are not offered for editing', async ({ page, request }) => {
    const code = await processCode(request, VESTIBULAR);
    await signInDemo(page, '/home');
    await expect(page).toHaveURL(/\/home$/);
    const me = (await (await page.request.get('/sgps/pssFisica/buscaDadosSessao')).json()).data[0].pssFscCodigo;
    await page.route(/verificaPssFscVncInterno/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }));
    await page.goto(`/prcSeletivo/inscrever/${me}/${code}/0`);
    await expect(page.getByText('Não foi possivel verificar se existe vinculo com a instituição. Talvez você não poderá editar os seus dados.')).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue('Maria Eduarda Conceição');
    await expect(page.getByLabel('Nome completo')).toBeDisabled();
    await expect(page.getByLabel('Celular')).toBeEnabled();
    expect(await page.evaluate(() => sessionStorage.getItem('pssFscVncInterno'))).toBeNull();
  });
});

test('origin institution by type-ahead (accents ignored) and the teaching institution types, as the Chamamento configures them', async ({ page, request }) => {
  const code = await processCode(request, 'Tutores para Educação a Distância');
  const { pessoa } = await novoCandidatoLogado(page, 'Irene Instituição Teste');
  await page.goto(`/prcSeletivo/inscrever/${pessoa}/${code}/0`);
  await page.getByLabel('Celular').fill('(42) 97777-1234');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.locator('#opcao-1-0').selectOption({ label: 'Tutor Presencial' });
  await page.locator('#opcao-1-1').selectOption({ label: 'Polo Castro — Isento' });
  await page.getByRole('button', { name: 'Avançar' }).click();

  await page.getByLabel('Título do plano de trabalho').fill('Tutoria em matemática básica');
  await page.getByLabel(/termos/).check();
  // both required by the configuration: nothing chosen, the step does not go on
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByText('Instituição de origem: campo obrigatório.')).toBeVisible();
  await expect(page.getByText('Tipos de instituição em que você estudou: escolha ao menos um item.')).toBeVisible();

  const instituicao = page.getByLabel('Instituição de origem');
  await page.getByLabel('Pesquisar pelo nome ou pela sigla').fill('parana'); // no accent, lower case
  await expect(page.getByText('4 instituições encontradas.')).toBeVisible();
  await expect(instituicao.locator('option')).toHaveText([
    'Selecione...',
    'Instituto Federal do Paraná (IFPR)',
    'Pontifícia Universidade Católica do Paraná (PUCPR)',
    'Universidade Federal do Paraná (UFPR)',
    'Universidade Tecnológica Federal do Paraná (UTFPR)',
  ]);
  await instituicao.selectOption({ label: 'Universidade Federal do Paraná (UFPR)' });
  // a search by acronym keeps the chosen one listed
  await page.getByLabel('Pesquisar pelo nome ou pela sigla').fill('uepg');
  await expect(page.getByText('1 instituição encontrada.')).toBeVisible();
  await expect(instituicao.locator('option:checked')).toHaveText('Universidade Federal do Paraná (UFPR)');
  const tipos = page.getByRole('group', { name: 'Tipos de instituição em que você estudou' });
  await tipos.getByLabel('Pública federal').check();
  await tipos.getByLabel('Privada').check();
  await page.getByRole('button', { name: 'Avançar' }).click();

  const main = page.getByRole('main');
  await expect(main.getByText('Universidade Federal do Paraná (UFPR)')).toBeVisible();
  await expect(main.getByText('Pública federal; Privada')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(page.getByRole('heading', { name: 'Inscrição realizada com sucesso!' })).toBeVisible();
  const numero = await page.getByTestId('numero-inscricao').textContent();
  const saved = (await (await page.request.get(`/sgps/insProcesso/buscarPorCodigo?insPrcCodigo=${numero}`)).json()).data;
  const ufpr = (await (await page.request.get(`/sgps/instituicao/pesquisa?filter=${encodeURIComponent(JSON.stringify([{ property: 'istSigla', value: 'UFPR' }]))}`)).json()).data[0].istCodigo;
  expect(String(saved.istCodigo)).toBe(String(ufpr));
  expect(saved.tpInstituicoes).toHaveLength(2);
});
