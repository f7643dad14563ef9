import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { novoCandidatoLogado } from './candidato.helpers.ts';
import { ADMIN, entrarEm } from './gestao.helpers.ts';

/**
 * Issue 34 §2 in Chromium: a person who is not a demo account (those skip the second factor, said on the strip)
 * receives a staff role from the administrator's screen, and at the next sign-in sets the factor up from the secret
 * shown beside the QR code — the codes here are computed with otpauth from what the page shows, as an authenticator
 * app would —, signs in with a code, then with a recovery code, and is refused that recovery code a second time.
 * Finally the administrator resets the factor on /gestao/equipe.
 */
const SENHA = 'senha-do-novo';
const passoAgora = () => Math.floor(Date.now() / 30_000);
const codigoDoPasso = (segredo: string, passo: number) => new TOTP({ secret: Secret.fromBase32(segredo), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: passo * 30_000 });

/** The password step at the login app, on the way to /gestao; leaves the page on what comes next. */
async function senha(page: Page, cpf: string) {
  await page.context().clearCookies();
  await page.goto('/login?voltar=%2Fgestao');
  await page.getByLabel('CPF ou Passaporte').fill(cpf);
  await page.getByLabel('Senha').fill(SENHA);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('a new staff member sets the second factor up from the QR’s secret, signs in with codes, and a recovery code works once', async ({ page, browser }) => {
  const { cpf } = await novoCandidatoLogado(page, 'Servidora Duas Etapas');
  const cpfFormatado = cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');

  // The demo administrator (a demo account: no second factor, as the strip says) grants Leitura for every process.
  const adminContexto = await browser.newContext();
  const admin = await adminContexto.newPage();
  await entrarEm(admin, '/gestao/equipe', ADMIN);
  await expect(admin.getByTestId('faixa-demo-segundo-fator')).toHaveText('As contas de demonstração da equipe entram sem a verificação em duas etapas, que a produção sempre exige.');
  await admin.getByLabel('CPF da pessoa').pressSequentially(cpf);
  await admin.getByRole('button', { name: 'Buscar pessoa' }).click();
  const form = admin.getByRole('form', { name: 'Conceder papel a Servidora Duas Etapas' });
  await expect(form.getByLabel('Papel')).toHaveValue('LEITURA');
  await form.getByLabel('Todos os processos').check();
  await form.getByRole('button', { name: 'Conceder papel' }).click();
  await expect(admin.getByTestId('aviso-concessao')).toContainText('Papel Leitura concedido a Servidora Duas Etapas');

  // The first staff sign-in: no session yet, the QR code and its key.
  await senha(page, cpfFormatado);
  await expect(page.getByRole('heading', { name: 'Configure a verificação em duas etapas' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código QR para o aplicativo autenticador' })).toBeVisible();
  const segredo = (await page.getByTestId('segredo-totp').innerText()).replace(/\s/g, '');
  expect(segredo).toMatch(/^[A-Z2-7]{32}$/);
  const passoDaConfiguracao = passoAgora();
  await page.getByLabel('Código de verificação').fill(codigoDoPasso(segredo, passoDaConfiguracao));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Guarde os seus códigos de recuperação' })).toBeVisible();
  const codigos = (await page.getByTestId('codigos-recuperacao').getByRole('listitem').allInnerTexts()).map((c) => c.trim());
  expect(codigos).toHaveLength(10);
  await page.getByRole('link', { name: 'Guardei os códigos, continuar' }).click();
  await expect(page).toHaveURL(/\/gestao$/);

  // Sign-in with the app's code: a step after the one the set-up took (that one is refused as a replay), or now.
  await senha(page, cpfFormatado);
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByLabel('Código de verificação').fill(codigoDoPasso(segredo, Math.max(passoDaConfiguracao + 1, passoAgora())));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/gestao$/);

  // Without the phone: a recovery code signs in once...
  await senha(page, cpfFormatado);
  await page.getByLabel('Código de verificação').fill(codigos[0]);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/gestao$/);
  await page.goto('/login/minha-seguranca');
  await expect(page.getByTestId('codigos-restantes')).toHaveText('9');

  // ...and never again.
  await senha(page, cpfFormatado);
  await page.getByLabel('Código de verificação').fill(codigos[0]);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toContainText('Este código de recuperação não vale: ele já foi usado ou não é desta conta.');
  await expect(page).toHaveURL(/\/login\/segundo-fator$/);

  // The administrator resets it (the person lost the phone): justification, confirmation, the state shown.
  await admin.reload();
  await admin.getByLabel('CPF da pessoa').pressSequentially(cpf);
  await admin.getByRole('button', { name: 'Buscar pessoa' }).click();
  await expect(admin.getByTestId('estado-segundo-fator')).toHaveText('ativa');
  await admin.getByRole('button', { name: 'Redefinir verificação em duas etapas' }).click();
  const dialogo = admin.getByRole('dialog', { name: 'Redefinir verificação em duas etapas' });
  await dialogo.getByLabel('Justificativa').fill('Perdeu o celular; confirmado por telefone.');
  await dialogo.getByRole('button', { name: 'Redefinir' }).click();
  await expect(admin.getByTestId('segundo-fator-pessoa').getByRole('status')).toContainText('Verificação em duas etapas de Servidora Duas Etapas redefinida');
  await expect(admin.getByTestId('estado-segundo-fator')).toHaveText('ainda não configurada (será na próxima entrada)');
  await adminContexto.close();

  // The next sign-in sets a new factor up.
  await senha(page, cpfFormatado);
  await expect(page.getByRole('heading', { name: 'Configure a verificação em duas etapas' })).toBeVisible();
});
