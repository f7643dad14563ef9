import { expect, test, type Page } from '@playwright/test';
import { freshCpf } from './candidato.helpers.ts';
import { outroInscrito, processoComPresetFederal } from './cotas-fluxo-completo.helpers.ts';
import { emBrasilia } from './gestao-resultado-completo.helpers.ts';
import { ADMIN, entrarEm, ilhasProntas } from './gestao.helpers.ts';
import { larguraExcedente, verificarNaTela } from './telefone.helpers.ts';

/**
 * Issue 36, "Done when", the Playwright test, end to end through the real screens. The candidate is on a phone (the
 * telefone project: 360x640, touch); the staff work in a desktop-sized window of their own. In a vestibular of its
 * own with the federal preset (Lei 12.711/2012 as amended by Lei 14.723/2023): a new candidate enrols declaring all
 * of secondary school in public schools, family income per capita up to one minimum wage and preto/pardo, and sends
 * the self-declaration; the commission confirms school and income and does NOT confirm preto/pardo, with a reason;
 * the candidate reads the reason and appeals within the window; staff grant the appeal (the declaration confirmed);
 * the scores come in by the CSV upload screen; the ranking is computed, the preliminary and final results published;
 * and the candidate's "Por que estou nesta posição?" shows her lists and places — waiting in ampla concorrência
 * behind two higher scores, approved in the income group's PPI list the appeal gave her.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const MOTIVO = 'A comissão não identificou traços fenotípicos de pessoa preta ou parda na entrevista.';
const RECURSO = 'Sou parda, como consta da minha certidão; peço nova entrevista com a comissão recursal.';
const RESPOSTA = 'A comissão recursal confirmou a autodeclaração de pessoa parda.';
/** The vestibular template's appeal window (src/domain/modelos-processo.ts). */
const JANELA = 'Recurso do resultado preliminar';

/** The page has nothing wider than the phone's screen (no sideways scroll). */
async function cabeNaTela(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  expect(await larguraExcedente(page), page.url()).toBeNull();
}

test('cotas no celular: declarações na inscrição, documento, não confirmação, recurso deferido, notas, classificação, resultado e "Por que estou nesta posição?"', async ({ page, browser }) => {
  test.setTimeout(600_000);
  page.setDefaultTimeout(20_000);

  // 1. The staff set the process up (desktop-sized window).
  const ctxEquipe = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await ctxEquipe.newPage();
  staff.setDefaultTimeout(20_000);
  await entrarEm(staff, '/gestao', ADMIN);
  const p = await processoComPresetFederal(staff);

  // 2. The candidate, on her phone: from the process's entry, a new account, then the enrolment form.
  const cpf = freshCpf();
  await page.goto(`/entrar/${p.prc}`);
  await page.getByLabel('CPF').fill(cpf);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Crie a sua conta' })).toBeVisible();
  await page.getByLabel('Nome completo').fill('Luana Cotista do Celular');
  await page.getByLabel('E-mail').fill('luana.cotista@exemplo.com');
  await page.getByLabel('Data de nascimento').fill('14/05/2007');
  await page.getByLabel('Senha', { exact: true }).fill('senha-da-luana');
  await page.getByLabel('Confirme a senha').fill('senha-da-luana');
  await page.getByRole('button', { name: 'Criar conta e continuar' }).click();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Luana Cotista do Celular');
  await page.getByLabel('Celular').fill('(42) 99876-5432');
  await cabeNaTela(page);
  await page.getByRole('button', { name: 'Avançar' }).click();
  const opcao = page.locator('#opcao-1-0');
  await opcao.selectOption((await opcao.locator('option', { hasText: p.opcao }).getAttribute('value'))!);
  await page.getByRole('button', { name: 'Avançar' }).click();
  // Family income R$ 3.000,00 for 3 people: R$ 1.000,00 per capita, under the minimum wage the preset took.
  await page.getByLabel('Renda familiar (R$)').fill('3.000,00');
  await page.getByLabel('Número de pessoas da família (incluindo você)').fill('3');
  await page.getByLabel('Concorrer pelas cotas').check();
  await page.getByLabel('Cursei todo o ensino médio em escola pública').check();
  await page.getByLabel('Autodeclaro-me preto ou pardo').check();
  await page.getByLabel(/termos/).check();
  await cabeNaTela(page);
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(page.getByRole('heading', { name: 'Inscrição realizada com sucesso!' })).toBeVisible();
  const ins = Number((await page.getByTestId('numero-inscricao').textContent())!.trim());

  // 3. The documents: the self-declaration the quota asks.
  await page.getByRole('link', { name: 'Enviar documentos' }).click();
  await expect(page).toHaveURL(new RegExp(`/documentos/${ins}$`));
  const autodeclaracao = page.getByRole('region', { name: /^Autodeclaração étnico-racial/ });
  await autodeclaracao.getByLabel('Arquivo para Autodeclaração étnico-racial').setInputFiles({ name: 'autodeclaracao.pdf', mimeType: 'application/pdf', buffer: PDF });
  await autodeclaracao.getByRole('button', { name: 'Enviar' }).click();
  await expect(autodeclaracao.getByTestId('situacao-documento')).toContainText('Enviado');
  await cabeNaTela(page);

  // 4. The commission (the verification screen): school and income confirmed; preto/pardo NOT confirmed, with the
  //    reason the candidate reads. Her row carries her declarations and the document she sent.
  const verificacoes = `/gestao/processo/${p.prc}/verificacoes`;
  await staff.goto(verificacoes);
  await ilhasProntas(staff);
  const dela = staff.locator(`tr[data-inscricao="${ins}"]`);
  const decidir = async (declaracao: string, decisao: 'Confirmar' | 'Não confirmar', motivo?: string) => {
    await staff.getByRole('button', { name: declaracao }).click();
    await expect(staff.getByRole('button', { name: declaracao })).toHaveAttribute('aria-pressed', 'true');
    await expect(dela).toContainText('Declarou: Cursou todo o ensino médio em escola pública; Autodeclarado preto ou pardo; Renda familiar per capita até o limite do edital.');
    await expect(dela).toContainText('Autodeclaração étnico-racial: autodeclaracao.pdf');
    await staff.getByLabel(new RegExp(`^Selecionar a inscrição ${ins} `)).check();
    await staff.getByLabel(decisao, { exact: true }).check();
    if (motivo) await staff.getByLabel('Motivo (o candidato lerá)').fill(motivo);
    await staff.getByRole('button', { name: `${decisao} 1 declaração` }).click();
    await expect(dela).toHaveCount(0);
  };
  await decidir('Cursou todo o ensino médio em escola pública', 'Confirmar');
  await decidir('Renda familiar per capita até o limite do edital', 'Confirmar');
  await decidir('Autodeclarado preto ou pardo', 'Não confirmar', MOTIVO);

  // 5. On her phone, the enrolment's documents page: the reason, and her appeal within the window.
  await page.goto('/prcSeletivo');
  await page.getByRole('link', { name: 'Documentos' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/documentos/${ins}$`));
  const declaracao = (d: string) => page.locator(`[data-declaracao="${d}"]`);
  await expect(declaracao('ESCOLA_PUBLICA')).toContainText('Confirmada');
  await expect(declaracao('RENDA')).toContainText('Confirmada');
  const ppi = declaracao('PRETO_PARDO');
  await expect(ppi).toContainText('Não confirmada');
  await expect(ppi).toContainText(`Motivo: ${MOTIVO}`);
  await ppi.getByLabel(/^Recurso \(até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)$/).fill(RECURSO);
  await verificarNaTela(page, page.url(), true);
  await ppi.getByRole('button', { name: 'Enviar recurso' }).click();
  await expect(ppi).toContainText('O recurso só pode ser enviado uma vez. Confirma o envio?');
  await ppi.getByRole('button', { name: 'Confirmar envio do recurso' }).click();
  await expect(ppi).toContainText(`Seu recurso: ${RECURSO} (aguardando decisão)`);
  await expect(ppi.getByRole('button', { name: 'Enviar recurso' })).toHaveCount(0);
  await cabeNaTela(page);

  // 6. Staff grant the appeal: the declaration is confirmed.
  await staff.goto(verificacoes);
  await ilhasProntas(staff);
  await staff.getByRole('button', { name: 'Autodeclarado preto ou pardo' }).click();
  await staff.getByRole('button', { name: 'Não confirmadas' }).click();
  await expect(dela).toContainText(`Recurso: ${RECURSO}`);
  await dela.getByLabel(`Resposta ao recurso da inscrição ${ins}`).fill(RESPOSTA);
  await dela.getByRole('button', { name: 'Deferir recurso', exact: true }).click();
  await expect(staff.getByText('Recurso deferido; o candidato foi avisado.')).toBeVisible();
  await expect(dela).toHaveCount(0);
  await staff.getByRole('button', { name: 'Confirmadas', exact: true }).click();
  await expect(dela).toContainText('Recurso deferido');

  // 7. Two others compete in the same option without declaring anything; the scores come in by the upload screen.
  const ana = await outroInscrito(browser, p, 'Ana Ampla Primeira');
  const bia = await outroInscrito(browser, p, 'Bia Ampla Segunda');
  await staff.goto(`/gestao/processo/${p.prc}/classificacao`);
  await ilhasProntas(staff);
  const notas = ['insPrcCodigo;prova;nota', `${ana};Objetiva;90`, `${bia};Objetiva;85`, `${ins};Objetiva;80`].join('\n');
  await staff.getByLabel('Arquivo de notas').setInputFiles({ name: 'notas.csv', mimeType: 'text/csv', buffer: Buffer.from(notas) });
  await staff.getByRole('button', { name: 'Enviar notas' }).click();
  await expect(staff.getByTestId('notas-resultado')).toContainText('Arquivo aceito: 3 notas lidas');
  await staff.getByLabel('Peso de Objetiva').fill('1');
  await staff.getByRole('button', { name: 'Salvar regras' }).click();
  await expect(staff.getByText('Regras da classificação salvas.')).toBeVisible();
  await staff.getByRole('button', { name: 'Calcular classificação' }).click();
  await expect(staff.getByText('Classificação calculada.')).toBeVisible();
  const lista = (l: string) => staff.getByTestId(`lista-${l}`).getByRole('row').filter({ hasText: 'Luana Cotista do Celular' });
  await expect(lista('AC')).toContainText('3º');
  await expect(lista('LB_PPI')).toContainText('Aprovado');

  // 8. The preliminary result opens the template's appeal window; the final result waits for it to close (the
  //    process page's readiness list leads to the schedule, where it is closed), then nothing blocks it.
  await staff.goto(`/gestao/processo/${p.prc}/resultados`);
  await ilhasProntas(staff);
  await staff.getByLabel('Resultado preliminar').check();
  const prazo = staff.getByLabel('Abrir prazo de recurso (item do cronograma)');
  await prazo.selectOption((await prazo.locator('option', { hasText: JANELA }).getAttribute('value'))!);
  await staff.getByLabel(/^Início do recurso/).fill(emBrasilia(-1));
  await staff.getByLabel(/^Fim do recurso/).fill(emBrasilia(2));
  await staff.getByRole('button', { name: 'Publicar resultado preliminar' }).click();
  await staff.getByRole('dialog', { name: 'Publicar o resultado preliminar' }).getByRole('button', { name: 'Publicar resultado preliminar' }).click();
  await expect(staff.getByTestId('publicacoes')).toContainText('Resultado preliminar');
  await staff.goto(`/gestao/processo/${p.prc}`);
  await ilhasProntas(staff);
  await expect(staff.getByTestId('proximo-passo')).toContainText('Publicar o resultado final');
  await expect(staff.getByTestId('pendencia-recursoAberto')).toContainText(`O prazo de recurso ainda não terminou: ${JANELA}.`);
  await staff.getByTestId('pendencia-recursoAberto').getByRole('link', { name: /^Resolver em / }).click();
  await ilhasProntas(staff);
  await staff.getByRole('button', { name: `Alterar ${JANELA}` }).click();
  await staff.getByLabel(/^Fim \(Horário de Brasília\)/).fill(emBrasilia(-2 / 1440));
  await staff.getByRole('button', { name: 'Salvar item' }).click();
  const justificar = staff.getByRole('dialog', { name: 'Justificativa necessária' });
  await justificar.getByLabel(/Justificativa/).fill('Prazo de recurso encerrado sem recursos.');
  await justificar.getByRole('button', { name: 'Confirmar alteração' }).click();
  // Saved before leaving the screen (leaving earlier could cut the request short).
  await expect(staff.getByText('Item do cronograma salvo.')).toBeVisible();
  await staff.goto(`/gestao/processo/${p.prc}`);
  await ilhasProntas(staff);
  await expect(staff.getByTestId('pronto')).toBeVisible();
  await staff.getByRole('link', { name: 'Resultados' }).click();
  await ilhasProntas(staff);
  await staff.getByLabel('Resultado final').check();
  await staff.getByRole('button', { name: 'Publicar resultado final' }).click();
  await staff.getByRole('dialog', { name: 'Publicar o resultado final' }).getByRole('button', { name: 'Publicar resultado final' }).click();
  await expect(staff.getByTestId('publicacoes').getByRole('row').nth(1)).toContainText('Resultado final');
  await ctxEquipe.close();

  // 9. On her phone: "Por que estou nesta posição?" — her score, her lists and places, the appeal's category among them.
  await page.goto('/prcSeletivo');
  await page.getByTestId('resultado-publicado').getByRole('link', { name: 'Por que estou nesta posição?' }).click();
  await expect(page).toHaveURL(new RegExp(`/por-que/${ins}$`));
  await expect(page.getByRole('heading', { name: 'Por que estou nesta posição?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nota final: 80' })).toBeVisible();
  const listas = page.getByTestId('explicacao-lista');
  await expect(listas.filter({ hasText: 'Ampla concorrência' })).toContainText('Ampla concorrência: 3ª posição, lista de espera');
  await expect(listas.filter({ hasText: 'renda per capita até 1 salário mínimo: autodeclarados pretos, pardos ou indígenas' })).toContainText('1ª posição, classificado(a)');
  await expect(page.getByTestId('explicacao-nao-confirmadas')).toHaveCount(0);
  await verificarNaTela(page, page.url(), true);
});
