import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { lerOutbox, linkPara } from '../support/outbox.ts';
import { freshCpf } from './candidato.helpers.ts';

/**
 * Issue 23 in Chromium: a new account confirms its e-mail from the development outbox, then gets back in through
 * "Esqueci minha senha"; the demo candidate downloads their data; an account with no enrolment is deleted.
 * The mail queue may hold a batch up to 30 s on a busy machine (server/plugins/mail-queue.ts), hence the long polls.
 */
const outbox = () => path.join(process.env.E2E_DATA_DIR!, 'outbox');

/** The newest link to `caminho` in a message to `para`, once the mail queue has written one with `assunto`. */
async function linkDoEmail(para: string, assunto: string, caminho: string, depoisDe = 0): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const msgs = (await lerOutbox(outbox())).filter((m) => m.to === para && m.subject === assunto);
        link = msgs.length > depoisDe ? linkPara(msgs.at(-1)!.text, caminho) : null;
        return link !== null;
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  return link!;
}
const quantos = async (para: string, assunto: string) => (await lerOutbox(outbox())).filter((m) => m.to === para && m.subject === assunto).length;

/** A new account (the entry screen's account creation), signed in in this page's context. */
async function contaNova(page: Page, email: string, senha: string): Promise<string> {
  const cpf = freshCpf();
  await page.request.get('/sgps/pssFisica/buscaDadosSessao');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const r = await page.request.post('/sgps/pssFscTemporaria/cadastrarPssFisicaTemporaria', {
    form: { nacionalidade: 'B', documento: cpf, pssFscNome: 'Helena Recupera Teste', pssFscEmail: email, senha, senhaConfirmacao: senha },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(r.status(), await r.text()).toBe(200);
  return cpf;
}

test('uma conta nova confirma o e-mail e, esquecida a senha, volta a entrar pelo link do e-mail', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = `helena.${Date.now()}@exemplo.com`;
  const cpf = await contaNova(page, email, 'senha-antiga-1');

  // the process list reminds, discreetly, that the e-mail is not confirmed; "reenviar" sends another link
  await page.goto('/prcSeletivo');
  const lembrete = page.getByTestId('lembrete-email');
  await expect(lembrete).toContainText(`Confirme o seu e-mail ${email}`);
  await lembrete.getByRole('button', { name: 'reenviar' }).click();
  await expect(lembrete).toContainText(`Enviamos um novo link de confirmação para ${email}.`);

  const confirmar = await linkDoEmail(email, 'Confirme o seu e-mail - Processos Seletivos', '/login/confirmar-email');
  await page.goto(confirmar);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar e-mail' }).click();
  await expect(page.getByRole('status')).toHaveText('E-mail confirmado. Se você esquecer a senha, o link de recuperação irá para este endereço.');
  await page.goto('/prcSeletivo');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('lembrete-email')).toHaveCount(0);

  // another browser, nobody signed in: Esqueci minha senha
  const outro = await browser.newContext();
  const anon = await outro.newPage();
  await anon.goto('/login');
  await anon.getByRole('link', { name: 'Esqueci minha senha' }).click();
  const antes = await quantos(email, 'Nova senha - Processos Seletivos');
  await anon.getByLabel('CPF ou Passaporte').fill(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
  await anon.getByRole('button', { name: 'Enviar link' }).click();
  await expect(anon.getByRole('status')).toContainText(/^Se houver uma conta para este documento, enviamos um link para o e-mail cadastrado \(h\*\*\*\d@e\*\*\*\.com\)/);
  await expect(anon.getByRole('link', { name: 'Não tenho mais acesso a este e-mail' })).toBeVisible();

  const novaSenha = await linkDoEmail(email, 'Nova senha - Processos Seletivos', '/login/nova-senha', antes);
  await anon.goto(novaSenha);
  await anon.getByLabel('Nova senha', { exact: true }).fill('senha-nova-2');
  await anon.getByLabel('Confirme a nova senha').fill('senha-nova-2');
  await anon.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(anon.getByRole('alert')).toHaveText('Senha alterada. Todas as sessões da conta foram encerradas. Entre com a nova senha.');
  await anon.getByLabel('CPF ou Passaporte').fill(cpf);
  await anon.getByLabel('Senha').fill('senha-nova-2');
  await anon.getByRole('button', { name: 'Entrar' }).click();
  await expect(anon).toHaveURL(/\/home$/);

  // the link works once
  await anon.goto(novaSenha);
  await expect(anon.getByRole('alert')).toContainText('Este link não vale mais');
  await outro.close();

  // the first browser's session ended with the new password
  await page.goto('/prcSeletivo');
  await expect(page).toHaveURL(/\/login/);
});

test('o candidato de demonstração baixa os seus dados: o JSON traz as inscrições e as mensagens', async ({ page }) => {
  await page.goto('/login?voltar=%2Flogin%2Fmeus-dados');
  await page.getByLabel('CPF ou Passaporte').fill('529.982.247-25');
  await page.getByLabel('Senha').fill('candidato');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login\/meus-dados$/);
  const secao = page.getByRole('region', { name: 'Meus dados (LGPD)' });
  // the demo candidate has enrolments: the account cannot be deleted here
  await expect(secao).toContainText('a conta não pode ser excluída por aqui');

  const [download] = await Promise.all([page.waitForEvent('download'), secao.getByRole('button', { name: 'Baixar meus dados (JSON)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d+\.json$/);
  const dados = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(dados.pessoa.pssFscNome).toBe('Maria Eduarda Conceição');
  expect(dados.inscricoes.length).toBeGreaterThan(0);
  expect(dados.inscricoes.every((i: { prcSltDescricao: string }) => typeof i.prcSltDescricao === 'string')).toBe(true);
  expect(dados.mensagens.length).toBeGreaterThan(0);
  expect(JSON.stringify(dados)).not.toMatch(/argon2|senhaHash|tokenHash/);

  const [pdf] = await Promise.all([page.waitForEvent('download'), secao.getByRole('button', { name: 'Baixar meus dados (PDF)' }).click()]);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('uma pessoa sem inscrição exclui a conta: os dados somem e ninguém mais entra com ela', async ({ page }) => {
  const cpf = await contaNova(page, `excluir.${Date.now()}@exemplo.com`, 'senha-para-excluir');
  await page.goto('/login/meus-dados');
  const secao = page.getByRole('region', { name: 'Meus dados (LGPD)' });
  await secao.getByLabel('Senha atual').fill('senha-para-excluir');
  await secao.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
  await secao.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page.getByRole('status')).toHaveText('Sua conta foi excluída e os seus dados pessoais foram apagados.');
  await page.goto('/prcSeletivo');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('CPF ou Passaporte').fill(cpf);
  await page.getByLabel('Senha').fill('senha-para-excluir');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('CPF/passaporte ou senha incorretos.');
});
