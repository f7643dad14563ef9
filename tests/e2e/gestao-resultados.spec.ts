import { expect, test } from '@playwright/test';
import { processCode } from './candidato.helpers.ts';
import { entrarEm, GESTOR, ilhasProntas, semViolacoesGraves } from './gestao.helpers.ts';

/**
 * Issue 22, items 4 and 5, in the browser, as the demo Gestor on the seeded Vestibular de Verão 2027: the ranking is
 * computed on the Classificação screen, then on Resultados the preliminary and the final results are published
 * and the 1st call is generated; in a fresh browser the public result page shows the ranking without any CPF,
 * and a called candidate reads the call and its instructions in Convocações. The demo candidate (Maria Eduarda) has
 * no enrolment in this process, so the called one is a seeded enrolee given the best scores: every seeded candidate
 * signs in with her CPF and the demo password 'candidato'. The scores and rules are set through the ranking area's API (its own e2e drives those screens).
 */
const INSTRUCOES = 'Traga RG, CPF e histórico escolar à Pró-Reitoria de Graduação (sala 12).';

test('resultados: preliminar, final e 1ª chamada; página pública sem CPF; a candidata convocada vê a chamada', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const prc = await processCode(page.request, 'Vestibular de Verão 2027');
  await entrarEm(page, `/gestao/processo/${prc}/classificacao`, GESTOR);

  const cls = `/sgps/gestao/processos/${prc}/classificacao`;
  const lista = (await (await page.request.get(`/sgps/gestao/inscricoes?prcSltCodigo=${prc}&limit=100`)).json()).data as { insPrcCodigo: number; situacao: string; pssFscNome: string; pssFscCPF: string }[];
  const validas = lista.filter((l) => l.situacao !== 'cancelada');
  expect(validas.length).toBeGreaterThanOrEqual(4);
  const dela = validas[0];
  const CANDIDATA = { nome: dela.pssFscNome, cpf: dela.pssFscCPF, senha: 'candidato' };
  const ins = validas.slice(0, 4).map((l) => l.insPrcCodigo);
  const notas = ins.flatMap((n, i) => [`${n};Objetiva;${95 - i * 10};`, `${n};Redação;${10 - i};`]);
  const csrf = { 'X-XSRF-TOKEN': (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value };
  const up = await page.request.post(`${cls}/notas`, { headers: csrf, multipart: { arquivo: { name: 'notas.csv', mimeType: 'text/csv', buffer: Buffer.from(['insPrcCodigo;prova;nota;categorias', ...notas].join('\n')) } } });
  expect(up.status(), await up.text()).toBe(200);
  const conf = (await (await page.request.get(cls)).json()).data as { opcoes: { opcCodigo: number }[]; provas: { prova: number }[] };
  const regras = {
    categorias: [],
    vagas: conf.opcoes.map((o) => ({ opcao: o.opcCodigo, lista: 'AC', vagas: 2 })),
    pesos: conf.provas.map((p) => ({ prova: p.prova, peso: 1 })),
    eliminacao: { ausente: true, zeroEm: [], minimoTotal: null },
    desempate: [{ tipo: 'inscricao' }],
    dataReferencia: '2026-01-31',
  };
  const r = await page.request.post(`${cls}/regras`, { headers: csrf, data: { regras } });
  expect(r.status(), await r.text()).toBe(200);
  const aus = await page.request.post(`${cls}/ausentes`, { headers: csrf, data: { inscricoes: ins, ausente: false } });
  expect(aus.status(), await aus.text()).toBe(200);

  // 1. Compute on the ranking screen, then open the Resultados tab.
  await page.reload();
  await ilhasProntas(page);
  // The screen opens on the stored lists of an earlier computation (another spec's): wait for this one's.
  await page.getByRole('button', { name: 'Calcular classificação' }).click();
  await expect(page.getByText('Classificação calculada.')).toBeVisible();
  await expect(page.getByTestId('resultado-classificacao')).toBeVisible();
  await page.getByRole('link', { name: 'Resultados' }).click();
  await expect(page).toHaveURL(new RegExp(`/gestao/processo/${prc}/resultados$`));
  await expect(page.getByRole('link', { name: 'Resultados' })).toHaveAttribute('aria-current', 'page');
  await ilhasProntas(page);

  // 2. Preliminary, then final.
  await expect(page.getByText('Publique o resultado final para gerar a 1ª chamada.')).toBeVisible();
  await page.getByLabel('Resultado preliminar').check();
  await page.getByRole('button', { name: 'Publicar resultado preliminar' }).click();
  const publicacoes = page.getByTestId('publicacoes');
  await expect(publicacoes.getByRole('row')).toHaveCount(2);
  await expect(publicacoes).toContainText('Resultado preliminar');
  await page.getByLabel('Resultado final').check();
  await page.getByRole('button', { name: 'Publicar resultado final' }).click();
  await expect(publicacoes.getByRole('row')).toHaveCount(3);
  await expect(publicacoes.getByRole('row').nth(1)).toContainText('Resultado final');

  // 3. The 1st call: the instructions are required (the message shows beside the field), then it is generated.
  await page.getByLabel(/^Início do período/).fill('01/02/2027 08:00');
  await page.getByLabel(/^Fim do período/).fill('05/02/2027 18:00');
  await page.getByRole('button', { name: 'Gerar a 1ª chamada' }).click();
  await expect(page.getByText('Escreva as instruções da chamada (documentos, local, passos).')).toBeVisible();
  await page.getByLabel(/^Instruções aos convocados/).fill(INSTRUCOES);
  await page.getByLabel(/^Endereço \(URL\)/).fill('https://processos.exemplo.edu.br/matricula-2027');
  await page.getByRole('button', { name: 'Gerar a 1ª chamada' }).click();
  const chamada = page.getByTestId('chamada-1');
  await expect(chamada).toContainText(INSTRUCOES);
  await expect(chamada.getByRole('row', { name: new RegExp(CANDIDATA.nome) })).toContainText('Convocado(a)');
  await expect(page.getByRole('button', { name: 'Gerar a 2ª chamada' })).toBeVisible();
  // One called candidate gave up: the situation asks for a justification (the dialog), then shows in the row.
  const outra = chamada.getByRole('row', { name: new RegExp(validas[1].pssFscNome) });
  await outra.getByRole('button', { name: 'Desistiu' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Justificativa necessária' });
  await dialogo.getByLabel(/^Justificativa/).fill('Desistência entregue por escrito na secretaria.');
  await dialogo.getByRole('button', { name: 'Confirmar alteração' }).click();
  await expect(outra.getByRole('cell', { name: 'Desistiu', exact: true })).toBeVisible();
  await expect(outra.getByRole('button', { name: 'Desistiu' })).toBeDisabled();
  await semViolacoesGraves(page);

  // 4. A fresh browser: the public page (pre-rendered once the rebuild is done, else the shell reading the API).
  const anonimo = await browser.newContext();
  const pub = await anonimo.newPage();
  await pub.goto(`/resultado/${prc}`);
  await expect(pub.getByRole('heading', { name: 'Vestibular de Verão 2027' })).toBeVisible();
  await expect(pub.getByText('Resultado final')).toBeVisible();
  const linhaDela = pub.getByRole('row', { name: new RegExp(CANDIDATA.nome) }).first();
  await expect(linhaDela).toContainText(String(dela.insPrcCodigo));
  await expect(linhaDela).toContainText('1º');
  const texto = await pub.locator('body').innerText();
  expect(texto).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
  for (const l of validas) expect(texto).not.toContain(l.pssFscCPF.replace(/\D/g, ''));
  await semViolacoesGraves(pub);
  await anonimo.close();

  // 5. The called candidate, in her own browser, reads the call in Convocações.
  const dela2 = await browser.newContext();
  const cand = await dela2.newPage();
  await entrarEm(cand, '/prcSltInsConvocado', CANDIDATA);
  const card = cand.getByRole('article', { name: '1ª chamada - Vestibular de Verão 2027' });
  await expect(card).toContainText(INSTRUCOES);
  await expect(card).toContainText(`Inscrição: ${dela.insPrcCodigo}`);
  await expect(card.getByRole('link', { name: 'Mais Informações' })).toHaveAttribute('href', 'https://processos.exemplo.edu.br/matricula-2027');
  await dela2.close();
});
