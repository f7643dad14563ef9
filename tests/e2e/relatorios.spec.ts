import { expect, test } from '@playwright/test';
import { entrar, inscricaoEm } from './pos-inscricao.helpers.ts';
import { abrirPdf } from './relatorio.helpers.ts';

test('/prcSeletivo: Comprovante abre o PDF do comprovante por relatum', async ({ page }) => {
  await entrar(page, '529.982.247-25', 'candidato', '/prcSeletivo');
  await expect(page).toHaveURL(/\/prcSeletivo$/);
  const ins = await inscricaoEm(page, 'Processo Seletivo Seriado 2027 - PSS');
  const item = page.getByRole('listitem', { name: `Inscrição ${ins.insPrcCodigo}` });
  const { doc, contentDisposition, aba } = await abrirPdf(page, 'comprovante', () => item.getByRole('button', { name: 'Comprovante' }).click());
  expect(doc.getTitle()).toBe(`Comprovante de inscrição nº ${ins.insPrcCodigo}`);
  expect(contentDisposition).toBe(`inline; filename="comprovante-inscricao-${ins.insPrcCodigo}.pdf"; filename*=UTF-8''comprovante-inscricao-${ins.insPrcCodigo}.pdf`);
  await aba.close();
});

test('ensalamento individual: Imprimir cartão abre o cartão de prova em PDF por relatum', async ({ page }) => {
  await entrar(page, '529.982.247-25', 'candidato', '/prcSeletivo');
  await expect(page).toHaveURL(/\/prcSeletivo$/);
  const minhas = (await (await page.request.get('/sgps/insPrcPrvSala/pesquisa?limit=100')).json()).data as { insProcesso: { insPrcCodigo: number; prcSltCodigo: number } }[];
  const { insPrcCodigo, prcSltCodigo } = minhas[0].insProcesso;
  await page.goto(`/ensalamento/${prcSltCodigo}/${insPrcCodigo}`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Maria Eduarda Conceição - ${insPrcCodigo}`);
  const { doc, aba } = await abrirPdf(page, 'cartao-ensalamento', () => page.getByRole('button', { name: 'Imprimir cartão' }).click());
  expect(doc.getTitle()).toBe(`Cartão de prova - ${insPrcCodigo}`);
  expect(doc.getPageCount()).toBe(1);
  await aba.close();
});
