/**
 * Supporting documents on a phone (issue 27): a candidate who declared a disability sends a medical report (PDF)
 * and a photo, a wrong-type file is refused with its message; Atendimento, in the back office, refuses the photo
 * with a reason and accepts the report; back on the phone, the candidate sees both decisions and sends the photo
 * again.
 */
import { expect, test, type Page } from '@playwright/test';
import { novoCandidatoLogado, processCode } from './candidato.helpers.ts';
import { ADMIN, entrarEm, semViolacoesGraves } from './gestao.helpers.ts';

test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

const CHAMAMENTO = 'Tutores para Educação a Distância';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
/** A JPEG with an Exif block (the server strips it), an APP0, a table and a scan. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 16]),
  Buffer.from('Exif\0\0GPS:-25.1', 'latin1'),
  Buffer.from([0xff, 0xe0, 0, 16]),
  Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
  Buffer.from([0xff, 0xda, 0, 2, 1, 2, 3, 0xff, 0xd9]),
]);

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

  await enviar(page, 'Laudo médico', { name: 'laudo.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(cartao(page, 'Laudo médico').getByTestId('situacao-documento')).toContainText('Enviado');
  await enviar(page, 'Foto do documento de identidade', { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(cartao(page, 'Foto do documento de identidade').getByTestId('situacao-documento')).toContainText('Enviado');

  // a new person is given the Atendimento role of this process by the administrator
  const ctxAtendimento = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const atendimento = await ctxAtendimento.newPage();
  const { pessoa: servidor } = await novoCandidatoLogado(atendimento, 'Ana Atendimento Teste');
  const ctxAdmin = await browser.newContext();
  const admin = await ctxAdmin.newPage();
  await entrarEm(admin, '/gestao', ADMIN);
  const xsrf = (await ctxAdmin.cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const concedido = await admin.request.post('/sgps/gestao/papeis/conceder', { data: { pssFscCodigo: servidor, papel: 'ATENDIMENTO', prcSltCodigo: code }, headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(concedido.status(), await concedido.text()).toBe(200);
  await ctxAdmin.close();

  // as Atendimento: refuse the photo with a reason, accept the report
  await atendimento.goto(`/gestao/processo/${code}/documentos`);
  const foto = atendimento.getByRole('listitem', { name: 'Foto do documento de identidade de Daniela Documentos Teste' });
  await expect(foto.getByRole('img', { name: /Foto do documento de identidade enviado por Daniela/ })).toBeVisible();
  await expect(foto).toContainText('Pessoa com deficiência');
  await foto.getByRole('button', { name: 'Recusar' }).click();
  await foto.getByLabel('Motivo da recusa (o candidato lerá)').fill('A foto está desfocada: tire outra com boa luz.');
  await foto.getByRole('button', { name: 'Confirmar recusa' }).click();
  await expect(foto).toHaveCount(0);
  const laudo = atendimento.getByRole('listitem', { name: 'Laudo médico de Daniela Documentos Teste' });
  await expect(laudo.getByRole('link', { name: 'Abrir o PDF' })).toBeVisible();
  await semViolacoesGraves(atendimento);
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
