/**
 * Supporting documents on a phone (issue 27): a candidate who declared a disability sends a medical report (PDF)
 * and a photo, a wrong-type file is refused with its message; Atendimento, in the back office, refuses the photo
 * with a reason and accepts the report; back on the phone, the candidate sees both decisions and sends the photo
 * again.
 */
import { exifComGps, jpegCom, segmento } from '../support/imagens.ts';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, PDFName, PDFString, rgb, StandardFonts } from 'pdf-lib';
import { novoCandidatoLogado, processCode } from './candidato.helpers.ts';
import { ADMIN, entrarConfigurandoSegundoFator, entrarEm, semViolacoesGraves } from './gestao.helpers.ts';

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

const CHAMAMENTO = 'Tutores para Educação a Distância';
/** A two-page medical report: big black text on white, so a drawn page has dark pixels to find. */
async function laudoPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const fonte = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const texto of ['LAUDO MEDICO', 'PAGINA DOIS']) doc.addPage([595, 842]).drawText(texto, { x: 40, y: 700, size: 60, font: fonte, color: rgb(0, 0, 0) });
  // a document-level script: it must never run (pdf.js draws, it does not execute)
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("pdf-js-executou")') }));
  return Buffer.from(await doc.save());
}

/** How many of the canvas's pixels are dark (drawn text), read from the page's own canvas. */
const pixelsEscuros = (canvas: ReturnType<Page['locator']>) =>
  canvas.evaluate((c: HTMLCanvasElement) => {
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 0 && d[i] < 80 && d[i + 1] < 80 && d[i + 2] < 80) n++;
    return n;
  });
/** A real photo with an Exif block carrying a GPS position (the server keeps the image without it). */
const JPEG = jpegCom([segmento(0xe1, exifComGps())]);

/** Enrols the signed-in new candidate in the public call for tutors, declaring a disability; answers the number. */
async function inscreverDeclarandoDeficiencia(page: Page, pessoa: number, code: number): Promise<string> {
  await page.goto(`/prcSeletivo/inscrever/${pessoa}/${code}/0`);
  await page.getByLabel('Celular').fill('(42) 97777-4321');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.locator('#opcao-1-0').selectOption({ label: 'Tutor Presencial' });
  await page.locator('#opcao-1-1').selectOption({ label: 'Polo Castro — Isento' });
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByLabel('Título do plano de trabalho').fill('Tutoria acessível em matemática');
  await page.getByLabel('Sou pessoa com deficiência').check();
  await page.getByLabel('Pesquisar pelo nome ou pela sigla').fill('parana');
  await expect(page.getByText('4 instituições encontradas.')).toBeVisible();
  await page.getByLabel('Instituição de origem').selectOption({ label: 'Universidade Federal do Paraná (UFPR)' });
  await page.getByRole('group', { name: 'Tipos de instituição em que você estudou' }).getByLabel('Pública federal').check();
  await page.getByLabel(/termos/).check();
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(page.getByRole('heading', { name: 'Inscrição realizada com sucesso!' })).toBeVisible();
  const numero = (await page.getByTestId('numero-inscricao').textContent())!.trim();
  // the process takes files: the confirmation leads to the documents too
  await expect(page.getByRole('link', { name: 'Enviar documentos' })).toHaveAttribute('href', `/documentos/${numero}`);
  return numero;
}

const cartao = (page: Page, nome: string) => page.getByRole('region', { name: new RegExp(`^${nome}`) });

async function enviar(page: Page, nome: string, arquivo: { name: string; mimeType: string; buffer: Buffer }, botao = 'Enviar') {
  const c = cartao(page, nome);
  await c.getByLabel(`Arquivo para ${nome}`).setInputFiles(arquivo);
  await c.getByRole('button', { name: botao }).click();
}

test('a candidate with a disability sends a medical report and a photo from a phone; Atendimento decides; the photo goes again', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const code = await processCode(request, CHAMAMENTO);
  const { pessoa } = await novoCandidatoLogado(page, 'Daniela Documentos Teste');
  const numero = await inscreverDeclarandoDeficiencia(page, pessoa, code);

  // from the process list to the enrolment's documents
  await page.goto('/prcSeletivo');
  await page.getByRole('link', { name: 'Documentos' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/documentos/${numero}$`));
  await expect(cartao(page, 'Laudo médico')).toBeVisible();
  await expect(cartao(page, 'Foto do documento de identidade')).toBeVisible();

  // a text file named like a PDF is refused by its bytes, with the message
  await enviar(page, 'Laudo médico', { name: 'laudo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('isto não é um PDF, é texto') });
  await expect(cartao(page, 'Laudo médico').getByRole('alert')).toHaveText('Tipo de arquivo não aceito. Envie um arquivo PDF.');
  await expect(cartao(page, 'Laudo médico')).toContainText('Nenhum arquivo enviado.');

  await enviar(page, 'Laudo médico', { name: 'laudo.pdf', mimeType: 'application/pdf', buffer: await laudoPdf() });
  await expect(cartao(page, 'Laudo médico').getByTestId('situacao-documento')).toContainText('Enviado');
  await enviar(page, 'Foto do documento de identidade', { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(cartao(page, 'Foto do documento de identidade').getByTestId('situacao-documento')).toContainText('Enviado');

  // a new person is given the Atendimento role of this process by the administrator
  const ctxAtendimento = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const atendimento = await ctxAtendimento.newPage();
  // the site's CSP (script-src 'self' and hashes, no eval, no wasm) must let pdf.js and its worker run untouched
  await atendimento.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const { pessoa: servidor, cpf: cpfServidor } = await novoCandidatoLogado(atendimento, 'Ana Atendimento Teste');
  const ctxAdmin = await browser.newContext();
  const admin = await ctxAdmin.newPage();
  await entrarEm(admin, '/gestao', ADMIN);
  const xsrf = (await ctxAdmin.cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const concedido = await admin.request.post('/sgps/gestao/papeis/conceder', { data: { pssFscCodigo: servidor, papel: 'ATENDIMENTO', prcSltCodigo: code }, headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(concedido.status(), await concedido.text()).toBe(200);
  await ctxAdmin.close();
  // Her first role ended the session she had as a candidate: she signs in again, with the second factor.
  await entrarConfigurandoSegundoFator(atendimento, `/gestao/processo/${code}/documentos`, { cpf: cpfServidor, senha: 'senha-do-novo' });

  // as Atendimento: refuse the photo with a reason, accept the report
  await atendimento.goto(`/gestao/processo/${code}/documentos`);
  const foto = atendimento.getByRole('listitem', { name: 'Foto do documento de identidade de Daniela Documentos Teste' });
  const imagem = foto.getByRole('img', { name: /Foto do documento de identidade enviado por Daniela/ });
  await expect(imagem).toBeVisible();
  // the stored photo (without its location) is still an image the browser draws
  await expect.poll(() => imagem.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(8);
  await expect(foto).toContainText('Pessoa com deficiência');
  await foto.getByRole('button', { name: 'Recusar' }).click();
  await foto.getByLabel('Motivo da recusa (o candidato lerá)').fill('A foto está desfocada: tire outra com boa luz.');
  await foto.getByRole('button', { name: 'Confirmar recusa' }).click();
  await expect(foto).toHaveCount(0);
  const laudo = atendimento.getByRole('listitem', { name: 'Laudo médico de Daniela Documentos Teste' });
  // the PDF is drawn in the page by pdf.js, a page at a time, with one audited view for all its pages
  const dialogos: string[] = [];
  atendimento.on('dialog', (d) => void (dialogos.push(d.message()), d.dismiss()));
  const pedidos: string[] = [];
  atendimento.on('request', (r) => r.url().includes('/arquivo') && pedidos.push(r.url()));
  await laudo.getByRole('button', { name: 'Ver o PDF aqui' }).click();
  const pagina1 = laudo.getByRole('img', { name: 'Laudo médico enviado por Daniela Documentos Teste: página 1 de 2' });
  await expect(pagina1).toBeVisible();
  await expect.poll(() => pixelsEscuros(pagina1)).toBeGreaterThan(1000);
  await laudo.getByRole('button', { name: 'Próxima página' }).click();
  const pagina2 = laudo.getByRole('img', { name: 'Laudo médico enviado por Daniela Documentos Teste: página 2 de 2' });
  await expect(pagina2).toBeVisible();
  await expect.poll(() => pixelsEscuros(pagina2)).toBeGreaterThan(1000);
  await expect(laudo.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  expect(pedidos).toHaveLength(1);
  // drawn off the page's thread, by the worker file of our own build
  expect(atendimento.workers().map((w) => new URL(w.url()).pathname)).toEqual([expect.stringMatching(/^\/_astro\/pdf\.worker\.min-[\w-]+\.js$/)]);
  expect(dialogos).toEqual([]);
  expect(await atendimento.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  await semViolacoesGraves(atendimento);
  // "Baixar": opened by a POST (recorded), then the file's short-lived address is downloaded
  const [baixado] = await Promise.all([atendimento.waitForEvent('download'), laudo.getByRole('button', { name: 'Baixar' }).click()]);
  expect(baixado.suggestedFilename()).toBe('laudo.pdf');
  expect(baixado.url()).toMatch(/\/sgps\/gestao\/documentos\/\d+\/arquivo\?baixar=T&token=/);
  await laudo.getByRole('button', { name: 'Aceitar' }).click();
  await expect(laudo).toHaveCount(0);
  await atendimento.getByRole('button', { name: /^Recusados/ }).click();
  await expect(atendimento.getByRole('listitem', { name: 'Foto do documento de identidade de Daniela Documentos Teste' })).toContainText('A foto está desfocada');
  await ctxAtendimento.close();

  // back on the phone: both decisions, and the photo sent again
  await page.reload();
  await expect(cartao(page, 'Laudo médico').getByTestId('situacao-documento')).toContainText('Aceito');
  await expect(cartao(page, 'Laudo médico').getByRole('button')).toHaveCount(0);
  const cartaoFoto = cartao(page, 'Foto do documento de identidade');
  await expect(cartaoFoto.getByTestId('situacao-documento')).toContainText('Recusado');
  await expect(cartaoFoto).toContainText('Motivo da recusa: A foto está desfocada: tire outra com boa luz.');
  await enviar(page, 'Foto do documento de identidade', { name: 'foto-nova.jpg', mimeType: 'image/jpeg', buffer: JPEG }, 'Enviar novamente');
  await expect(cartaoFoto.getByTestId('situacao-documento')).toContainText('Enviado');
  await expect(cartaoFoto.getByTestId('situacao-documento')).toContainText('foto-nova.jpg');
  await cartaoFoto.getByText('Envios anteriores').click();
  await expect(cartaoFoto).toContainText('1º envio: foto.jpg — Recusado (A foto está desfocada: tire outra com boa luz.)');
  await semViolacoesGraves(page);
  // the decision also came as a message
  const msgs = await (await page.request.get('/sgps/mensagens/mnsDestinatario/pesquisa?start=0&limit=5')).text();
  expect(msgs).toContain('Análise de documentos');
});
