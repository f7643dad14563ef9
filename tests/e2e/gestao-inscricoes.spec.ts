import { expect, test } from '@playwright/test';
import { ADMIN, CANDIDATA, entrarEm, GESTOR, ilhasProntas, semViolacoesGraves } from './gestao.helpers.ts';

/**
 * Issue 21, items 1 and 2, in the browser: the demo administrator finds the demo candidate by a part of her name
 * typed without the accent, opens one of her enrolments and rejects it with a reason; signed in as the candidate,
 * the reason is on her enrolment list. The account support screen shows her account without a secret.
 */
const MOTIVO = 'Documento de identidade enviado ilegível.';

test('the administrator finds the candidate without accents, rejects an enrolment with a reason, and she reads it on her list', async ({ page, browser }) => {
  await entrarEm(page, '/gestao/inscricoes', ADMIN);
  await expect(page.getByRole('heading', { name: 'Candidatos e inscrições' })).toBeVisible();
  await ilhasProntas(page);
  await semViolacoesGraves(page);

  // A part of a CPF is refused beside the field, before anything is asked of the API.
  const cpf = page.getByLabel('CPF (inteiro)');
  await cpf.pressSequentially('529982');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('Informe o CPF inteiro (11 dígitos) e válido.')).toBeVisible();
  await cpf.fill('');

  await page.getByTestId('busca-nome').fill('conceicao');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const linhas = page.locator('tbody tr[data-inscricao]');
  await expect(linhas.first()).toContainText(CANDIDATA.nome);
  await expect(page.getByRole('status').filter({ hasText: /Inscrições 1 a \d+ de \d+/ })).toBeVisible();
  await semViolacoesGraves(page);

  // Her enrolment in Agentes Universitários 2027, which no later spec needs: the demo's other enrolments are what
  // the candidate specs (and gestao-mensagens: she must stay deferred in the PSS) run on in the same database.
  const alvo = linhas.filter({ hasText: CANDIDATA.nome }).filter({ hasText: 'Processo Seletivo Simplificado - Agentes Universitários 2027' }).filter({ hasNotText: /Cancelada|Indeferida/ });
  await expect(alvo).toHaveCount(1);
  const numero = Number(await alvo.getAttribute('data-inscricao'));
  await alvo.getByRole('link', { name: String(numero), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/gestao/inscricao/${numero}$`));
  await expect(page.getByRole('heading', { name: new RegExp(`Inscrição nº ${numero}`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dados da inscrição' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Histórico' })).toBeVisible();
  await semViolacoesGraves(page);

  // The dialog asks for the reason and the justification, each explained beside its field.
  await page.getByRole('button', { name: 'Indeferir', exact: true }).click();
  const dialogo = page.getByRole('dialog');
  await expect(dialogo).toContainText(`Indeferir a inscrição nº ${numero}`);
  await dialogo.getByRole('button', { name: 'Indeferir', exact: true }).click();
  await expect(dialogo.getByText('Escreva o motivo do indeferimento: o candidato o lerá.')).toBeVisible();
  await expect(dialogo.getByText(/Escreva uma justificativa \(pelo menos 10 caracteres\)/)).toBeVisible();
  await dialogo.getByLabel('Motivo (o candidato lerá)').fill(MOTIVO);
  await dialogo.getByLabel('Justificativa (fica registrada na auditoria)').fill('Conferido pela comissão em reunião.');
  await semViolacoesGraves(page);
  await dialogo.getByRole('button', { name: 'Indeferir', exact: true }).click();
  await expect(dialogo).toHaveCount(0);
  await expect(page.getByTestId('situacao-inscricao')).toHaveText('Indeferida');
  await expect(page.getByText(`Motivo do indeferimento (o candidato vê): ${MOTIVO}`)).toBeVisible();
  const historico = page.getByRole('region', { name: 'Histórico' });
  await expect(historico).toContainText('Indeferida pela equipe');
  await expect(historico).toContainText('Justificativa: Conferido pela comissão em reunião.');

  // The candidate, in her own browser, sees the state and the reason on her enrolment list at once.
  const dela = await browser.newContext();
  const candidata = await dela.newPage();
  await entrarEm(candidata, '/prcSeletivo', CANDIDATA);
  const item = candidata.getByRole('listitem', { name: `Inscrição ${numero}` });
  await expect(item.getByTestId('indeferimento')).toHaveText(`Inscrição indeferida: ${MOTIVO}`);
  await expect(item).toContainText('Indeferida');
  await semViolacoesGraves(candidata);
  await dela.close();
});

test('the account support screen finds the candidate and shows her account, sessions and sign-ins, no secret', async ({ page }) => {
  await entrarEm(page, '/gestao/contas', ADMIN);
  await expect(page.getByRole('heading', { name: 'Contas de acesso' })).toBeVisible();
  await ilhasProntas(page);
  await page.getByTestId('busca-pessoa').fill('ma');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('Digite ao menos 3 letras do nome, ou o CPF inteiro.')).toBeVisible();
  await page.getByTestId('busca-pessoa').fill('conceicao');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(CANDIDATA.nome) }).first().click();
  const painel = page.getByRole('region', { name: CANDIDATA.nome });
  await expect(painel.getByTestId('resumo-conta')).toHaveText('Entra pelo CPF');
  await expect(painel).toContainText('Entradas recentes (90 dias)');
  await expect(painel.getByRole('button', { name: 'Exigir nova senha' })).toBeVisible();
  expect(await page.content()).not.toMatch(/argon2|senhaHash|tokenHash/);
  await semViolacoesGraves(page);
  await painel.getByRole('button', { name: 'Transferir o CPF' }).click();
  await expect(page.getByRole('dialog')).toContainText('A conta atual perde o login');
  await semViolacoesGraves(page);
});

// Issue 34, item 1: a Gestor cannot change how an Administrador signs in; the screen says so instead of offering it.
test('a Gestor opening an Administrador’s account sees why its sign-in is not theirs to change, and no action', async ({ page }) => {
  await entrarEm(page, '/gestao/contas', GESTOR);
  await ilhasProntas(page);
  await page.getByTestId('busca-pessoa').fill('helena marques');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('button', { name: /Helena Marques Ribeiro/ }).first().click();
  const painel = page.getByRole('region', { name: 'Helena Marques Ribeiro' });
  await expect(painel.getByTestId('acesso-recusado')).toContainText('só um Administrador pode alterar o acesso dela');
  await expect(painel.getByRole('group', { name: 'Ações sobre a conta' })).toHaveCount(0);
  await semViolacoesGraves(page);
});
