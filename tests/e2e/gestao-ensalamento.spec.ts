import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { pdfText } from '../support/pdf.ts';

/**
 * Issue 22 item 1 in the browser: the demo Gestor opens the seating of the demo serial exam (rooms already seated
 * by the seed), generates the preview, confirms it (redoing a saved seating asks for a justification), and downloads
 * the attendance sheet of the first stage: one page per occupied room, each with the names of that room's public
 * list in desk order. Axe on the screen and with the preview open.
 */
const GESTOR = { cpf: '538.172.946-46', senha: 'gestor' };
const PROCESSO = 'Processo Seletivo Seriado 2027 - PSS';

async function semViolacoesGraves(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(graves.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join(', ')}`)).toEqual([]);
}

interface LinhaPublica {
  pssFscNome: string;
  insPrcPrvSlNmrCarteira: number;
  mncDescricao: string;
  ufCodigo: string;
  prcSltLclPrvDescricao: string;
  prcSltPrvSlNumero: string;
  prcSltPrvSlBloco: string | null;
}

test('o Gestor gera a prévia do ensalamento, confirma e baixa a lista de presença (uma página por sala, nomes na ordem das carteiras)', async ({ page }) => {
  await page.goto('/gestao');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('CPF ou Passaporte').fill(GESTOR.cpf);
  await page.getByLabel('Senha').fill(GESTOR.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/gestao\/?$/);
  const lista = (await (await page.request.get(`/sgps/gestao/processos?busca=${encodeURIComponent(PROCESSO)}`)).json()).data as { prcSltCodigo: number; prcSltDescricao: string }[];
  const prc = lista.find((p) => p.prcSltDescricao === PROCESSO)!.prcSltCodigo;

  await page.goto(`/gestao/processo/${prc}/ensalamento`);
  await expect(page.getByRole('heading', { name: PROCESSO })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ensalamento', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('ens-situacao')).toContainText('liberado');
  await semViolacoesGraves(page);

  await page.getByRole('button', { name: 'Gerar prévia' }).click();
  const previa = page.getByTestId('previa');
  await expect(previa.getByRole('table', { name: 'Salas preenchidas' })).toBeVisible();
  await expect(previa.getByRole('table', { name: /Atendimento especial/ })).toBeVisible();
  await expect(previa).toContainText('0 candidatos sem lugar');
  await semViolacoesGraves(page);

  // The seed already seated everybody: confirming redoes it, which asks to tick "Refazer" and for a justification.
  const confirmar = page.getByRole('button', { name: 'Confirmar ensalamento' });
  await expect(confirmar).toBeDisabled();
  await page.getByLabel(/Refazer o ensalamento/).check();
  await confirmar.click();
  const dialogo = page.getByRole('dialog', { name: 'Justificativa necessária' });
  await expect(dialogo).toBeVisible();
  await dialogo.getByLabel(/Justificativa/).fill('Ensalamento refeito pela regra do sistema antes da prova.');
  await dialogo.getByRole('button', { name: 'Confirmar alteração' }).click();
  await expect(page.getByText('Ensalamento confirmado e gravado.')).toBeVisible();
  await expect(previa).toHaveCount(0);

  // What the public list says, room by room in desk order (the process is released in the demo).
  const publica: LinhaPublica[] = [];
  for (let start = 0; ; start += 100) {
    const env = await (await page.request.get(`/sgps/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo?prcSltCodigo=${prc}&start=${start}&limit=100`)).json();
    publica.push(...(env.data as LinhaPublica[]));
    if (env.data.length < 100) break;
  }
  const chave = (l: LinhaPublica) => `Local: ${l.mncDescricao}/${l.ufCodigo} - ${l.prcSltLclPrvDescricao}\nSala: ${[l.prcSltPrvSlNumero, l.prcSltPrvSlBloco].filter(Boolean).join(' - ')}`;
  const porSala = new Map<string, LinhaPublica[]>();
  for (const l of publica) porSala.set(chave(l), [...(porSala.get(chave(l)) ?? []), l]);

  const link = page.getByRole('link', { name: /^Lista de presença - Provas objetivas - 1º dia/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = readFileSync((await download.path())!);
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe(porSala.size);
  const paginas = (await pdfText(bytes)).split('Lista de presença - ').slice(1);
  expect(paginas).toHaveLength(porSala.size);
  for (const p of paginas) {
    const linhas = p.split('\n');
    const k = `${linhas.find((l) => l.startsWith('Local: '))}\n${linhas.find((l) => l.startsWith('Sala: '))!.replace(/ \(atendimento especial\)/, '').replace(/\s+Candidatos: \d+$/, '')}`;
    const esperados = [...(porSala.get(k) ?? [])].sort((a, b) => a.insPrcPrvSlNmrCarteira - b.insPrcPrvSlNmrCarteira);
    expect(esperados.length, k).toBeGreaterThan(0);
    // every name of the room on its page, in desk order (a long name may end in an ellipsis: its start is enough)
    const posicoes = esperados.map((e) => p.indexOf(`\n${e.pssFscNome.slice(0, 24)}`));
    expect(posicoes.every((x) => x >= 0), `${k}: ${esperados.map((e) => e.pssFscNome).join(', ')}`).toBe(true);
    expect([...posicoes].sort((a, b) => a - b), k).toEqual(posicoes);
    expect(p).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
  }
});
