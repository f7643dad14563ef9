import { expect, test } from '@playwright/test';
import { CAMPOS_PESSOA } from '../../src/domain/pessoa-campos.ts';
import { novoCandidatoLogado, processCode } from './candidato.helpers.ts';
import { verificarNaTela } from './telefone.helpers.ts';
import { configurarCampos } from './telas.helpers.ts';

/**
 * Issue 24 point 3: the SPEC §3 person fields are configurable fields of the enrolment form. Staff show and require
 * them through the form configuration (the back office's form screen lists them in their own group); the candidate
 * types them on the first step with their masks, is told in Portuguese what is wrong, and they are saved through
 * configuracoes/pssFisica/atualizaDados. Naturalidade, the voter title's municipality and the bank are picked from
 * lists (UF, then municipality; the banks), and the step with them passes the phone checks of point 11.
 */
const PROCESSO = 'Chamamento Público nº 12/2026 - Tutores para Educação a Distância';
const CONFIGURADOS = ['pssFscTtlEleitor', 'pssFscPisPasep', 'pssFscGrpSanguineo', 'pssFscDcmMltData', 'mncCdgNaturalidade', 'pssFscTtlEltMncCodigo', 'bncCodigo'];

/** A valid NIS/PIS (SPEC §5 weights 3,2,9,8,7,6,5,4,3,2). */
function nisValido(base = '1205641254'): string {
  const pesos = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const r = [...base].reduce((s, d, i) => s + Number(d) * pesos[i], 0) % 11;
  const dv = r < 2 ? 0 : 11 - r;
  return `${base}${dv}`;
}

test('3. the person fields a process asks for: configured by staff, typed with masks, checked, saved', async ({ page, playwright, baseURL, hasTouch }) => {
  const prc = await processCode(page.request, PROCESSO);
  const grupos = await configurarCampos(playwright, baseURL!, prc, {
    pssFscTtlEleitor: { obrigatorio: true },
    pssFscPisPasep: { obrigatorio: false },
    pssFscGrpSanguineo: { obrigatorio: false },
    pssFscDcmMltData: { obrigatorio: false },
    mncCdgNaturalidade: { obrigatorio: true },
    pssFscTtlEltMncCodigo: { obrigatorio: false },
    bncCodigo: { obrigatorio: false },
  });
  // the staff's form screen offers every one of them, in their own group
  const grupo = grupos.find((g) => g.grupo === 'pessoa')!;
  expect(grupo.nome).toBe('Dados pessoais (cadastro da pessoa)');
  expect(grupo.campos.map((c) => c.prcSltFrmCmpNome).sort()).toEqual(CAMPOS_PESSOA.map((c) => c.name).sort());

  // other specs enrol in this process: the fields are hidden again at the end
  try {
    await candidatoPreenche(page, prc, hasTouch);
  } finally {
    await configurarCampos(playwright, baseURL!, prc, Object.fromEntries(CONFIGURADOS.map((n) => [n, { exibir: false, obrigatorio: false }])));
  }
});

async function candidatoPreenche(page: import('@playwright/test').Page, prc: number, toque: boolean) {
  const { pessoa } = await novoCandidatoLogado(page, 'Cadastro Completo Teste');
  await page.goto(`/prcSeletivo/inscrever/${pessoa}/${prc}/0`);
  const bloco = page.getByRole('group', { name: 'Documentos e outros dados' });
  await expect(bloco).toBeVisible();
  await expect(bloco.getByLabel('Sobrenome')).toHaveCount(0); // not configured: not asked
  const titulo = bloco.getByRole('textbox', { name: 'Título de eleitor', exact: true });
  await expect(titulo).toHaveAttribute('inputmode', 'numeric');

  // required, and checked as it is typed
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByText('Título de eleitor: campo obrigatório.')).toBeVisible();
  await expect(page.getByText('Naturalidade (município de nascimento): campo obrigatório.')).toBeVisible();
  await titulo.fill('1234 5678-90');
  await expect(titulo).toHaveValue('1234567890'); // the mask keeps digits only
  await bloco.getByLabel('PIS/PASEP').fill('12345678901');
  await bloco.getByLabel('Documento militar (data)').fill('31022001');
  await expect(bloco.getByLabel('Documento militar (data)')).toHaveValue('31/02/2001');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByText('Título de eleitor: informe 12 dígitos.')).toBeVisible();
  await expect(page.getByText('PIS/PASEP: número inválido.')).toBeVisible();
  await expect(page.getByText('Documento militar (data): use uma data válida no formato dd/mm/aaaa.')).toBeVisible();

  await titulo.fill('123456789012');
  await bloco.getByLabel('PIS/PASEP').fill(nisValido());
  await bloco.getByLabel('Documento militar (data)').fill('28022001');
  await bloco.getByLabel('Grupo sanguíneo').selectOption('AB');
  // the pickers: the UF first, then one of its municipalities; the banks by number
  const naturalidade = bloco.getByRole('combobox', { name: 'Naturalidade (município de nascimento)', exact: true });
  await expect(naturalidade).toBeDisabled(); // no UF yet
  await bloco.getByLabel('UF de Naturalidade (município de nascimento)').selectOption('PR');
  await naturalidade.selectOption({ label: 'Castro' });
  await bloco.getByLabel('UF de Título de eleitor (município)').selectOption('SC');
  const municipioTitulo = bloco.getByRole('combobox', { name: 'Título de eleitor (município)', exact: true });
  await expect(municipioTitulo.getByRole('option', { name: 'Castro' })).toHaveCount(0); // only SC's municipalities
  await municipioTitulo.selectOption({ label: 'Joinville' });
  await bloco.getByLabel('Banco').selectOption({ label: '341 - Itaú Unibanco S.A.' });
  // the pickers fit a phone too: no sideways scroll, 44 px targets, no serious axe violation
  await verificarNaTela(page, 'first step with the pickers', toque);
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.locator('[aria-current="step"]')).toHaveText(/^2\./); // on to the next step
  // back on the first step, the saved municipalities come back with their UF
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(bloco.getByLabel('UF de Naturalidade (município de nascimento)')).toHaveValue('PR');
  await expect(naturalidade.locator('option:checked')).toHaveText('Castro');
  await expect(bloco.getByLabel('UF de Título de eleitor (município)')).toHaveValue('SC');
  await expect(municipioTitulo.locator('option:checked')).toHaveText('Joinville');

  await expect
    .poll(async () => (await (await page.request.get('/sgps/configuracoes/pssFisica/pesquisa')).json()).data[0].pssFscTtlEleitor)
    .toBe('123456789012');
  const eu = (await (await page.request.get('/sgps/configuracoes/pssFisica/pesquisa')).json()).data[0];
  expect([eu.pssFscPisPasep, eu.pssFscGrpSanguineo, eu.pssFscDcmMltData]).toEqual([nisValido(), 'AB', '28/02/2001']);
  const nome = async (path: string, campo: string, codigo: number, descricao: string) =>
    (await (await page.request.get(`/sgps/configuracoes/${path}/pesquisa?filter=${encodeURIComponent(JSON.stringify([{ property: campo, value: codigo }]))}`)).json()).data[0][descricao];
  expect(await nome('municipio', 'mncCodigo', eu.mncCdgNaturalidade, 'mncDescricao')).toBe('Castro');
  expect(await nome('municipio', 'mncCodigo', eu.pssFscTtlEltMncCodigo, 'mncDescricao')).toBe('Joinville');
  expect(await nome('banco', 'bncCodigo', eu.bncCodigo, 'bncNumero')).toBe('341');
}

test('3. atualizaDados refuses a malformed person field with its Portuguese message, and keeps nothing', async ({ page }) => {
  await novoCandidatoLogado(page, 'Ataque Cadastro Teste');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  for (const [campo, valor, mensagem] of [
    ['pssFscTtlEleitor', '12ab', 'Título de eleitor: use apenas números.'],
    ['pssFscGrpSanguineo', 'Z', 'Grupo sanguíneo: escolha uma das opções.'],
    ['pssFscDcmMltAno', '20', 'Documento militar (ano): informe o ano com quatro dígitos.'],
    ['mncCdgNaturalidade', '987654', 'Naturalidade (município de nascimento): escolha um município da lista.'],
    ['bncCodigo', '987654', 'Banco: escolha um banco da lista.'],
  ] as const) {
    const res = await page.request.post('/sgps/configuracoes/pssFisica/atualizaDados', { form: { [campo]: valor, pssFscSobrenome: 'Silva' }, headers: { 'X-XSRF-TOKEN': xsrf } });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toBe(mensagem);
  }
  const eu = (await (await page.request.get('/sgps/configuracoes/pssFisica/pesquisa')).json()).data[0];
  expect(eu.pssFscSobrenome).toBeFalsy(); // one transaction: the valid field beside it was not written either
});
