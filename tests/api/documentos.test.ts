/**
 * The candidate's supporting documents (issue 27): the list follows their answers, a file is checked by its bytes
 * and size before it is read whole, the window is kept, and nobody reaches another's enrolment or file by any code.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivoArmazenado, insPrcDocumento } from '../../server/db/schema/index.ts';
import { Client, createTestApp, type TestApp } from '../support/api.ts';
import { corpoPreguicoso, enviar, EXIF, JPEG, palco, type Palco, PDF, ZIP } from './documentos.fixtures.ts';

let t: TestApp;
let p: Palco;
beforeAll(async () => {
  t = await createTestApp();
  p = await palco(t);
});
afterAll(() => t.close());

const lista = (c: Client, ins: number) => c.get(`/sgps/insPrcDocumento/pesquisa?insPrcCodigo=${ins}`);
const documentos = async () => t.database.db.select().from(insPrcDocumento).orderBy(insPrcDocumento.insPrcDocCodigo);

describe('the documents a candidate must send', () => {
  it('follow the answers: the medical report only for who declared a disability, with formats, size and window', async () => {
    const res = await lista(p.e.candidato, p.insDeficiente);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data.documentos;
    expect(d.map((x: { nome: string }) => x.nome)).toEqual(['Laudo médico', 'Foto do documento de identidade', 'Formulário de inscrição assinado']);
    expect(d[0]).toMatchObject({ formatos: ['application/pdf'], formatosTexto: 'PDF', maxTexto: '2 MB', obrigatorio: true, aberta: true, podeEnviar: true, versoes: [] });
    expect(d[1]).toMatchObject({ formatosTexto: 'JPEG ou PNG', maxTexto: '1 MB' });
    expect(d[2]).toMatchObject({ aberta: false, podeEnviar: false });
    const outra = (await lista(p.candidata.cliente, p.insSemDeficiencia)).json().data.documentos;
    expect(outra.map((x: { nome: string }) => x.nome)).toEqual(['Foto do documento de identidade', 'Formulário de inscrição assinado']);
  });
});

describe('sending', () => {
  it('keeps a PDF whole, as version 1 "Enviado", under a random key', async () => {
    const res = await enviar(t, p.e.candidato, p.insDeficiente, p.laudo, { nome: '../../laudo<script>.pdf', tipo: 'application/pdf', dados: PDF });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ nome: 'Laudo médico', podeEnviar: true, versoes: [{ versao: 1, situacao: 'ENVIADO', situacaoTexto: 'Enviado', tamanho: PDF.length, motivo: null }] });
    const [d] = await documentos();
    expect(d.insPrcDocNome).toBe('laudoscript.pdf');
    expect(d.arqChave).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(d.arqChave).not.toContain(String(p.insDeficiente));
    const [guardado] = await t.database.db.select().from(arquivoArmazenado).where(eq(arquivoArmazenado.arqChave, d.arqChave));
    expect(Buffer.compare(guardado.arqConteudo, PDF)).toBe(0);
  });

  it('refuses a file whose bytes are not of an accepted kind, whatever its name and declared type say', async () => {
    const antes = (await documentos()).length;
    const zip = await enviar(t, p.e.candidato, p.insDeficiente, p.laudo, { nome: 'laudo.pdf', tipo: 'application/pdf', dados: ZIP });
    expect(zip.statusCode).toBe(400);
    expect(zip.json()).toMatchObject({ success: false, message: 'Tipo de arquivo não aceito. Envie um arquivo PDF.' });
    // a real photo, but not a kind the medical report accepts
    const foto = await enviar(t, p.e.candidato, p.insDeficiente, p.laudo, { nome: 'laudo.pdf', tipo: 'application/pdf', dados: JPEG });
    expect(foto.json().message).toBe('Tipo de arquivo não aceito. Envie um arquivo PDF.');
    const vazio = await enviar(t, p.e.candidato, p.insDeficiente, p.foto, { nome: 'f.jpg', tipo: 'image/jpeg', dados: Buffer.alloc(0) });
    expect(vazio.json().message).toBe('O arquivo enviado está vazio.');
    expect((await documentos()).length).toBe(antes);
  });

  it('strips the Exif block (GPS position) from a photo and keeps the image', async () => {
    const res = await enviar(t, p.e.candidato, p.insDeficiente, p.foto, { nome: 'foto.jpg', tipo: 'image/jpeg', dados: JPEG });
    expect(res.statusCode, res.body).toBe(200);
    const d = (await documentos()).find((x) => x.prcSltTpDocCodigo === p.foto)!;
    const [guardado] = await t.database.db.select().from(arquivoArmazenado).where(eq(arquivoArmazenado.arqChave, d.arqChave));
    expect(guardado.arqConteudo.includes(EXIF)).toBe(false);
    expect(guardado.arqConteudo.includes(Buffer.from('GPS'))).toBe(false);
    expect(guardado.arqConteudo.includes(Buffer.from('JFIF'))).toBe(true);
    expect(guardado.arqConteudo.length).toBe(JPEG.length - EXIF.length - 4);
  });

  it('refuses outside the window, before reading anything', async () => {
    const res = await enviar(t, p.e.candidato, p.insDeficiente, p.fechado, { nome: 'f.pdf', tipo: 'application/pdf', dados: PDF });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O prazo para enviar este documento está encerrado.');
    await t.database.db.update((await import('../../server/db/schema/index.ts')).prcSltTpDocumento).set({ prcSltTpDocInicio: new Date(t.clock.now.getTime() + 86_400_000), prcSltTpDocFim: new Date(t.clock.now.getTime() + 2 * 86_400_000) }).where(eq((await import('../../server/db/schema/index.ts')).prcSltTpDocumento.prcSltTpDocCodigo, p.fechado));
    const cedo = await enviar(t, p.e.candidato, p.insDeficiente, p.fechado, { nome: 'f.pdf', tipo: 'application/pdf', dados: PDF });
    expect(cedo.json().message).toBe('O prazo para enviar este documento ainda não começou.');
  });

  it('refuses a declared size over the limit with 413 before reading the body', async () => {
    const { stream, lido, boundary } = corpoPreguicoso(PDF, 6 * 1024 * 1024);
    const c = p.e.candidato;
    const res = await t.app.inject({
      method: 'POST',
      url: `/sgps/insPrcDocumento/enviar/${p.insDeficiente}/${p.laudo}`,
      headers: { cookie: c.cookieHeader(), 'x-xsrf-token': c.xsrf()!, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(6 * 1024 * 1024 + 500) },
      payload: stream,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('O arquivo é maior que o permitido (máximo de 2 MB).');
    expect(lido.bytes).toBeLessThan(512 * 1024);
    stream.destroy();
  });

  it('refuses an undeclared body as soon as it passes the limit, and a wrong kind as soon as its first bytes are in', async () => {
    const c = p.e.candidato;
    // The sender stalls after 3 MB of a 6 MB body: the answer comes without the rest.
    const semTamanho = corpoPreguicoso(PDF, 6 * 1024 * 1024, 3 * 1024 * 1024);
    const grande = await t.app.inject({
      method: 'POST',
      url: `/sgps/insPrcDocumento/enviar/${p.insDeficiente}/${p.laudo}`,
      headers: { cookie: c.cookieHeader(), 'x-xsrf-token': c.xsrf()!, 'content-type': `multipart/form-data; boundary=${semTamanho.boundary}` },
      payload: semTamanho.stream,
    });
    expect(grande.statusCode).toBe(413);
    expect(grande.json().message).toBe('O arquivo é maior que o permitido (máximo de 2 MB).');
    semTamanho.stream.destroy();
    // The sender stalls after 256 KB: the kind is known from the first bytes.
    const zip = corpoPreguicoso(ZIP, 6 * 1024 * 1024, 256 * 1024);
    const tipo = await t.app.inject({
      method: 'POST',
      url: `/sgps/insPrcDocumento/enviar/${p.insDeficiente}/${p.laudo}`,
      headers: { cookie: c.cookieHeader(), 'x-xsrf-token': c.xsrf()!, 'content-type': `multipart/form-data; boundary=${zip.boundary}` },
      payload: zip.stream,
    });
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().message).toBe('Tipo de arquivo não aceito. Envie um arquivo PDF.');
    zip.stream.destroy();
  });

  it('keeps nothing of a file whose connection dropped midway (the body ends before the part does)', async () => {
    const antes = (await documentos()).length;
    const arquivos = (await t.database.db.select().from(arquivoArmazenado)).length;
    const c = p.e.candidato;
    const boundary = '----cortado';
    const metade = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), JPEG.subarray(0, 20)]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/sgps/insPrcDocumento/enviar/${p.insDeficiente}/${p.foto}`,
      headers: { cookie: c.cookieHeader(), 'x-xsrf-token': c.xsrf()!, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: metade,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O envio foi interrompido antes do fim do arquivo. Nada foi guardado: envie o arquivo novamente.');
    expect((await documentos()).length).toBe(antes);
    expect((await t.database.db.select().from(arquivoArmazenado)).length).toBe(arquivos);
  });

  it('is answered 401 without a session, and a document not asked of the enrolment is 404', async () => {
    const anonimo = new Client(t);
    await anonimo.get('/sgps/pssFisica/buscaDadosSessao');
    expect((await enviar(t, anonimo, p.insDeficiente, p.laudo, { nome: 'l.pdf', tipo: 'application/pdf', dados: PDF })).statusCode).toBe(401);
    const naoPedido = await enviar(t, p.candidata.cliente, p.insSemDeficiencia, p.laudo, { nome: 'l.pdf', tipo: 'application/pdf', dados: PDF });
    expect(naoPedido.statusCode).toBe(404);
    expect(naoPedido.json().message).toBe('Este documento não é pedido para a sua inscrição.');
  });
});

describe('ownership: no one else reaches an enrolment or a file, by any code', () => {
  it('another candidate gets 404 listing, sending to, or downloading from the enrolment', async () => {
    const outro = p.candidata.cliente;
    expect((await lista(outro, p.insDeficiente)).statusCode).toBe(404);
    const envio = await enviar(t, outro, p.insDeficiente, p.foto, { nome: 'f.jpg', tipo: 'image/jpeg', dados: JPEG });
    expect(envio.statusCode).toBe(404);
    const todos = await documentos();
    expect(todos.length).toBeGreaterThan(0);
    for (const d of todos) {
      const r = await outro.get(`/sgps/insPrcDocumento/arquivo/${d.insPrcDocCodigo}`);
      expect(r.statusCode).toBe(404);
      expect(r.body).not.toContain('%PDF');
    }
    // codes that do not exist answer the same
    for (const cod of [todos.at(-1)!.insPrcDocCodigo + 1, 999_999, 1]) if (!todos.some((d) => d.insPrcDocCodigo === cod)) expect((await outro.get(`/sgps/insPrcDocumento/arquivo/${cod}`)).statusCode).toBe(404);
    // staff are not candidates here: the back office has its own route, with its role
    expect((await p.e.administrador.get(`/sgps/insPrcDocumento/arquivo/${todos[0].insPrcDocCodigo}`)).statusCode).toBe(404);
  });

  it('the owner downloads their file as an attachment, sandboxed and never sniffed', async () => {
    const [d] = await documentos();
    const r = await p.e.candidato.get(`/sgps/insPrcDocumento/arquivo/${d.insPrcDocCodigo}`);
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.equals(PDF)).toBe(true);
    expect(r.headers['content-disposition']).toMatch(/^attachment;/);
    expect(r.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });
});
