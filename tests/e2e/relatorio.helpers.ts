import { expect, request, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

/**
 * Clicks something that opens a relatum report (src/lib/relatorio.ts) and checks what happens: the page asks
 * relatum/auth for a token, a new tab opens `${url}?token=...`, and that answer is a PDF. The same link is then
 * fetched again from a context WITHOUT the session (the token alone authorises it) to read the document.
 */
export async function abrirPdf(page: Page, tipo: string, clicar: () => Promise<void>) {
  const context = page.context();
  const auth = page.waitForResponse((r) => r.url().includes('/sgps/relatum/auth?') && new URL(r.url()).searchParams.get('tipo') === tipo);
  const novaAba = context.waitForEvent('page');
  const relatorio = context.waitForEvent('response', (r) => r.url().includes(`/sgps/relatum/relatorio/${tipo}?token=`));
  await clicar();
  const { url, access_token } = (await (await auth).json()) as { url: string; access_token: string };
  const aba = await novaAba;
  const res = await relatorio;
  expect(res.url()).toBe(new URL(`${url}?token=${encodeURIComponent(access_token)}`, page.url()).href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const anonimo = await request.newContext();
  const again = await anonimo.get(res.url());
  expect(again.status()).toBe(200);
  const bytes = await again.body();
  await anonimo.dispose();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { aba, bytes, doc: await PDFDocument.load(bytes), contentDisposition: res.headers()['content-disposition'] };
}
