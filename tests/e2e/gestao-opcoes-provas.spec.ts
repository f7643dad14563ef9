import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { entrar } from './pos-inscricao.helpers.ts';

/**
 * Issue 20, items 2 and 3, in the browser: the demo administrator builds a two-level option tree (a fee typed
 * with a decimal comma, a payment mistake first) and walks the candidate's cascade in the preview; then adds an
 * exam municipality found by name, a venue, two rooms (a zero capacity first) and a stage (gates in the wrong
 * order first). Each screen passes axe with no serious violation.
 */
const ADMIN = { cpf: '714.682.305-90', senha: 'administrador' };
const DIA = 86_400_000;

async function semViolacoesGraves(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(graves.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join('; ')}`)).toEqual([]);
}

/** A new, empty process created through the back office's own call (POST prcSeletivo/salvar). */
async function novoProcesso(page: Page, descricao: string): Promise<number> {
  await page.request.get('/sgps/pssFisica/buscaDadosSessao');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const flags = ['prcSltTemGrupos', 'prcSltExbEnsalamento', 'prcSltInsUnica', 'prcSltPgtCartao', 'prcSltPgtDebito', 'prcSltOpcEditavel', 'prcSltExbResultado', 'prcSltExbAjuda', 'prcSltEnvArquivo'];
  const nulos = ['prcSltEnsLembrete', 'prcSltUrlInformacao', 'prcSltNmrConvenio', 'prcSltNmrConvenioCartao', 'prcSltDtFimIsencao', 'prcSltDtEmsBoleto', 'prcSltDtVncBoleto', 'prcSltDtFimReimpressao', 'prcSltDtFimEdicao', 'prcSltMncSede', 'prcSltLembrete', 'prcSltCndPersonalizadas', 'prcSltTxtInsFinal', 'prcSltTtlAlternativo', 'prcSltQstAvaliacao'];
  const corpo = {
    prcSltDescricao: descricao,
    prcSltTipo: 'VESTIBULAR',
    prcSltNmrOpcoes: '1',
    prcSltPgtBoleto: true,
    prcSltPgtPix: true,
    prcSltDtInicio: new Date(Date.now() - DIA).toISOString(),
    prcSltDtFim: new Date(Date.now() + 30 * DIA).toISOString(),
    ...Object.fromEntries(flags.map((f) => [f, false])),
    ...Object.fromEntries(nulos.map((f) => [f, null])),
  };
  const res = await page.request.post('/sgps/prcSeletivo/salvar', { data: corpo, headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.prcSltCodigo;
}

test('options: a two-level tree with a fee in decimal comma, and the candidate-eye cascade', async ({ page }) => {
  await entrar(page, ADMIN.cpf, ADMIN.senha, '/gestao');
  await expect(page).toHaveURL(/\/gestao$/);
  const codigo = await novoProcesso(page, `Opções E2E ${Date.now()}`);
  await page.goto(`/gestao/processo/${codigo}/opcoes`);
  await expect(page.getByRole('heading', { name: 'Opções do processo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Opções', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Nenhuma opção cadastrada ainda.')).toBeVisible();
  await semViolacoesGraves(page);

  await page.getByRole('button', { name: 'Nova opção de primeiro nível' }).click();
  let form = page.getByRole('region', { name: 'Nova opção' });
  await form.getByLabel('Descrição').fill('Campus Uvaranas');
  await form.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption({ label: 'Campus' });
  await form.getByRole('button', { name: 'Salvar opção' }).click();
  await expect(page.getByTestId('linha-opcao').filter({ hasText: 'Campus Uvaranas' })).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Nova subordinada de Campus Uvaranas' }).click();
  form = page.getByRole('region', { name: 'Nova opção' });
  await expect(form.getByLabel('Opção superior')).toHaveValue(/\d+/);
  await form.getByLabel('Descrição').fill('Medicina - Integral');
  await form.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption({ label: 'Curso' });
  await form.getByLabel('Opção final (o candidato a escolhe)').check();
  const taxa = form.getByLabel('Taxa de inscrição (R$)');
  await taxa.pressSequentially('1234,5');
  await expect(taxa).toHaveValue('1.234,5');
  await form.getByLabel('Boleto').uncheck();
  await form.getByLabel('Pix').uncheck();
  await form.getByRole('button', { name: 'Salvar opção' }).click();
  // The API's message beside the payment forms; nothing created.
  await expect(form.getByText('Escolha ao menos uma forma de pagamento para uma opção com taxa.')).toBeVisible();
  await expect(page.getByTestId('no-opcao')).toHaveCount(1);
  await semViolacoesGraves(page);

  await form.getByLabel('Pix').check();
  await form.getByRole('button', { name: 'Salvar opção' }).click();
  const filha = page.getByTestId('linha-opcao').filter({ hasText: 'Medicina - Integral' });
  await expect(filha).toContainText('Final · R$ 1.234,50');
  const arvore = (await (await page.request.get(`/sgps/gestao/processos/${codigo}/opcoes`)).json()).data.opcoes;
  expect(arvore).toEqual([
    expect.objectContaining({ opcDescricao: 'Campus Uvaranas', opcCdgPai: null, opcOpcFinal: false, opcVlrInscricao: null }),
    expect.objectContaining({ opcDescricao: 'Medicina - Integral', opcCdgPai: arvore[0].opcCodigo, opcOpcFinal: true, opcVlrInscricao: 123450, opcPgtPix: true, opcPgtBoleto: false }),
  ]);

  // The candidate's eye: "Selecione o {tipo}" per level, the fee beside the final option.
  const previa = page.getByTestId('previa-candidato');
  await previa.getByLabel('Selecione o Campus').selectOption({ label: 'Campus Uvaranas' });
  await previa.getByLabel('Selecione o Curso').selectOption({ label: 'Medicina - Integral — R$ 1.234,50' });
  await expect(previa.getByTestId('previa-completa')).toHaveText('Opção completa: Campus Uvaranas › Medicina - Integral — R$ 1.234,50');

  // Collapse and expand the root.
  await page.getByRole('button', { name: 'Recolher Campus Uvaranas' }).click();
  await expect(filha).toBeHidden();
  await page.getByRole('button', { name: 'Expandir Campus Uvaranas' }).click();
  await expect(filha).toBeVisible();
  await semViolacoesGraves(page);
});

test('exam logistics: a municipality found by name, a venue with two rooms, and a stage', async ({ page }) => {
  await entrar(page, ADMIN.cpf, ADMIN.senha, '/gestao');
  await expect(page).toHaveURL(/\/gestao$/);
  const codigo = await novoProcesso(page, `Provas E2E ${Date.now()}`);
  await page.goto(`/gestao/processo/${codigo}/provas`);
  await expect(page.getByRole('heading', { name: 'Municípios de prova' })).toBeVisible();
  await expect(page.getByText('Nenhum município de prova ainda')).toBeVisible();
  await semViolacoesGraves(page);

  await page.getByLabel('Acrescentar município (digite o nome)').fill('ponta gr');
  await page.getByRole('button', { name: 'Acrescentar Ponta Grossa - PR' }).click();
  const municipio = page.getByTestId('municipio-prova');
  await expect(municipio).toContainText('Ponta Grossa - PR');

  await page.getByRole('button', { name: 'Novo local de prova' }).click();
  const formLocal = page.getByRole('form', { name: 'Novo local de prova' });
  await expect(formLocal.getByLabel('Município')).toHaveValue(/\d+/);
  await formLocal.getByLabel('Nome do local').fill('Campus Uvaranas - Bloco L');
  await formLocal.getByLabel('Endereço').fill('Av. General Carlos Cavalcanti, 4748');
  await formLocal.getByLabel('Bairro').fill('Uvaranas');
  await formLocal.getByLabel('Ponto de referência').fill('Portão 2');
  await formLocal.getByRole('button', { name: 'Salvar local' }).click();
  const local = page.getByTestId('local-prova');
  await expect(local).toContainText('Av. General Carlos Cavalcanti, 4748 - Uvaranas');

  for (const [numero, lugares] of [
    ['101', '40'],
    ['102', '0'],
  ]) {
    await page.getByRole('button', { name: 'Nova sala em Campus Uvaranas - Bloco L' }).click();
    const sala = page.getByRole('form', { name: 'Nova sala em Campus Uvaranas - Bloco L' });
    await sala.getByLabel('Número da sala').fill(numero);
    await sala.getByLabel('Bloco').fill('L');
    await sala.getByLabel('Capacidade (lugares)').fill(lugares);
    await sala.getByRole('button', { name: 'Salvar sala' }).click();
    if (lugares === '0') {
      await expect(sala.getByText('A capacidade precisa ser maior que zero.')).toBeVisible();
      await sala.getByLabel('Capacidade (lugares)').fill('35');
      await sala.getByRole('button', { name: 'Salvar sala' }).click();
    }
    await expect(page.getByTestId('sala').filter({ hasText: numero })).toBeVisible();
  }
  await expect(page.getByTestId('totais-local')).toHaveText('2 salas, 75 lugares');
  await expect(page.getByTestId('totais-municipio')).toHaveText('2 salas, 75 lugares');
  await expect(municipio).toContainText('2 salas, 75 lugares');

  await page.getByRole('button', { name: 'Nova etapa' }).click();
  const etapa = page.getByRole('form', { name: 'Nova etapa' });
  await etapa.getByLabel('Descrição').fill('1ª etapa - Conhecimentos gerais');
  await etapa.getByLabel('Mnemônico').fill('E1');
  const data = etapa.getByRole('textbox', { name: 'Data', exact: true });
  await data.pressSequentially('06122026');
  await expect(data).toHaveValue('06/12/2026');
  const abre = etapa.getByLabel('Abertura dos portões');
  await abre.pressSequentially('0730');
  await expect(abre).toHaveValue('07:30');
  await etapa.getByLabel('Fechamento dos portões').pressSequentially('0700');
  await etapa.getByLabel('Término da prova').pressSequentially('1230');
  await etapa.getByRole('button', { name: 'Salvar etapa' }).click();
  await expect(etapa.getByText('Os portões fecham depois de abrir: informe um horário posterior a 07:30.')).toBeVisible();
  await expect(page.getByTestId('etapa-prova')).toHaveCount(0);
  await semViolacoesGraves(page);

  await etapa.getByLabel('Fechamento dos portões').fill('');
  await etapa.getByLabel('Fechamento dos portões').pressSequentially('0800');
  await etapa.getByRole('button', { name: 'Salvar etapa' }).click();
  await expect(page.getByTestId('etapa-prova')).toContainText('06/12/2026, portões 07:30–08:00, término 12:30');

  const provas = (await (await page.request.get(`/sgps/gestao/processos/${codigo}/provas`)).json()).data;
  expect(provas.municipios).toEqual([expect.objectContaining({ mncDescricao: 'Ponta Grossa', ufCodigo: 'PR' })]);
  expect(provas.locais[0].salas.map((s: { prcSltPrvSlNumero: string; prcSltPrvSlQntLugar: number }) => [s.prcSltPrvSlNumero, s.prcSltPrvSlQntLugar])).toEqual([
    ['101', 40],
    ['102', 35],
  ]);
  expect(provas.etapas).toEqual([expect.objectContaining({ prcSltEtpPrvData: '2026-12-06', prcSltEtpPrvHrrAbrPortao: '07:30', prcSltEtpPrvHrrFchPortao: '08:00', prcSltEtpPrvHrrTermino: '12:30', prcSltEtpPrvMnemonico: 'E1' })]);
  await semViolacoesGraves(page);
});

test('options: changing the fee of an option candidates chose asks for a justification, then saves it', async ({ page }) => {
  await entrar(page, ADMIN.cpf, ADMIN.senha, '/gestao');
  await expect(page).toHaveURL(/\/gestao$/);
  // A seeded process with enrolments, and one of its final options that enrolments chose.
  const lista = (await (await page.request.get(`/sgps/gestao/processos?busca=${encodeURIComponent('Vestibular de Verão 2027')}`)).json()).data;
  expect(lista).toHaveLength(1);
  const codigo = lista[0].prcSltCodigo;
  const opcoes = (await (await page.request.get(`/sgps/gestao/processos/${codigo}/opcoes`)).json()).data.opcoes as { opcCodigo: number; opcDescricao: string; opcOpcFinal: boolean; inscricoes: number; opcVlrInscricao: number | null }[];
  const escolhida = opcoes.find((o) => o.opcOpcFinal && o.inscricoes > 0)!;
  expect(escolhida).toBeDefined();

  await page.goto(`/gestao/processo/${codigo}/opcoes`);
  // Descriptions repeat across the tree (every course has its "Integral"): the row is found by its code.
  await page.locator(`[data-opcao="${escolhida.opcCodigo}"]`).getByRole('button', { name: `Editar ${escolhida.opcDescricao}`, exact: true }).click();
  const form = page.getByRole('region', { name: `Editar "${escolhida.opcDescricao}"` });
  await expect(form.getByText(/já escolh(eu|eram) esta opção ou uma subordinada/)).toBeVisible();
  const taxa = form.getByLabel('Taxa de inscrição (R$)');
  await taxa.fill('');
  await taxa.pressSequentially('99,9');
  await form.getByRole('button', { name: 'Salvar opção' }).click();

  const dialogo = page.getByRole('dialog', { name: 'Justificativa necessária' });
  await expect(dialogo).toContainText(/Esta alteração da opção afeta \d+ inscriç(ão|ões) já feitas?\./);
  await semViolacoesGraves(page);
  const confirmar = dialogo.getByRole('button', { name: 'Confirmar alteração' });
  await expect(confirmar).toBeDisabled();
  await dialogo.getByLabel('Justificativa (fica registrada na auditoria)').fill('Reajuste da taxa aprovado pelo conselho');
  await confirmar.click();
  await expect(dialogo).toBeHidden();
  await expect(form).toBeHidden();

  const depois = (await (await page.request.get(`/sgps/gestao/processos/${codigo}/opcoes`)).json()).data.opcoes.find((o: { opcCodigo: number }) => o.opcCodigo === escolhida.opcCodigo);
  expect(depois.opcVlrInscricao).toBe(9990);
  const trilha = await (await page.request.get(`/sgps/gestao/auditoria?prcSltCodigo=${codigo}&entidade=opcao&start=0&limit=5`)).json();
  expect(trilha.data[0]).toMatchObject({ justificativa: 'Reajuste da taxa aprovado pelo conselho' });
  // The candidate specs enrol in this demo process later in the same run: the fee goes back as it was.
  await page.locator(`[data-opcao="${escolhida.opcCodigo}"]`).getByRole('button', { name: `Editar ${escolhida.opcDescricao}`, exact: true }).click();
  await form.getByLabel('Taxa de inscrição (R$)').fill('');
  await form.getByLabel('Taxa de inscrição (R$)').pressSequentially((escolhida.opcVlrInscricao! / 100).toFixed(2).replace('.', ','));
  await form.getByRole('button', { name: 'Salvar opção' }).click();
  await dialogo.getByLabel('Justificativa (fica registrada na auditoria)').fill('Teste automatizado: taxa original restaurada.');
  await dialogo.getByRole('button', { name: 'Confirmar alteração' }).click();
  await expect(form).toBeHidden();
  await expect.poll(async () => (await (await page.request.get(`/sgps/gestao/processos/${codigo}/opcoes`)).json()).data.opcoes.find((o: { opcCodigo: number }) => o.opcCodigo === escolhida.opcCodigo).opcVlrInscricao).toBe(escolhida.opcVlrInscricao);
});
