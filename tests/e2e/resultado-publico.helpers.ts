import { expect, type Page } from '@playwright/test';
import type { IndiceResultadoPublico, ResultadoPublico } from '../../src/domain/wire/gestao-resultados.ts';
import { listaResultado, resultadoDaOpcao } from '../../src/features/resultado/resultado.markup.ts';
import { toHtml } from '../../src/lib/markup.ts';
import { semViolacoesGraves } from './gestao.helpers.ts';
import type { Inscrito } from './gestao-resultado-completo.helpers.ts';

const FILTRO = 'Procurar pelo nome ou pelo número de inscrição';

async function api<T>(page: Page, path: string): Promise<T> {
  return (await (await page.request.get(`/sgps/${path}`)).json()).data as T;
}

/** The page served at `path` is the result's shell (CascaResultado.astro), not a pre-rendered page. */
async function eCasca(page: Page, path: string, pagina: 'processo' | 'opcao') {
  expect(await (await page.request.get(path)).text(), path).toContain(`<div data-resultado-casca="${pagina}">`);
}

/** The shell drew exactly what the build writes for the same result (`html`: toHtml of the same markup). */
async function mesmaMarcacao(page: Page, html: string) {
  const { casca, build } = await page.evaluate((esperado) => {
    const t = document.createElement('template');
    t.innerHTML = esperado;
    return { casca: document.querySelector('main article')?.outerHTML, build: t.content.firstElementChild?.outerHTML };
  }, html);
  expect(casca).toBe(build);
}

/** Each table is in a scroll region named by its caption, which the keyboard reaches. */
async function regiaoFocavel(page: Page, nome: string) {
  const regiao = page.getByRole('region', { name: nome, exact: true }).first();
  await regiao.focus();
  await expect(regiao).toBeFocused();
  await expect(regiao.getByRole('table', { name: nome, exact: true })).toBeVisible();
}

/**
 * The public result's shells (issue 26: plain DOM, no React) on a real published result. `/resultado/0{p}` has
 * nothing pre-rendered (the build names its pages by the bare code), so the server serves the shell there whether or
 * not the rebuild that followed the publication is done — the page a visitor gets between the publication and the
 * rebuild's end. Both shells must draw what the build would have written: texts, headings, captions, the scroll
 * regions, the option's filter; never a CPF. Then the shells' messages for what does not exist.
 */
export async function conferirCascasDoResultado(page: Page, o: { prc: number; titulo: string; achar: Inscrito; outro: Inscrito; elenco: Inscrito[]; opcCodigo: number }) {
  const indice = await api<IndiceResultadoPublico>(page, `resultado/${o.prc}/indice`);
  const resultado = await api<ResultadoPublico>(page, `resultado/${o.prc}`);
  const semCpf = async () => {
    const texto = await page.locator('body').innerText();
    expect(texto).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
    for (const x of o.elenco) expect(texto).not.toContain(x.cpf.replace(/\D/g, ''));
  };

  // The process page: heading, kind of result, the index (a small result: every list below it).
  const processo = `/resultado/0${o.prc}`;
  await eCasca(page, processo, 'processo');
  await page.goto(processo);
  await expect(page.getByRole('heading', { level: 1, name: o.titulo })).toBeVisible();
  await expect(page.getByText('Resultado final')).toBeVisible();
  await expect(page).toHaveTitle(`Resultado — ${o.titulo} · Processos Seletivos`);
  await mesmaMarcacao(page, toHtml(listaResultado(indice, resultado)));
  await regiaoFocavel(page, 'Opções');
  await expect(page.getByRole('row', { name: new RegExp(o.achar.nome) }).first()).toContainText(String(o.achar.ins));
  await semCpf();
  await semViolacoesGraves(page);

  // The option page: its lists, the way back to every option, and the filter by name or enrolment number.
  const opcao = `/resultado/0${o.prc}/${o.opcCodigo}`;
  const daOpcao = await api<ResultadoPublico>(page, `resultado/${o.prc}/${o.opcCodigo}`);
  await eCasca(page, opcao, 'opcao');
  await page.goto(opcao);
  await expect(page.getByRole('heading', { level: 2, name: daOpcao.opcoes[0].descricao })).toBeVisible();
  await expect(page).toHaveTitle(`Resultado — ${daOpcao.opcoes[0].descricao} — ${o.titulo} · Processos Seletivos`);
  await expect(page.getByRole('navigation', { name: 'Trilha' }).getByRole('link', { name: 'Todas as opções' })).toHaveAttribute('href', `/resultado/${o.prc}`);
  await mesmaMarcacao(page, toHtml(resultadoDaOpcao(daOpcao, true)));
  await regiaoFocavel(page, 'Ampla concorrência');
  const linha = (x: Inscrito) => page.getByRole('table', { name: 'Ampla concorrência' }).getByRole('row', { name: new RegExp(x.nome) });
  await expect(linha(o.outro)).toBeVisible();
  const filtro = page.getByRole('searchbox', { name: FILTRO });
  const contagem = page.getByRole('search').getByRole('status');
  await filtro.fill(o.achar.nome.toUpperCase());
  await expect(linha(o.achar)).toContainText(String(o.achar.ins));
  await expect(linha(o.outro)).toHaveCount(0);
  await expect(contagem).toContainText(/^\d+ linhas? encontradas?\.$/);
  await filtro.fill(String(o.outro.ins));
  await expect(linha(o.outro)).toBeVisible();
  await expect(linha(o.achar)).toHaveCount(0);
  await filtro.fill('');
  await expect(contagem).toHaveText('');
  await expect(linha(o.achar)).toBeVisible();
  await semCpf();
  await semViolacoesGraves(page);

  // What does not exist: the shells say so, in the page (no modal).
  for (const [path, texto] of [
    [`/resultado/${o.prc}/99999`, 'Nenhum resultado publicado para esta opção.'],
    [`/resultado/${o.prc}/abc`, 'Opção não encontrada.'],
    ['/resultado/999999', 'Nenhum resultado publicado para este processo.'],
    ['/resultado/abc', 'Processo não encontrado.'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: texto })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}
