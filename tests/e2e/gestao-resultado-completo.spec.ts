import { expect, test } from '@playwright/test';
import { processCode } from './candidato.helpers.ts';
import { conferirListaDePresenca, csrf, elenco as elencoDe, emBrasilia } from './gestao-resultado-completo.helpers.ts';
import { entrarEm, GESTOR, ilhasProntas, semViolacoesGraves } from './gestao.helpers.ts';
import { conferirCascasDoResultado } from './resultado-publico.helpers.ts';

/**
 * Issue 22, "Done when", as the demo Gestor do processo on the demo data. Seating: the preview of the serial exam
 * (the one process with rooms) and its confirmation, and the attendance sheet (one page per room, the room's names
 * in desk order). Then the Vestibular de Verão 2027 (the seeded process with enrolees besides the serial one): a
 * scores file with one bad line refused whole, fixed and accepted; two quota categories with vacancies; the ranking;
 * the preliminary result opening the appeal window; an enrolee appeals on the reexame screen and the deferred
 * answer changes her score; the ranking computed again puts her first; the final result and the 1st call. In fresh
 * browsers: the public result page shows the ranking without any CPF, and so do its shells (plain DOM, issue 26) with
 * the option's filter; the called candidate reads the call and its instructions in Convocações; one still waiting
 * reads her place and the last rank called on her process list.
 *
 * It is the only spec that publishes a result or generates a call in this process (one run shares one database: a
 * second 1st call cannot exist), so it also makes every assertion the former gestao-resultados spec made.
 * The candidate specs never use these seeded enrolees, and the demo candidate is not enrolled in this process.
 */
const PSS = 'Processo Seletivo Seriado 2027 - PSS';
const VERAO = 'Vestibular de Verão 2027';
const INSTRUCOES = 'Traga RG, CPF e histórico escolar à Pró-Reitoria de Graduação (sala 12).';
const JANELA = 'Recurso do resultado preliminar';

test('resultado completo: ensalamento, lista de presença, notas, cotas, preliminar, recurso que muda a nota, final, 1ª chamada, página pública, Convocações', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const pss = await processCode(page.request, PSS);
  const prc = await processCode(page.request, VERAO);

  // 1. Seating preview, then confirm it (the seed seated everyone: redoing asks to tick Refazer and a justification).
  await entrarEm(page, `/gestao/processo/${pss}/ensalamento`, GESTOR);
  await ilhasProntas(page);
  await page.getByRole('button', { name: 'Gerar prévia' }).click();
  const previa = page.getByTestId('previa');
  await expect(previa.getByRole('table', { name: 'Salas preenchidas' })).toBeVisible();
  await expect(previa.getByRole('table', { name: /Atendimento especial/ })).toBeVisible();
  await expect(previa).toContainText('0 candidatos sem lugar');
  await page.getByLabel(/Refazer o ensalamento/).check();
  await page.getByRole('button', { name: 'Confirmar ensalamento' }).click();
  await page.getByRole('dialog', { name: 'Confirmar o ensalamento' }).getByRole('button', { name: 'Gravar o ensalamento' }).click();
  const justificar = page.getByRole('dialog', { name: 'Justificativa necessária' });
  await justificar.getByLabel(/Justificativa/).fill('Ensalamento refeito pela regra do sistema antes da prova.');
  await justificar.getByRole('button', { name: 'Confirmar alteração' }).click();
  await expect(page.getByText('Ensalamento confirmado e gravado.')).toBeVisible();
  await expect(previa).toHaveCount(0);
  // The attendance sheet of the first day: one page per occupied room, the room's names in desk order.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Lista de presença - Provas objetivas - 1º dia/ }).click()]);
  expect(await conferirListaDePresenca(page.request, pss, (await download.path())!)).toBeGreaterThan(1);

  // 2. Scores of four enrolees. A: 98 and D: 92 chose the same option (D appeals later); B (PPI): 97; C (PCD): 93.
  const { A, B, C, D, opcao } = await elencoDe(page.request, prc);
  const elenco = [A, B, C, D];
  const cls = `/sgps/gestao/processos/${prc}/classificacao`;
  const conf = async () => (await (await page.request.get(cls)).json()).data;
  const linhas = [[A, 90, 8, ''], [B, 88, 9, 'PPI'], [C, 86, 7, 'PCD'], [D, 85, 7, '']].flatMap(([x, obj, red, cat]) => [
    `${(x as { ins: number }).ins};Objetiva;${obj};${cat}`,
    `${(x as { ins: number }).ins};Redação;${red};${cat}`,
  ]);
  const csv = (extra: string[] = []) => Buffer.from(['insPrcCodigo;prova;nota;categorias', ...linhas, ...extra].join('\n'));
  await page.goto(`/gestao/processo/${prc}/classificacao`);
  await ilhasProntas(page);
  const notasAntes = (await conf()).provas;
  const arquivo = page.getByLabel('Arquivo de notas');
  await arquivo.setInputFiles({ name: 'notas.csv', mimeType: 'text/csv', buffer: csv([`${D.ins};Redação;sete;`]) });
  await page.getByRole('button', { name: 'Enviar notas' }).click();
  const recusadas = page.getByTestId('notas-recusadas');
  await expect(recusadas).toContainText('Nada foi gravado');
  await expect(recusadas.getByRole('listitem')).toHaveCount(1);
  await expect(recusadas.getByRole('listitem')).toContainText('Linha 10: nota inválida (sete)');
  expect((await conf()).provas).toEqual(notasAntes);
  await arquivo.setInputFiles({ name: 'notas.csv', mimeType: 'text/csv', buffer: csv() });
  await page.getByRole('button', { name: 'Enviar notas' }).click();
  await expect(page.getByTestId('notas-resultado')).toContainText('Arquivo aceito: 8 notas lidas');

  // 3. Rules. The ranking's own spec (earlier in a run) saved categories of its own: they are cleared through the
  //    API first, so the screen starts from no category whether this spec runs alone or after it.
  const provas = (await conf()).provas as { prova: number }[];
  const base = { categorias: [], vagas: [], pesos: provas.map((p) => ({ prova: p.prova, peso: 1 })), eliminacao: { ausente: true, zeroEm: [], minimoTotal: null }, desempate: [{ tipo: 'inscricao' }], dataReferencia: '2026-01-31' };
  expect((await page.request.post(`${cls}/regras`, { headers: await csrf(page), data: { regras: base } })).status()).toBe(200);
  await page.reload();
  await ilhasProntas(page);
  await page.getByRole('button', { name: 'Adicionar categoria' }).click();
  await page.getByRole('button', { name: 'Adicionar categoria' }).click();
  await page.getByLabel('Código da categoria 1').fill('PPI');
  await page.getByLabel('Nome da categoria 1').fill('Pretos, pardos e indígenas');
  await page.getByLabel('Código da categoria 2').fill('PCD');
  await page.getByLabel('Nome da categoria 2').fill('Pessoas com deficiência');
  // One seat in AC where A and D compete, one in PPI where B does, one in PCD where C does.
  const vaga = (x: { ins: number }, lista: string) => page.getByTestId('tabela-vagas').locator('tbody tr').nth(opcao.get(x.ins)!.linha).getByRole('textbox', { name: new RegExp(` em ${lista}$`) });
  await vaga(A, 'AC').fill('1');
  await vaga(B, 'PPI').fill('1');
  await vaga(C, 'PCD').fill('1');
  await page.getByRole('button', { name: 'Salvar regras' }).click();
  await expect(page.getByText('Regras da classificação salvas.')).toBeVisible();
  expect((await conf()).regras.categorias.map((c: { codigo: string }) => c.codigo)).toEqual(['PPI', 'PCD']);

  // 4. The ranking: A approved in AC, B in PPI, C in PCD; D waits (2nd in AC).
  await page.getByRole('button', { name: 'Calcular classificação' }).click();
  await expect(page.getByText('Classificação calculada.')).toBeVisible();
  const naOpcao = (x: { ins: number }) => page.getByTestId('resultado-opcao').filter({ has: page.getByRole('heading', { name: new RegExp(`\\(opção ${opcao.get(x.ins)!.opcCodigo}\\)$`) }) });
  const linhaAC = (x: { ins: number }) => naOpcao(x).getByTestId('lista-AC').getByRole('row').filter({ has: page.getByRole('cell', { name: String(x.ins), exact: true }) });
  await expect(linhaAC(A)).toContainText('1º');
  await expect(linhaAC(A)).toContainText('Aprovado');
  await expect(linhaAC(D)).toContainText('2º');
  await expect(linhaAC(D)).toContainText('Em espera');
  await expect(naOpcao(B).getByTestId('lista-PPI').getByRole('row').filter({ hasText: B.nome })).toContainText('Aprovado');
  await expect(naOpcao(C).getByTestId('lista-PCD').getByRole('row').filter({ hasText: C.nome })).toContainText('Aprovado');

  // 5. The preliminary result opens the appeal window (an appeal item of the schedule, added through the API).
  const item = await page.request.post('/sgps/gestao/cronogramas/salvar', {
    headers: await csrf(page),
    data: { prcSltCodigo: prc, tblGrlItmCdgPrcSltTpCrn: '3', prcSltCrnDescricao: JANELA, prcSltCrnDtInicio: new Date(Date.now() + 60 * 86_400_000).toISOString(), prcSltCrnDtFim: new Date(Date.now() + 62 * 86_400_000).toISOString(), prcSltCrnRcrVlr: null },
  });
  expect(item.status(), await item.text()).toBe(200);
  await page.getByRole('link', { name: 'Resultados' }).click();
  await expect(page).toHaveURL(new RegExp(`/gestao/processo/${prc}/resultados$`));
  await expect(page.getByRole('link', { name: 'Resultados' })).toHaveAttribute('aria-current', 'page');
  await ilhasProntas(page);
  await expect(page.getByText('Publique o resultado final para gerar a 1ª chamada.')).toBeVisible();
  await page.getByLabel('Resultado preliminar').check();
  const prazo = page.getByLabel('Abrir prazo de recurso (item do cronograma)');
  await prazo.selectOption((await prazo.locator('option', { hasText: JANELA }).getAttribute('value'))!);
  await page.getByLabel(/^Início do recurso/).fill(emBrasilia(-1));
  await page.getByLabel(/^Fim do recurso/).fill(emBrasilia(3));
  await page.getByRole('button', { name: 'Publicar resultado preliminar' }).click();
  await page.getByRole('dialog', { name: 'Publicar o resultado preliminar' }).getByRole('button', { name: 'Publicar resultado preliminar' }).click();
  const publicacoes = page.getByTestId('publicacoes');
  await expect(publicacoes.getByRole('row')).toHaveCount(2);
  await expect(publicacoes).toContainText('Resultado preliminar');

  // 6. D appeals on the reexame screen, in a browser of her own.
  const dela = await browser.newContext();
  const candD = await dela.newPage();
  await entrarEm(candD, `/reexame/${prc}/${D.ins}/3`, D);
  const janela = candD.getByRole('article', { name: JANELA });
  await janela.getByLabel('Justificativa').fill('A questão 12 da prova objetiva tem duas alternativas corretas; peço a recorreção.');
  await janela.getByRole('button', { name: 'Enviar recurso' }).click();
  await expect(janela).toContainText('Aguardando resposta.');

  // 7. The Gestor defers it with a new Objetiva score (85 -> 95): the ranking computed again puts D first.
  await page.goto(`/gestao/processo/${prc}/reexame`);
  await ilhasProntas(page);
  const recurso = page.getByRole('listitem').filter({ hasText: D.nome });
  await recurso.getByRole('checkbox').check();
  await page.getByRole('radio', { name: 'Deferido', exact: true }).check();
  await page.getByLabel('Prova cuja nota muda').selectOption({ label: 'Objetiva' });
  await page.getByLabel(/^Nova nota/).fill('95');
  await page.getByRole('textbox', { name: /^Resposta/ }).fill('Recurso deferido: a questão 12 foi anulada e a nota da prova objetiva, recorrigida.');
  await page.getByRole('button', { name: 'Responder 1 recurso' }).click();
  await expect(page.getByText('Resposta gravada e nota alterada; o candidato foi avisado. Calcule a classificação de novo.')).toBeVisible();
  await page.goto(`/gestao/processo/${prc}/classificacao`);
  await ilhasProntas(page);
  // The screen opens on the stored lists of the last computation (before the appeal: D 2nd).
  await expect(linhaAC(D)).toContainText('2º');
  await page.getByRole('button', { name: 'Calcular classificação' }).click();
  await expect(page.getByText('Classificação calculada.')).toBeVisible();
  await expect(linhaAC(D)).toContainText('1º');
  await expect(linhaAC(D)).toContainText('102');
  await expect(linhaAC(A)).toContainText('2º');
  await expect(linhaAC(A)).toContainText('Em espera');

  // 8. The final result (of the new computation) and the 1st call.
  await page.getByRole('link', { name: 'Resultados' }).click();
  await ilhasProntas(page);
  await page.getByLabel('Resultado final').check();
  // The appeal window is still open: the final is refused with what is missing (issue 37); closed, it goes through.
  await page.getByRole('button', { name: 'Publicar resultado final' }).click();
  const confirmarFinal = page.getByRole('dialog', { name: 'Publicar o resultado final' });
  await confirmarFinal.getByRole('button', { name: 'Publicar resultado final' }).click();
  await expect(confirmarFinal.getByTestId('pendencia-recursoAberto')).toContainText(`O prazo de recurso ainda não terminou: ${JANELA}.`);
  await confirmarFinal.getByRole('button', { name: 'Fechar', exact: true }).getByText('Fechar').click();
  const itens = (await (await page.request.get(`/sgps/gestao/processos/${prc}/cronogramas`)).json()).data.itens as { prcSltCrnCodigo: number; prcSltCrnDescricao: string; prcSltCrnDtInicio: string }[];
  const doRecurso = itens.find((i) => i.prcSltCrnDescricao === JANELA)!;
  const fechar = await page.request.post('/sgps/gestao/cronogramas/salvar', {
    headers: await csrf(page),
    data: { prcSltCodigo: prc, prcSltCrnCodigo: doRecurso.prcSltCrnCodigo, tblGrlItmCdgPrcSltTpCrn: '3', prcSltCrnDescricao: JANELA, prcSltCrnDtInicio: doRecurso.prcSltCrnDtInicio, prcSltCrnDtFim: new Date(Date.now() - 60_000).toISOString(), justificativa: 'Prazo encerrado após a resposta dos recursos.' },
  });
  expect(fechar.status(), await fechar.text()).toBe(200);
  await page.getByRole('button', { name: 'Publicar resultado final' }).click();
  await confirmarFinal.getByRole('button', { name: 'Publicar resultado final' }).click();
  await expect(publicacoes.getByRole('row')).toHaveCount(3);
  await expect(publicacoes.getByRole('row').nth(1)).toContainText('Resultado final');
  await page.getByLabel(/^Início do período/).fill(emBrasilia(-1));
  await page.getByLabel(/^Fim do período/).fill(emBrasilia(5));
  await page.getByRole('button', { name: 'Gerar a 1ª chamada' }).click();
  await expect(page.getByText('Escreva as instruções da chamada (documentos, local, passos).')).toBeVisible();
  await page.getByLabel(/^Instruções aos convocados/).fill(INSTRUCOES);
  await page.getByLabel(/^Endereço \(URL\)/).fill('https://processos.exemplo.edu.br/matricula-2027');
  await page.getByRole('button', { name: 'Gerar a 1ª chamada' }).click();
  await page.getByRole('dialog', { name: 'Gerar a 1ª chamada' }).getByRole('button', { name: 'Gerar a 1ª chamada' }).click();
  const chamada = page.getByTestId('chamada-1');
  await expect(chamada).toContainText(INSTRUCOES);
  for (const x of [D, B, C]) await expect(chamada.getByRole('row', { name: new RegExp(x.nome) })).toContainText('Convocado(a)');
  await expect(chamada.getByRole('row', { name: new RegExp(A.nome) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Gerar a 2ª chamada' })).toBeVisible();
  // C gave up: the situation asks for a justification (the dialog), then shows in the row.
  const desistente = chamada.getByRole('row', { name: new RegExp(C.nome) });
  await desistente.getByRole('button', { name: 'Desistiu' }).click();
  await justificar.getByLabel(/^Justificativa/).fill('Desistência entregue por escrito na secretaria.');
  await justificar.getByRole('button', { name: 'Confirmar alteração' }).click();
  await expect(desistente.getByRole('cell', { name: 'Desistiu', exact: true })).toBeVisible();
  await expect(desistente.getByRole('button', { name: 'Desistiu' })).toBeDisabled();
  await semViolacoesGraves(page);

  // 9. A fresh browser: the public page (pre-rendered once the rebuild is done, else the shell reading the API).
  const anonimo = await browser.newContext();
  const pub = await anonimo.newPage();
  await pub.goto(`/resultado/${prc}`);
  await expect(pub.getByRole('heading', { name: VERAO })).toBeVisible();
  await expect(pub.getByText('Resultado final')).toBeVisible();
  const linhaDeD = pub.getByRole('row', { name: new RegExp(D.nome) }).first();
  await expect(linhaDeD).toContainText(String(D.ins));
  await expect(linhaDeD).toContainText('1º');
  const texto = await pub.locator('body').innerText();
  expect(texto).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
  for (const x of elenco) expect(texto).not.toContain(x.cpf.replace(/\D/g, ''));
  await semViolacoesGraves(pub);
  // The index links each option to its own page (a large result has only that): D's option, A and D in its
  // ampla concorrência list, and the filter by name leaves D alone.
  const deD = opcao.get(D.ins)!.opcCodigo;
  await pub.getByTestId('indice-resultado').locator(`a[href="/resultado/${prc}/${deD}"]`).click();
  await expect(pub).toHaveURL(new RegExp(`/resultado/${prc}/${deD}$`));
  // The page settled first: while the rebuild of the final result runs, the shell draws it from the API.
  await pub.waitForLoadState('networkidle');
  await expect(pub.getByRole('row', { name: new RegExp(A.nome) }).first()).toBeVisible();
  const filtro = pub.getByRole('searchbox', { name: 'Procurar pelo nome ou pelo número de inscrição' });
  await filtro.fill(D.nome.toUpperCase());
  await expect(pub.getByRole('search').getByRole('status')).toHaveText('1 linha encontrada.');
  await expect(pub.getByRole('row', { name: new RegExp(D.nome) }).first()).toContainText(String(D.ins));
  await expect(pub.getByRole('row', { name: new RegExp(A.nome) })).toHaveCount(0);
  await expect(pub.getByRole('search').getByRole('status')).toContainText(/linhas? encontradas?\./);
  await semViolacoesGraves(pub);
  // The shells (what a visitor gets until the rebuild is done) draw the same pages from the API; an option with
  // nobody ranked, or an unknown process, is no pre-rendered page: the shells ask the API and say so.
  await conferirCascasDoResultado(pub, { prc, titulo: VERAO, achar: D, outro: A, elenco, opcCodigo: deD });
  await anonimo.close();

  // 10. D, called, reads the call and its instructions in Convocações.
  await candD.goto('/prcSltInsConvocado');
  const card = candD.getByRole('article', { name: `1ª chamada - ${VERAO}` });
  await expect(card).toContainText(INSTRUCOES);
  await expect(card).toContainText(`Inscrição: ${D.ins}`);
  await expect(card.getByRole('link', { name: 'Mais Informações' })).toHaveAttribute('href', 'https://processos.exemplo.edu.br/matricula-2027');
  await dela.close();

  // 11. A, waiting, reads on her process list her place and the last rank called in her list.
  const deA = await browser.newContext();
  const candA = await deA.newPage();
  await entrarEm(candA, '/prcSeletivo', A);
  await expect(candA.getByText('Resultado final: Lista de espera: posição 2 — lista Ampla concorrência. Última posição convocada nesta lista: 1')).toBeVisible();
  // 12. Issue 36 item 8: "Por que estou nesta posição?" — her score and its parts, her list and place, the one ahead.
  await candA.getByTestId('resultado-publicado').getByRole('link', { name: 'Por que estou nesta posição?' }).click();
  await expect(candA.getByRole('heading', { name: 'Por que estou nesta posição?' })).toBeVisible();
  await expect(candA.getByRole('heading', { name: 'Nota final: 98' })).toBeVisible();
  // Her options in her order: the first is where the call reached rank 1.
  const primeira = candA.getByTestId('explicacao-opcao').first();
  await expect(primeira.getByRole('heading')).toContainText('sua 1ª opção');
  const listaDela = primeira.getByTestId('explicacao-lista').filter({ hasText: 'Ampla concorrência' });
  await expect(listaDela).toContainText('Ampla concorrência: 2ª posição, lista de espera');
  await expect(listaDela).toContainText(/À frente: 1ª posição, nota [\d,]+ — decidiu: /);
  await expect(candA.getByTestId('explicacao')).not.toContainText('inscrição');
  await semViolacoesGraves(candA);
  await deA.close();
});
