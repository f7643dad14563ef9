import { eq } from 'drizzle-orm';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insProcesso } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { seedProcess, validBody } from './inscricao.fixtures.ts';

let t: TestApp;
let ana: Client;
let bruno: Client;
let s: Awaited<ReturnType<typeof seedProcess>>;
let insPrcCodigo: number;
let codigo: string;

/** The text drawn on the PDF's pages: pdf-lib writes WinAnsi hex strings (<...> Tj) into flate streams. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const out: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams: (PDFObject | undefined)[] = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    for (const st of streams) {
      const ops = Buffer.from(decodePDFRawStream(st as PDFRawStream).decode()).toString('latin1');
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) out.push(Buffer.from(m[1], 'hex').toString('latin1'));
    }
  }
  return out.join('\n');
}

beforeAll(async () => {
  t = await createTestApp({ publicOrigin: 'https://processos.exemplo.br' });
  await createAccount(t, { cpf: '52998224725', nome: 'Ana Beatriz Souza', senha: 'senha-da-ana', email: 'ana.souza@exemplo.com' });
  await createAccount(t, { cpf: '11144477735', nome: 'Bruno Lima', senha: 'senha-do-bruno' });
  ana = new Client(t);
  await ana.login('529.982.247-25', 'senha-da-ana');
  bruno = new Client(t);
  await bruno.login('111.444.777-35', 'senha-do-bruno');
  s = await seedProcess(t);
  const res = await ana.post('/sgps/insProcesso/cadastrar2', validBody(s, { insPrcNmSocial: 'Ana Beatriz', opcoes: [{ opcCodigo: s.medicina.opcCodigo }, { opcCodigo: s.historia.opcCodigo }] }));
  expect(res.statusCode, res.body).toBe(200);
  ({ insPrcCodigo, insPrcCdgVerificacao: codigo } = res.json().data);
});
afterAll(() => t.close());

describe('GET insProcesso/comprovante/{insPrcCodigo}', () => {
  it('gives the own receipt as a PDF pdf-lib loads, with number, process, options, date-time and verification code', async () => {
    const res = await ana.get(`/sgps/insProcesso/comprovante/${insPrcCodigo}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="comprovante-inscricao-${insPrcCodigo}.pdf"; filename*=UTF-8''comprovante-inscricao-${insPrcCodigo}.pdf`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Comprovante de inscrição nº ${insPrcCodigo}`);
    const text = await pdfText(bytes);
    expect(text).toContain(String(insPrcCodigo));
    expect(text).toContain('Vestibular de Verão 2026');
    // The option by its whole path (issue 36 item 7).
    // (the test's text extractor drops the '›' glyph, WinAnsi 0x9B, that the PDF draws between the names)
    expect(text).toMatch(/1ª opção: Sede \W{1,3}Medicina/);
    expect(text).toMatch(/2ª opção: Sede \W{1,3}História/);
    expect(text).toContain('22/11/2026 10:00:00'); // FIXED_NOW in São Paulo, to the second
    expect(text).toContain('Ana Beatriz'); // the social name prevails
    expect(text).toContain(codigo);
    expect(text).toContain(`https://processos.exemplo.br/verificar-comprovante?codigo=${codigo}`);
    // the QR code is an embedded image
    expect(bytes.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });

  it("another candidate's enrolment gives 404 and no PDF", async () => {
    const res = await bruno.get(`/sgps/insProcesso/comprovante/${insPrcCodigo}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).not.toContain('Ana');
    expect(res.body).not.toContain(codigo);
  });

  it('requires login; a non-numeric or unknown code is refused', async () => {
    expect((await new Client(t).get(`/sgps/insProcesso/comprovante/${insPrcCodigo}`)).statusCode).toBe(401);
    expect((await ana.get('/sgps/insProcesso/comprovante/abc')).statusCode).toBe(400);
    expect((await ana.get('/sgps/insProcesso/comprovante/99999999')).statusCode).toBe(404);
  });
});

describe('GET insProcesso/verificarComprovante (public)', () => {
  it('confirms a genuine receipt with process, number, date-time and state only — no personal data', async () => {
    const res = await new Client(t).get(`/sgps/insProcesso/verificarComprovante?codigo=${codigo.toLowerCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { valido: 'T', prcSltDescricao: 'Vestibular de Verão 2026', insPrcCodigo, insPrcIncDtHora: '2026-11-22T13:00:00.000Z', insPrcSituacao: 'ATIVA' },
    });
    for (const secret of ['Ana', 'Souza', 'exemplo.com', '52998224725', 'Medicina', 'pssFsc', 'opcoes']) expect(res.body).not.toContain(secret);
  });

  it('shows a cancelled enrolment as cancelled', async () => {
    await t.database.db.update(insProcesso).set({ insCancelada: true }).where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
    const res = await new Client(t).get(`/sgps/insProcesso/verificarComprovante?codigo=${codigo}`);
    expect(res.json().data.insPrcSituacao).toBe('CANCELADA');
    await t.database.db.update(insProcesso).set({ insCancelada: false }).where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
  });

  it('an unknown code is not valid; a malformed one is a 400 in Portuguese', async () => {
    const unknown = await new Client(t).get('/sgps/insProcesso/verificarComprovante?codigo=ABCDEF0123456789');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, data: { valido: 'F' }, message: 'Nenhuma inscrição corresponde a este código de verificação.' });
    const bad = await new Client(t).get('/sgps/insProcesso/verificarComprovante?codigo=%27%3B--');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Código de verificação inválido');
  });
});
