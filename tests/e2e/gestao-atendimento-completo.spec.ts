import { expect, test, type Locator, type Page } from '@playwright/test';
import { CANDIDATA, entrarEm, GESTOR, hojeEmBrasilia, ilhasProntas, naoLidasNoMenu, retornoPagando, semViolacoesGraves } from './gestao.helpers.ts';

/**
 * Issue 21, "Done when", in the browser and through the screens only: the demo Gestor do processo (of every
 * process, not the administrator) finds the demo candidate by 'conceicao', refuses her exemption request in
 * Agentes Universitários 2027 with a reason (the fee stays due), answers her appeal in Vestibular de Verão 2026,
 * uploads the bank's return file in which her slip of that same enrolment was paid, and writes to the deferred
 * candidates of Ponta Grossa in the PSS (she is one). Then, in a browser of her own, she sees the refused exemption
 * with its reason beside the paid fee, the answer to her appeal, and the new messages with the unread count up.
 */
const AGENTES = 'Processo Seletivo Simplificado - Agentes Universitários 2027';
const VERAO = 'Vestibular de Verão 2026';
const PSS = 'Processo Seletivo Seriado 2027 - PSS';
const MOTIVO = 'A folha-resumo do CadÚnico enviada tem mais de dois anos; o edital pede a atualizada.';
const RESPOSTA = 'A competência 5 foi revista: a nota da redação passa de 600 para 680.';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** 'R$ 1.234,56' -> 123456 centavos. */
const centavos = (texto: string) => Number(texto.replace(/\D/g, ''));
/** 'dd/mm/aaaa' -> 'aaaa-mm-dd'. */
const isoDe = (texto: string) => texto.trim().split('/').reverse().join('-');

/** Her row of `processo` in the staff search's results: its enrolment number. */
async function numeroDaLinha(linhas: Locator, processo: string): Promise<number> {
  const linha = linhas.filter({ hasText: CANDIDATA.nome }).filter({ hasText: processo });
  await expect(linha).toHaveCount(1);
  return Number(await linha.getAttribute('data-inscricao'));
}

/** The candidate's own enrolment list (/prcSeletivo), one enrolment's item. */
async function minhaInscricao(page: Page, numero: number): Promise<Locator> {
  await page.goto('/prcSeletivo');
  const item = page.getByRole('listitem', { name: `Inscrição ${numero}` });
  await expect(item).toBeVisible();
  return item;
}

test('o Gestor do processo atende a candidata pelas telas da gestão, e ela vê cada resultado nas suas', async ({ browser }) => {
  test.setTimeout(120_000);

  // Before anything: how many unread messages her menu announces.
  const antes = await browser.newContext();
  const antesPage = await antes.newPage();
  await entrarEm(antesPage, '/mensagens', CANDIDATA);
  const naoLidasAntes = await naoLidasNoMenu(antesPage);
  await antes.close();

  // 1. The Gestor signs in and reaches the back office through the menu. Roles are not his to grant.
  const page = await (await browser.newContext()).newPage();
  await entrarEm(page, '/home', GESTOR);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Gestão', exact: true }).click();
  await expect(page).toHaveURL(/\/gestao$/);
  await expect(page.getByRole('heading', { name: 'Processos seletivos' })).toBeVisible();
  // A Gestor of every process may create processes, not grant roles: 'Equipe e papéis' is not offered, and its
  // address says why (not that the area is for staff only: he is staff).
  await expect(page.getByRole('link', { name: 'Novo processo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Equipe e papéis' })).toHaveCount(0);
  await page.goto('/gestao/equipe');
  await expect(page.getByTestId('sem-acesso')).toContainText('Você não tem permissão para esta ação da gestão.');
  await expect(page.getByTestId('sem-acesso')).not.toContainText('restrita à equipe');
  await page.goBack();

  // 2. Candidates and enrolments: her name typed without the accent.
  await page.getByRole('link', { name: 'Inscrições', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Candidatos e inscrições' })).toBeVisible();
  await ilhasProntas(page);
  await page.getByRole('searchbox', { name: 'Nome (ou parte dele)' }).fill('conceicao');
  await page.getByRole('combobox', { name: 'Isenção da taxa' }).selectOption({ label: 'Solicitada' });
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const linhas = page.locator('tbody tr[data-inscricao]');
  await expect(linhas.filter({ hasText: CANDIDATA.nome }).first()).toBeVisible();
  const insAgentes = await numeroDaLinha(linhas, AGENTES);
  await linhas.filter({ hasText: AGENTES }).getByRole('link', { name: String(insAgentes), exact: true }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Inscrição nº ${insAgentes}`) })).toBeVisible();
  const pagamento = page.getByRole('region', { name: 'Pagamento' });
  await expect(pagamento).toContainText('Isenção solicitada (em análise).');
  // Her open slip, as the bank received it: what the return file will carry.
  const emitido = pagamento.getByRole('row').filter({ hasText: 'EMITIDO' });
  await expect(emitido).toHaveCount(1);
  const celulas = emitido.getByRole('cell');
  const boleto = { nossoNumero: (await celulas.nth(1).innerText()).trim(), valor: centavos(await celulas.nth(2).innerText()), vencimento: isoDe(await celulas.nth(3).innerText()) };
  expect(boleto.valor).toBeGreaterThan(0);
  const fee = (await celulas.nth(2).innerText()).trim();
  await semViolacoesGraves(page);

  // 3. The exemption queue of her process: refused, with the reason she will read (the fee stays due).
  await page.getByRole('link', { name: AGENTES }).click();
  await expect(page).toHaveURL(/\/gestao\/processo\/\d+$/);
  await page.getByRole('link', { name: 'Isenções', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Isenção da taxa de inscrição' })).toBeVisible();
  const pedido = page.getByRole('row').filter({ hasText: CANDIDATA.nome });
  await expect(pedido).toContainText('CadÚnico');
  await expect(pedido.getByRole('link', { name: 'folha-resumo-cadunico.pdf' })).toBeVisible();
  await pedido.getByRole('checkbox', { name: new RegExp(`Selecionar a inscrição ${insAgentes}`) }).check();
  await page.getByRole('radio', { name: 'Indeferir' }).check();
  await page.getByRole('button', { name: 'Indeferir 1 pedido' }).click();
  await expect(page.getByText('Motivo: escreva por que a isenção foi indeferida (o candidato lerá).')).toBeVisible();
  await page.getByRole('textbox', { name: /^Motivo/ }).fill(MOTIVO);
  await page.getByRole('button', { name: 'Indeferir 1 pedido' }).click();
  await expect(page.getByText('Decisão gravada; o candidato foi avisado.')).toBeVisible();
  await page.getByRole('button', { name: /^Indeferidas/ }).click();
  await expect(page.getByRole('row').filter({ hasText: CANDIDATA.nome })).toContainText(`Motivo: ${MOTIVO}`);
  await semViolacoesGraves(page);

  // 4. Her appeal in the summer entrance exam: found from her enrolment there, answered from the process's queue.
  // The process's Inscrições tab opens the search on Agentes Universitários: she is searched in the other process.
  await page.getByRole('link', { name: 'Inscrições', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Candidatos e inscrições' })).toBeVisible();
  await ilhasProntas(page);
  await page.getByRole('searchbox', { name: 'Nome (ou parte dele)' }).fill('conceicao');
  await page.getByRole('combobox', { name: 'Processo' }).selectOption({ label: VERAO });
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const insVerao = await numeroDaLinha(linhas, VERAO);
  await linhas.filter({ hasText: VERAO }).getByRole('link', { name: String(insVerao), exact: true }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Inscrição nº ${insVerao}`) })).toBeVisible();
  await page.getByRole('link', { name: VERAO }).click();
  await page.getByRole('link', { name: 'Recursos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Recursos (reexame)' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Etapa' }).selectOption({ label: 'Recurso da nota da redação (1 aguardando de 1)' });
  const recurso = page.getByRole('listitem').filter({ hasText: CANDIDATA.nome });
  await expect(recurso).toContainText('competência 5');
  await expect(recurso.getByRole('link', { name: 'redacao.pdf' })).toBeVisible();
  await recurso.getByRole('checkbox').check();
  await page.getByRole('radio', { name: 'Deferido parcialmente' }).check();
  await page.getByRole('textbox', { name: /^Resposta/ }).fill(RESPOSTA);
  await page.getByLabel('Parecer em PDF (opcional)').setInputFiles({ name: 'parecer-redacao.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Responder 1 recurso' }).click();
  await expect(page.getByText('Resposta gravada; o candidato foi avisado.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Respondidos' });
  await expect(page.getByRole('listitem').filter({ hasText: CANDIDATA.nome })).toContainText('Deferido parcialmente');
  await semViolacoesGraves(page);

  // 5. The bank's return file in which her slip was paid: the report says so line by line.
  await page.getByRole('link', { name: 'Gestão', exact: true }).first().click();
  await page.getByRole('link', { name: 'Retornos bancários' }).click();
  await expect(page.getByRole('heading', { name: 'Retornos bancários', level: 1 })).toBeVisible();
  await ilhasProntas(page);
  await page.getByRole('button', { name: 'Importar arquivo' }).click();
  await expect(page.getByText('Arquivo: escolha o arquivo de retorno do banco.')).toBeVisible();
  await page.getByLabel(/^Arquivo de retorno/).setInputFiles({ name: 'retorno-gestor.ret', mimeType: 'application/octet-stream', buffer: retornoPagando([boleto]) });
  await page.getByRole('button', { name: 'Importar arquivo' }).click();
  const relatorio = page.getByTestId('relatorio-retorno');
  await expect(relatorio).toContainText('retorno-gestor.ret');
  const linhaDela = relatorio.getByRole('row').filter({ hasText: boleto.nossoNumero });
  await expect(linhaDela).toContainText('Pago');
  await expect(linhaDela.getByRole('cell').nth(3)).toHaveText(String(insAgentes));
  await expect(page.getByRole('row').filter({ hasText: 'retorno-gestor.ret' })).toBeVisible();
  await semViolacoesGraves(page);

  // Her enrolment now shows the slip paid, and the process's reconciliation counts it as received today.
  await page.getByRole('link', { name: 'Gestão', exact: true }).first().click();
  await page.getByRole('main').getByRole('link', { name: 'Inscrições', exact: true }).click();
  await ilhasProntas(page);
  await page.getByRole('textbox', { name: 'Nº da inscrição' }).fill(String(insAgentes));
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await linhas.getByRole('link', { name: String(insAgentes), exact: true }).click();
  const cobrancas = page.getByRole('region', { name: 'Pagamento' });
  await expect(cobrancas.getByRole('row').filter({ hasText: boleto.nossoNumero })).toContainText('PAGO');
  await expect(cobrancas).toContainText('Isenção solicitada: negada');
  await page.getByRole('link', { name: AGENTES }).click();
  await page.getByRole('link', { name: 'Pagamentos', exact: true }).click();
  await expect(page.getByTestId('recebido-dia')).toContainText(fee);
  await semViolacoesGraves(page);

  // 6. A message to the deferred candidates of Ponta Grossa in the PSS (she is one of them).
  await page.getByRole('link', { name: 'Gestão', exact: true }).first().click();
  await page.getByRole('main').getByRole('link', { name: 'Mensagens', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Mensagens aos candidatos' })).toBeVisible();
  await ilhasProntas(page);
  await page.getByTestId('destino-processo').selectOption({ label: PSS });
  await page.getByRole('combobox', { name: 'Situação da inscrição' }).selectOption({ label: 'Deferidas' });
  await page.getByRole('combobox', { name: 'Município de prova' }).selectOption({ label: 'Ponta Grossa (PR)' });
  const previa = page.getByTestId('previa-destino');
  await expect(previa).toHaveText(/^Será enviada para [\d.]+ candidatos?\.$/);
  const assunto = `Ensalamento em Ponta Grossa ${Date.now()}`;
  await page.getByTestId('assunto').fill(assunto);
  await page.getByTestId('texto').fill('Prezados candidatos,\n\nO ensalamento do PSS está publicado. Veja https://www.uepg.br');
  await page.getByTestId('enviar-mensagem').click();
  const dialogo = page.getByRole('dialog', { name: 'Confirmar o envio' });
  await expect(dialogo).toContainText(`Candidatos de ${PSS}.`);
  await dialogo.getByTestId('confirmar-envio').click();
  await expect(page.getByTestId('mensagem-enviada')).toContainText('Mensagem enviada para');
  await expect(page.getByTestId('mensagens-enviadas').getByRole('row').filter({ hasText: assunto })).toContainText(`${PSS}: deferidas, Ponta Grossa (PR)`);

  // 7. The candidate, in a browser of her own.
  const candidata = await (await browser.newContext()).newPage();
  await entrarEm(candidata, '/prcSeletivo', CANDIDATA);
  // Payment: the exemption refused with its reason, and the fee it left due now paid by the slip.
  const agentes = await minhaInscricao(candidata, insAgentes);
  await agentes.getByRole('link', { name: 'Pagamento' }).click();
  await expect(candidata.getByTestId('isencao')).toContainText('Solicitação de isenção da taxa: Indeferida');
  await expect(candidata.getByTestId('isencao')).toContainText(`Motivo: ${MOTIVO}`);
  await expect(candidata.getByTestId('situacao-pagamento')).toHaveText('Pago');
  await expect(candidata.getByText(`Pagamento de ${fee} confirmado em ${hojeEmBrasilia().split('-').reverse().join('/')}.`)).toBeVisible();
  // Appeal: the answer and its PDF.
  const verao = await minhaInscricao(candidata, insVerao);
  await verao.getByRole('link', { name: 'Cronogramas' }).click();
  await candidata.getByRole('link', { name: 'Reexame', exact: true }).click();
  const naTela = candidata.getByRole('article', { name: 'Recurso da nota da redação' });
  await expect(naTela).toContainText('Deferido parcialmente');
  await expect(naTela).toContainText(RESPOSTA);
  await expect(naTela.getByRole('link', { name: 'parecer-redacao.pdf' })).toBeVisible();
  // Messages: the exemption decision, the appeal's answer and the Gestor's message, each unread.
  await candidata.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /^Mensagens/ }).click();
  await expect(candidata.getByRole('heading', { name: 'Mensagens' })).toBeVisible();
  const lista = candidata.getByRole('list', { name: 'Mensagens' });
  await expect(lista.getByRole('button', { name: new RegExp(assunto) })).toHaveAttribute('data-unread', 'true');
  await expect(lista.getByRole('button', { name: new RegExp(`Isenção da taxa de inscrição indeferida - inscrição nº ${insAgentes}`) })).toHaveAttribute('data-unread', 'true');
  await expect(lista.getByRole('button', { name: /Resposta ao recurso nº \d+: Deferido parcialmente/ })).toHaveAttribute('data-unread', 'true');
  await expect(candidata.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /^Mensagens/ })).toHaveAccessibleName(`Mensagens, ${naoLidasAntes + 3} não lidas`);
});
