import { expect, test } from '@playwright/test';
import { entrar, inscricaoEm } from './pos-inscricao.helpers.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('recurso: prazo encerrado, anexo recusado pelo conteúdo, envio com PDF e boleto da taxa', async ({ page }) => {
  await entrar(page, '529.982.247-25', 'candidato', '/prcSeletivo');
  await expect(page).toHaveURL(/\/prcSeletivo$/);
  const ins = await inscricaoEm(page, 'Vestibular de Verão 2026');
  await page.goto(`/reexame/${ins.prcSltCodigo}/${ins.insPrcCodigo}/3`);
  await expect(page.getByRole('heading', { name: 'Reexame - Vestibular de Verão 2026' })).toBeVisible();

  const fechada = page.getByRole('article', { name: 'Recurso do gabarito preliminar' });
  await expect(fechada).toContainText('O prazo para recurso desta etapa está encerrado.');
  await expect(fechada.getByRole('button', { name: 'Enviar recurso' })).toHaveCount(0);

  const aberta = page.getByRole('article', { name: 'Recurso do resultado final' });
  await expect(aberta).toContainText('Taxa: R$ 30,00');
  await aberta.getByLabel('Justificativa').fill('A nota da redação não considerou a grade de correção publicada no edital.');
  // A text file named .pdf: the server reads its bytes and refuses it.
  await aberta.getByLabel('Anexo (opcional)').setInputFiles({ name: 'redacao.pdf', mimeType: 'application/pdf', buffer: Buffer.from('isto não é um PDF') });
  await aberta.getByRole('button', { name: 'Enviar recurso' }).click();
  await expect(page.getByRole('dialog')).toContainText('O anexo deve ser um arquivo PDF ou uma imagem (PNG ou JPEG).');
  await page.getByRole('button', { name: 'Ok' }).click();

  await aberta.getByLabel('Anexo (opcional)').setInputFiles({ name: 'redacao.pdf', mimeType: 'application/pdf', buffer: PDF });
  await aberta.getByRole('button', { name: 'Enviar recurso' }).click();
  await expect(aberta).toContainText('Recurso enviado em');
  await expect(aberta).toContainText('Aguardando resposta.');
  await expect(aberta.getByRole('link', { name: 'redacao.pdf' })).toBeVisible();
  await expect(aberta.getByLabel('Justificativa')).toHaveCount(0);

  await aberta.getByRole('button', { name: 'Gerar boleto do recurso' }).click();
  await expect(aberta).toContainText('Linha digitável:');
  await expect(aberta).toContainText('Vencimento:');

  // After a reload the appeal is still there (once) and the window no longer takes another.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Recurso do resultado final' })).toContainText('Recurso enviado em');
  await expect(page.getByRole('button', { name: 'Enviar recurso' })).toHaveCount(0);
});
