import { expect, test, type Browser, type Page } from '@playwright/test';
import { formEncode } from '../../src/lib/form-encode.ts';
import { novoCandidatoLogado } from './candidato.helpers.ts';
import { csrf, emBrasilia, novoVestibularPeloModelo } from './gestao-resultado-completo.helpers.ts';
import { ADMIN, entrarEm, ilhasProntas } from './gestao.helpers.ts';

/**
 * Issue 37, "Done when": the demo administrador creates a vestibular from its template and takes it to the 1st call
 * guided by the process page's readiness list — each missing item followed through its link to the screen that
 * fixes it — with the refusals on the way: seating with a deferred enrolment lacking an exam municipality (the list,
 * fixed in bulk), the final result while an appeal is unanswered (refused, then allowed once answered and the
 * window closed); and a candidate who reads each publication in Mensagens.
 */

/** The process page's readiness items (their codes), read from the screen. */
async function pendencias(page: Page): Promise<string[]> {
  await expect(page.getByTestId('proximo-passo')).toBeVisible();
  return (await page.getByTestId('pendencias').locator('li').evaluateAll((ls) => ls.map((l) => (l.getAttribute('data-testid') ?? '').replace('pendencia-', '')))).filter(Boolean);
}

/** Follows an item's link ("Resolver em ...") from the process page. */
async function resolver(page: Page, codigo: string) {
  await page.getByTestId(`pendencia-${codigo}`).getByRole('link', { name: /^Resolver em / }).click();
  await ilhasProntas(page);
}

async function paginaDoProcesso(page: Page, prc: number) {
  await page.goto(`/gestao/processo/${prc}`);
  await ilhasProntas(page);
}

/** A new candidate enrolled through the API the form posts; `municipio` null leaves the exam municipality out. */
async function inscrever(browser: Browser, prc: number, opcCodigo: number, municipio: number | null, nome: string) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await novoCandidatoLogado(page, nome);
  const res = await page.request.post('/sgps/insProcesso/cadastrar2', {
    data: formEncode({ prcSltCodigo: prc, ...(municipio ? { prcSltMncPrvCodigo: municipio } : {}), insPrcTrmAceite: true, opcoes: [{ opcCodigo }] }),
    headers: { ...(await csrf(page)), 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { page, ctx, ins: (await res.json()).data.insPrcCodigo as number, nome };
}

test('um vestibular do modelo até a 1ª chamada, guiado pela lista do que falta', async ({ page, browser }) => {
  test.setTimeout(600_000);
  page.setDefaultTimeout(20_000);
  const nome = `Vestibular Guiado E2E ${Date.now()}`;

  // 1. From the template: the form says it starts from the type's template.
  await entrarEm(page, '/gestao/novo', ADMIN);
  await ilhasProntas(page);
  const prc = await novoVestibularPeloModelo(page, nome);
  await ilhasProntas(page);
  await expect(page.getByTestId('fase-processo')).toHaveText('Preparação');
  await expect(page.getByTestId('proximo-passo')).toContainText('Próximo passo: Publicar o processo');

  // 2. Publishing: follow the list until nothing blocks. The template already asks the exam municipality; what it
  // cannot know are the options and the exam places.
  const feitos = new Set<string>();
  for (let volta = 0; volta < 5; volta++) {
    const falta = (await pendencias(page)).filter((c) => !feitos.has(c));
    if (!falta.length) break;
    const codigo = falta[0];
    feitos.add(codigo);
    await resolver(page, codigo);
    if (codigo === 'opcoes') {
      await page.getByRole('button', { name: 'Nova opção de primeiro nível' }).click();
      const opcao = page.getByRole('region', { name: 'Nova opção' });
      await opcao.getByLabel('Descrição').fill('Engenharia Civil');
      await opcao.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption({ index: 1 });
      await opcao.getByLabel('Opção final (o candidato a escolhe)').check();
      await opcao.getByRole('button', { name: 'Salvar opção' }).click();
      await expect(opcao).toBeHidden();
    } else if (codigo === 'municipios' || codigo === 'salas') {
      await page.getByLabel('Acrescentar município (digite o nome)').fill('ponta gr');
      await page.getByRole('button', { name: 'Acrescentar Ponta Grossa - PR' }).click();
      await expect(page.getByTestId('municipio-prova')).toContainText('Ponta Grossa - PR');
      await page.getByRole('button', { name: 'Novo local de prova' }).click();
      const local = page.getByRole('form', { name: 'Novo local de prova' });
      await local.getByLabel('Nome do local').fill('Colégio Guiado');
      await local.getByLabel('Endereço').fill('Rua do Rosário, 10');
      await local.getByLabel('Bairro').fill('Centro');
      await local.getByRole('button', { name: 'Salvar local' }).click();
      await page.getByRole('button', { name: 'Nova sala em Colégio Guiado' }).click();
      const sala = page.getByRole('form', { name: 'Nova sala em Colégio Guiado' });
      await sala.getByLabel('Número da sala').fill('1');
      await sala.getByLabel('Capacidade (lugares)').fill('20');
      await sala.getByRole('button', { name: 'Salvar sala' }).click();
      await expect(sala).toBeHidden();
      await page.getByRole('button', { name: 'Nova etapa' }).click();
      const etapa = page.getByRole('form', { name: 'Nova etapa' });
      await etapa.getByLabel('Descrição').fill('Prova única');
      await etapa.getByLabel('Mnemônico').fill('P1');
      await etapa.getByRole('textbox', { name: 'Data', exact: true }).fill(emBrasilia(45).slice(0, 10));
      await etapa.getByLabel('Abertura dos portões').fill('13:00');
      await etapa.getByLabel('Fechamento dos portões').fill('13:30');
      await etapa.getByLabel('Término da prova').fill('18:00');
      await etapa.getByRole('button', { name: 'Salvar etapa' }).click();
      await expect(page.getByTestId('etapa-prova')).toContainText('Prova única');
    } else {
      throw new Error(`item inesperado na lista: ${codigo}`);
    }
    await paginaDoProcesso(page, prc);
  }
  await expect(page.getByTestId('pronto')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar' }).click();
  const publicar = page.getByRole('dialog', { name: 'Publicar o processo' });
  await expect(publicar).toContainText(nome);
  await publicar.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByTestId('fase-processo')).toHaveText('Inscrições');

  // 3. Two candidates. The first enrols with the exam municipality; then the field is made optional (the form
  // screen's search finds it) and the second enrols without one.
  const opcoes = (await (await page.request.get(`/sgps/opcao/pesquisaLogado?filter=${encodeURIComponent(JSON.stringify([{ property: 'prcSltCodigo', value: prc }]))}&limit=10`)).json()).data as { opcCodigo: number }[];
  const municipios = (await (await page.request.get(`/sgps/prcSltMncProva/pesquisa?filter=${encodeURIComponent(JSON.stringify([{ property: 'prcSltCodigo', value: prc }]))}`)).json()).data as { prcSltMncPrvCodigo: number }[];
  const ana = await inscrever(browser, prc, opcoes[0].opcCodigo, municipios[0].prcSltMncPrvCodigo, 'Ana Guiada Primeira');
  await page.goto(`/gestao/processo/${prc}/formulario`);
  await ilhasProntas(page);
  await page.getByRole('searchbox', { name: 'Procurar campo' }).fill('municipio de prova');
  const campo = page.getByTestId('campo-prcSltMncPrvCodigo');
  await expect(page.getByTestId('campo-insPrcNIS')).toHaveCount(0);
  await campo.getByRole('switch', { name: 'Obrigatório' }).uncheck();
  await page.getByRole('button', { name: 'Salvar formulário' }).click();
  await expect(page.getByText('Nenhuma alteração por salvar.')).toBeVisible();
  const bruno = await inscrever(browser, prc, opcoes[0].opcCodigo, null, 'Bruno Guiado Segundo');

  // 4. Homologation: the list says nobody is deferred; each enrolment is deferred on its page.
  await paginaDoProcesso(page, prc);
  expect(await pendencias(page)).toContain('semDeferidas');
  for (const c of [ana, bruno]) {
    await page.goto(`/gestao/inscricao/${c.ins}`);
    await ilhasProntas(page);
    if (c === bruno) {
      await expect(page.getByTestId('dados-pessoais')).toContainText('não definido');
      await expect(page.getByRole('button', { name: 'Trocar município de prova' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Deferir', exact: true }).click();
    const d = page.getByRole('dialog', { name: `Deferir a inscrição nº ${c.ins}` });
    await d.getByLabel(/^Justificativa/).fill('Documentação conferida pela comissão.');
    await d.getByRole('button', { name: 'Deferir' }).click();
    await expect(page.getByTestId('situacao-inscricao')).toHaveText('Deferida');
  }

  // 5. Seating: refused while an enrolment has no exam municipality — the list, then the bulk fix.
  await paginaDoProcesso(page, prc);
  expect(await pendencias(page)).toContain('semMunicipio');
  await resolver(page, 'semMunicipio');
  const semMunicipio = page.getByTestId('sem-municipio');
  await expect(semMunicipio).toContainText(`${bruno.ins} — ${bruno.nome}`);
  await page.getByRole('button', { name: 'Gerar prévia' }).click();
  await expect(page.getByTestId('motivo-sem-confirmar')).toContainText('há inscrições deferidas sem município de prova');
  await expect(page.getByRole('button', { name: 'Confirmar ensalamento' })).toBeDisabled();
  await semMunicipio.getByLabel(/^Justificativa/).fill('O edital tem um único município de prova.');
  await semMunicipio.getByRole('button', { name: 'Definir para 1 inscrição' }).click();
  await expect(semMunicipio).toHaveCount(0);
  await page.getByRole('button', { name: 'Gerar prévia' }).click();
  await expect(page.getByTestId('previa')).toContainText('0 candidatos sem lugar');
  await page.getByRole('button', { name: 'Confirmar ensalamento' }).click();
  const ensalar = page.getByRole('dialog', { name: 'Confirmar o ensalamento' });
  await expect(ensalar.getByTestId('afetados')).toHaveText('2 candidatos serão afetados.');
  await ensalar.getByRole('button', { name: 'Gravar o ensalamento' }).click();
  await expect(page.getByText('Ensalamento confirmado e gravado.')).toBeVisible();
  await page.getByRole('switch', { name: /Mostrar a sala de cada candidato/ }).check();
  await page.getByRole('button', { name: 'Gravar liberação' }).click();
  await page.getByRole('dialog', { name: 'Liberar o ensalamento' }).getByRole('button', { name: 'Liberar' }).click();
  await expect(page.getByTestId('ens-liberado')).toHaveText('liberado');

  // 6. The ranking (the classification area's API: its screen belongs to the ranking work), then the list again.
  await paginaDoProcesso(page, prc);
  expect(await pendencias(page)).toContain('semCalculo');
  const cls = `/sgps/gestao/processos/${prc}/classificacao`;
  const notas = ['insPrcCodigo;prova;nota;categorias', `${ana.ins};Objetiva;80;`, `${bruno.ins};Objetiva;70;`].join('\n');
  const up = await page.request.post(`${cls}/notas`, { headers: await csrf(page), multipart: { arquivo: { name: 'notas.csv', mimeType: 'text/csv', buffer: Buffer.from(notas) } } });
  expect(up.status(), await up.text()).toBe(200);
  const provas = (await (await page.request.get(cls)).json()).data.provas as { prova: number; descricao: string }[];
  const regras = {
    categorias: [],
    vagas: [{ opcao: opcoes[0].opcCodigo, lista: 'AC', vagas: 1 }],
    pesos: [{ prova: provas[0].prova, peso: 1 }],
    eliminacao: { ausente: true, zeroEm: [], minimoTotal: null },
    desempate: [{ tipo: 'inscricao' }],
    dataReferencia: emBrasilia(0).slice(6, 10) + '-01-01',
  };
  expect((await page.request.post(`${cls}/regras`, { headers: await csrf(page), data: { regras } })).status()).toBe(200);
  expect((await page.request.post(`${cls}/calcular`, { headers: await csrf(page), data: {} })).status()).toBe(200);

  // 7. The preliminary result opens the template's appeal window now.
  await paginaDoProcesso(page, prc);
  await expect(page.getByTestId('proximo-passo')).toContainText('Publicar o resultado preliminar');
  await page.getByRole('link', { name: 'Resultados' }).click();
  await ilhasProntas(page);
  await page.getByLabel('Resultado preliminar').check();
  const prazo = page.getByLabel('Abrir prazo de recurso (item do cronograma)');
  await prazo.selectOption((await prazo.locator('option', { hasText: 'Recurso do resultado preliminar' }).getAttribute('value'))!);
  await page.getByLabel(/^Início do recurso/).fill(emBrasilia(-1));
  await page.getByLabel(/^Fim do recurso/).fill(emBrasilia(2));
  await page.getByRole('button', { name: 'Publicar resultado preliminar' }).click();
  const preliminar = page.getByRole('dialog', { name: 'Publicar o resultado preliminar' });
  await expect(preliminar.getByTestId('afetados')).toHaveText('2 candidatos serão afetados.');
  await preliminar.getByRole('button', { name: 'Publicar resultado preliminar' }).click();
  await expect(page.getByTestId('publicacoes')).toContainText('Resultado preliminar');

  // 8. Bruno appeals.
  await bruno.page.goto(`/reexame/${prc}/${bruno.ins}/3`);
  const janela = bruno.page.getByRole('article', { name: 'Recurso do resultado preliminar' });
  await janela.getByLabel('Justificativa').fill('A questão 7 da prova objetiva tem duas alternativas corretas.');
  await janela.getByRole('button', { name: 'Enviar recurso' }).click();
  await expect(janela).toContainText('Aguardando resposta.');

  // 9. The final result: refused while the appeal is unanswered and its window open — the list says both.
  await page.getByLabel('Resultado final').check();
  await page.getByRole('button', { name: 'Publicar resultado final' }).click();
  const final = page.getByRole('dialog', { name: 'Publicar o resultado final' });
  await final.getByRole('button', { name: 'Publicar resultado final' }).click();
  await expect(final.getByTestId('pendencia-recursosSemResposta')).toContainText('1 recurso está sem resposta');
  await expect(final.getByTestId('pendencia-recursoAberto')).toBeVisible();
  await final.getByTestId('pendencia-recursosSemResposta').getByRole('link', { name: /^Resolver em / }).click();
  await ilhasProntas(page);
  const recurso = page.getByRole('listitem').filter({ hasText: bruno.nome });
  await recurso.getByRole('checkbox').check();
  await page.getByRole('radio', { name: 'Indeferido', exact: true }).check();
  await page.getByRole('textbox', { name: /^Resposta/ }).fill('O gabarito foi conferido: a alternativa C é a única correta.');
  await page.getByRole('button', { name: 'Responder 1 recurso' }).click();
  await expect(page.getByText('Resposta gravada; o candidato foi avisado.')).toBeVisible();
  // Answered: what is left is the window; the list leads to the schedule, where it is closed (with a justification).
  await paginaDoProcesso(page, prc);
  expect(await pendencias(page)).toEqual(['recursoAberto']);
  await resolver(page, 'recursoAberto');
  await page.getByRole('button', { name: 'Alterar Recurso do resultado preliminar' }).click();
  await page.getByLabel(/^Fim \(Horário de Brasília\)/).fill(emBrasilia(-2 / 1440));
  await page.getByRole('button', { name: 'Salvar item' }).click();
  const justificar = page.getByRole('dialog', { name: 'Justificativa necessária' });
  await justificar.getByLabel(/Justificativa/).fill('Prazo encerrado depois da resposta aos recursos.');
  await justificar.getByRole('button', { name: 'Confirmar alteração' }).click();
  // Saved before leaving the screen (leaving earlier could cut the request short and leave the window open).
  await expect(page.getByText('Item do cronograma salvo.')).toBeVisible();
  await paginaDoProcesso(page, prc);
  await expect(page.getByTestId('pronto')).toBeVisible();
  await page.getByRole('link', { name: 'Resultados' }).click();
  await ilhasProntas(page);
  await page.getByLabel('Resultado final').check();
  await expect(page.getByRole('textbox', { name: /^Observação/ })).toHaveValue('');
  await page.getByRole('textbox', { name: /^Observação/ }).fill('Resultado final após os recursos.');
  await page.getByRole('button', { name: 'Publicar resultado final' }).click();
  await page.getByRole('dialog', { name: 'Publicar o resultado final' }).getByRole('button', { name: 'Publicar resultado final' }).click();
  await expect(page.getByTestId('publicacoes').getByRole('row').nth(1)).toContainText('Resultado final após os recursos.');
  await expect(page.getByTestId('publicacoes').getByRole('row').nth(2)).not.toContainText('Resultado final após os recursos.');

  // 10. The 1st call, then the phase.
  await page.getByLabel(/^Início do período/).fill(emBrasilia(-1 / 24));
  await page.getByLabel(/^Fim do período/).fill(emBrasilia(5));
  await page.getByLabel(/^Instruções aos convocados/).fill('Traga RG e histórico escolar à secretaria.');
  await page.getByRole('button', { name: 'Gerar a 1ª chamada' }).click();
  await page.getByRole('dialog', { name: 'Gerar a 1ª chamada' }).getByRole('button', { name: 'Gerar a 1ª chamada' }).click();
  await expect(page.getByTestId('chamada-1')).toContainText(ana.nome);
  await paginaDoProcesso(page, prc);
  await expect(page.getByTestId('fase-processo')).toHaveText('Chamadas');
  await page.goto('/gestao');
  await ilhasProntas(page);
  await expect(page.getByRole('row').filter({ hasText: nome }).getByTestId('fase-na-lista')).toHaveText('Chamadas');

  // 11. Ana reads each publication in Mensagens, from the institution (never the system code).
  await ana.page.goto('/mensagens');
  for (const assunto of [`Ensalamento liberado — ${nome}`, `Resultado preliminar publicado — ${nome}`, `Resultado final publicado — ${nome}`, `Convocação: 1ª chamada — ${nome}`]) {
    await expect(ana.page.getByText(assunto)).toBeVisible();
  }
  await expect(ana.page.getByTestId('remetente').first()).not.toHaveText('SGPS');
  await ana.ctx.close();
  await bruno.ctx.close();
});
