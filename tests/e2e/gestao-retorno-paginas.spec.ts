import { expect, test } from '@playwright/test';
import { buildRetorno400 } from '../../server/features/pagamento/cnab-build.ts';
import { entrarEm, GESTOR, hojeEmBrasilia, ilhasProntas, semViolacoesGraves } from './gestao.helpers.ts';

/**
 * A bank return report longer than a page (issue 26: a 100,000-line file is never sent whole to the screen): the
 * upload shows the first 200 lines with where they stand, and the pager reads the next page of the kept report.
 */
test('o relatório de um retorno de 250 linhas vem 200 por página; a próxima página lê o resto', async ({ page }) => {
  const hoje = hojeEmBrasilia();
  // Slips nobody issued (convênio 2837468): every line is reported, none pays anything.
  const titulos = Array.from({ length: 250 }, (_, i) => ({ nossoNumero: `2837468${String(i + 1).padStart(10, '0')}`, valorTitulo: 100, valorPago: 100, vencimento: hoje, dataPagamento: hoje }));
  const arquivo = Buffer.from(buildRetorno400({ banco: '001', agencia: '1234', conta: '56789', convenio: '2837468', data: hoje, titulos }), 'latin1');

  await entrarEm(page, '/gestao/pagamentos', GESTOR);
  await ilhasProntas(page);
  await page.getByLabel(/^Arquivo de retorno/).setInputFiles({ name: 'retorno-250.ret', mimeType: 'application/octet-stream', buffer: arquivo });
  await page.getByRole('button', { name: 'Importar arquivo' }).click();
  const relatorio = page.getByTestId('relatorio-retorno');
  await expect(relatorio).toContainText('retorno-250.ret');
  const paginas = relatorio.getByRole('navigation', { name: 'Páginas: Linhas' });
  await expect(paginas.first()).toContainText('Linhas 1 a 200 de 250');
  await expect(relatorio.locator('tbody tr')).toHaveCount(200);
  await expect(relatorio.locator('tr[data-linha="251"]')).toHaveCount(0);

  await paginas.first().getByRole('button', { name: 'Próxima' }).click();
  await expect(paginas.first()).toContainText('Linhas 201 a 250 de 250');
  await expect(relatorio.locator('tbody tr')).toHaveCount(50);
  await expect(relatorio.locator('tr[data-linha="251"]')).toContainText('Boleto desconhecido');
  await semViolacoesGraves(page);
});
