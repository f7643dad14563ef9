import { expect, test } from '@playwright/test';
import { novoCandidatoLogado, processCode } from './candidato.helpers.ts';
import { entrarDemo } from './telas.helpers.ts';

/**
 * Issue 24, points 4, 7, 8 and 10: what the candidate screens say and where they go, checked against SPEC §2, §7,
 * §8 and §9. Runs in the desktop and the phone profile (playwright.config.ts).
 */

test.describe('4. the existing-enrolment modal: each case reads as whole sentences (SPEC §8)', () => {
  const CASOS = [
    { processo: 'Processo Seletivo Seriado 2027 - PSS', frases: ['Este processo permite apenas uma inscrição e você já possui inscrição nesse processo.', 'Deseja editar a existente?'] },
    { processo: 'Oficina de Redação 2027 - Turma Única', frases: ['Este processo permite apenas uma inscrição e você já possui inscrição nesse processo.'] },
    { processo: 'Intenção de Matrícula em Disciplinas Isoladas - 2027/1', frases: ['Você já possui uma inscrição nesse processo. Deseja fazer outra inscrição ou editar a existente?'] },
    { processo: 'Oficinas de Extensão 2027 - Inscrições Múltiplas', frases: ['Você já possui uma inscrição nesse processo e não é permitido editar a existente.', 'Deseja fazer outra inscrição?'] },
  ];

  test('the four cases, paragraph by paragraph; no question runs into a statement', async ({ page, request }) => {
    await entrarDemo(page);
    for (const caso of CASOS) {
      await page.goto(`/?prcSltCodigo=${await processCode(request, caso.processo)}`);
      const modal = page.getByRole('dialog');
      await expect(modal.getByRole('heading', { name: 'Atenção' })).toBeVisible();
      const paragrafos = modal.locator('.modal-body p');
      await expect(paragrafos).toHaveText(caso.frases);
      // every paragraph is sentences that each end with '.' or '?' (the old wording ended a question with a '.')
      for (const p of await paragrafos.allTextContents()) expect(p).not.toMatch(/Deseja[^?]*\.$/);
    }
  });
});

test.describe('7. Estrangeiro: a passport or an RG, sent as what it is (SPEC §7 tpDcmPessoal)', () => {
  for (const tipo of ['RG', 'PASSAPORTE'] as const) {
    test(`${tipo}: the account check and the new account carry it`, async ({ page, request }) => {
      const code = await processCode(request, 'Vestibular de Verão 2027');
      const documento = `${tipo === 'RG' ? 'RG' : 'PX'}${Date.now().toString(36).toUpperCase()}`;
      await page.goto(`/entrar/${code}`);
      await page.getByLabel('Estrangeiro').check();
      const tipoDoc = page.getByRole('group', { name: 'Tipo de documento' });
      await expect(tipoDoc).toBeVisible();
      if (tipo === 'RG') await tipoDoc.getByLabel('RG').check();
      await page.getByLabel('Passaporte ou RG').fill(documento);
      const consulta = page.waitForRequest((r) => r.url().includes('checkContaExisteByDcmPessoal'));
      await page.getByRole('button', { name: 'Continuar' }).click();
      const url = new URL((await consulta).url());
      expect(url.searchParams.get('tpDcmPessoal')).toBe(tipo);
      expect(url.searchParams.get('dcmPessoal')).toBe(documento);

      await expect(page.getByRole('heading', { name: 'Crie a sua conta' })).toBeVisible();
      await page.getByLabel('Nome completo').fill('Estrangeira de Teste');
      await page.getByLabel('E-mail').fill('estrangeira@exemplo.com');
      await page.getByLabel('Data de nascimento').fill('02/03/2000');
      await page.getByLabel('Senha', { exact: true }).fill('uma-senha-boa');
      await page.getByLabel('Confirme a senha').fill('uma-senha-boa');
      await page.getByRole('button', { name: 'Criar conta e continuar' }).click();
      // signed in now: the form's first step, from the new account
      await expect(page.getByRole('button', { name: 'Avançar' })).toBeVisible();
      const res = await page.request.get('/sgps/configuracoes/pssFisica/pesquisa');
      expect(res.status(), await res.text()).toBe(200);
      const eu = (await res.json()).data[0];
      expect(tipo === 'RG' ? eu.pssFscRG : eu.pssFscPassaporte).toBe(documento);
      expect(tipo === 'RG' ? eu.pssFscPassaporte : eu.pssFscRG).toBeFalsy();
    });
  }

  test('Brasileiro hides the document type; Estrangeiro shows it again with Passaporte chosen', async ({ page, request }) => {
    await page.goto(`/entrar/${await processCode(request, 'Vestibular de Verão 2027')}`);
    const tipoDoc = page.getByRole('group', { name: 'Tipo de documento' });
    await expect(page.getByLabel('CPF')).toBeVisible();
    await expect(tipoDoc).toBeHidden();
    await page.getByLabel('Estrangeiro').check();
    await expect(tipoDoc.getByLabel('Passaporte')).toBeChecked();
    await page.getByLabel('Brasileiro').check();
    await expect(tipoDoc).toBeHidden();
  });
});

test.describe('8. the enrolment form of a missing or closed process goes home (SPEC §2, §8)', () => {
  test('missing, upcoming and closed processes: /home, no form and no in-page warning', async ({ page, request }) => {
    const { pessoa } = await novoCandidatoLogado(page, 'Formulario Fechado Teste');
    const codigos = [987654, await processCode(request, 'Vestibular de Inverno 2027'), await processCode(request, 'Vestibular de Verão 2026')];
    for (const codigo of codigos) {
      await page.goto(`/prcSeletivo/inscrever/${pessoa}/${codigo}/0`);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByTestId('user-menu')).toBeAttached();
    }
  });
});

test.describe('10. alerts hide after the 5000 ms default of SPEC §9', () => {
  test('the internal-bond warning stays 5000 ms, not longer', async ({ page, request }) => {
    const code = await processCode(request, 'Vestibular de Verão 2027');
    const { pessoa } = await novoCandidatoLogado(page, 'Alerta Vinculo Teste');
    let liberar!: () => void;
    const portao = new Promise<void>((r) => (liberar = r));
    await page.route('**/sgps/configuracoes/pssFisica/verificaPssFscVncInterno*', async (route) => {
      await portao;
      await route.fulfill({ status: 500, body: 'falhou' });
    });
    await page.clock.install();
    await page.goto(`/prcSeletivo/inscrever/${pessoa}/${code}/0`);
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    // the clock stops before the check fails: the alert's time is then counted by the test alone
    const agora = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(agora + 1_000);
    liberar();
    const alerta = page.getByText('Não foi possivel verificar se existe vinculo com a instituição. Talvez você não poderá editar os seus dados.');
    await expect(alerta).toBeVisible();
    await page.clock.runFor(4_990);
    await expect(alerta).toBeVisible();
    await page.clock.runFor(20);
    await expect(alerta).toBeHidden();
  });
});
