/**
 * Uploads keep no location (issue 34, item 5), through the real upload routes: a supporting document sent from the
 * phone (POST insPrcDocumento/enviar) and an appeal's attachment (POST insPrcRecurso/cadastrar, the path the
 * exemption documents share). Crafted files: Exif with a GPS IFD in a second APP1, XMP, IPTC, a second picture
 * after the end marker, PNG eXIf/tEXt/zTXt/iTXt; and files that do not parse — a truncated segment, a segment
 * length past the end, a JPEG cut short, a PNG with a wrong checksum — refused in Portuguese, nothing stored.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivoArmazenado, insPrcDocumento, insPrcRcrAnexo } from '../../server/db/schema/index.ts';
import { JPEG_ILEGIVEL, PNG_ILEGIVEL } from '../../server/entities/documento/imagem-sem-local.ts';
import { enviar, palco, type Palco } from '../api/documentos.fixtures.ts';
import { CPF_JOAO, seedCronogramas } from '../api/cronogramas.fixtures.ts';
import { Client, createTestApp, type TestApp } from '../support/api.ts';
import { COORDENADAS, CHUNKS_COM_LOCAL, exifComGps, FOTO_JPEG, FOTO_PNG, IPTC_COM_CIDADE, jpegCom, pngCom, segmento, XMP_COM_GPS } from '../support/imagens.ts';

const EXIF = segmento(0xe1, exifComGps());
/** What a phone's photo may carry: Exif (GPS), a second APP1 with Exif again, XMP, IPTC, a second picture after the end. */
const FOTO_DO_CELULAR = jpegCom([segmento(0xe1, XMP_COM_GPS), EXIF, segmento(0xed, IPTC_COM_CIDADE)], jpegCom([EXIF]));
const TEXTOS_DE_LOCAL = ['GPS', 'Ponta Grossa', '-25.0945'].map((s) => Buffer.from(s, 'latin1'));
const semLocal = (b: Buffer) => !b.includes(COORDENADAS) && TEXTOS_DE_LOCAL.every((s) => !b.includes(s));

/** Files that cannot be parsed: storing them as they came would keep what they carry. */
const ILEGIVEIS: [string, Buffer, string][] = [
  ['a truncated segment', Buffer.concat([FOTO_JPEG.subarray(0, 2), EXIF.subarray(0, 30)]), JPEG_ILEGIVEL],
  ['a segment length past the end', Buffer.concat([FOTO_JPEG.subarray(0, 2), Buffer.from([0xff, 0xe1, 0xfe, 0x00]), exifComGps(), FOTO_JPEG.subarray(2, 200)]), JPEG_ILEGIVEL],
  ['a segment one byte short (its last bytes read as a marker)', Buffer.concat([FOTO_JPEG.subarray(0, 2), Buffer.from([0xff, 0xe1, 0, 16]), Buffer.from('Exif\0\0GPS:-25.1', 'latin1'), FOTO_JPEG.subarray(2)]), JPEG_ILEGIVEL],
  ['a JPEG cut short in its image data', jpegCom([EXIF]).subarray(0, -40), JPEG_ILEGIVEL],
  ['a PNG cut short', pngCom(CHUNKS_COM_LOCAL).subarray(0, -20), PNG_ILEGIVEL],
  ['a PNG chunk with a wrong checksum', (() => { const b = pngCom(CHUNKS_COM_LOCAL); b[45] ^= 0x55; return b; })(), PNG_ILEGIVEL],
];

describe('a supporting document sent from the phone', () => {
  let t: TestApp;
  let p: Palco;
  beforeAll(async () => {
    t = await createTestApp();
    p = await palco(t);
  }, 60_000);
  afterAll(() => t?.close());

  const guardados = async () => {
    const docs = await t.database.db.select().from(insPrcDocumento).where(eq(insPrcDocumento.insPrcCodigo, p.insDeficiente));
    return Promise.all(docs.map(async (d) => (await t.database.db.select().from(arquivoArmazenado).where(eq(arquivoArmazenado.arqChave, d.arqChave)))[0].arqConteudo));
  };

  it('refuses, in Portuguese, every photo that does not parse, and stores nothing', async () => {
    for (const [caso, dados, mensagem] of ILEGIVEIS) {
      const res = await enviar(t, p.e.candidato, p.insDeficiente, p.foto, { nome: 'foto', tipo: 'image/jpeg', dados });
      expect(res.statusCode, caso).toBe(400);
      expect(res.json().message, caso).toBe(mensagem);
    }
    expect(await guardados()).toEqual([]);
  });

  it('stores a JPEG without its Exif (GPS, also in a second APP1), XMP, IPTC and the picture after its end', async () => {
    expect(semLocal(FOTO_DO_CELULAR)).toBe(false);
    const res = await enviar(t, p.e.candidato, p.insDeficiente, p.foto, { nome: 'foto.jpg', tipo: 'image/jpeg', dados: FOTO_DO_CELULAR });
    expect(res.statusCode, res.body).toBe(200);
    const [guardado] = await guardados();
    expect(guardado.equals(FOTO_JPEG)).toBe(true);
    expect(semLocal(guardado)).toBe(true);
  });

  it('stores a PNG without its eXIf, tEXt, zTXt and iTXt (XMP) chunks, nor what follows IEND', async () => {
    // a refused photo can be sent again: replace it with the PNG
    await t.database.db.update(insPrcDocumento).set({ insPrcDocSituacao: 'RECUSADO', insPrcDocMotivo: 'Envie a foto em PNG.' }).where(eq(insPrcDocumento.insPrcCodigo, p.insDeficiente));
    const png = pngCom(CHUNKS_COM_LOCAL, EXIF);
    expect(semLocal(png)).toBe(false);
    const res = await enviar(t, p.e.candidato, p.insDeficiente, p.foto, { nome: 'foto.png', tipo: 'image/png', dados: png });
    expect(res.statusCode, res.body).toBe(200);
    const ultimo = (await guardados()).find((b) => b[0] === 0x89)!;
    expect(ultimo.equals(FOTO_PNG)).toBe(true);
  });
});

describe("an appeal's attachment (the path exemption documents share)", () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof seedCronogramas>>;
  let joao: Client;
  beforeAll(async () => {
    t = await createTestApp();
    f = await seedCronogramas(t);
    joao = new Client(t);
    await joao.login(CPF_JOAO, 'candidato');
  }, 60_000);
  afterAll(() => t?.close());

  async function recorrer(arquivo: { nome: string; dados: Buffer }) {
    const boundary = '----anexo' + Math.random().toString(16).slice(2);
    const campos = { prcSltCodigo: f.prcSltCodigo, insPrcCodigo: f.insJoao, prcSltCrnCodigo: f.janelas.aberta, insPrcRcrJustificativa: 'A questão 12 tem duas alternativas corretas, conforme o edital.' };
    const partes: Buffer[] = Object.entries(campos).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    partes.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="anexo"; filename="${arquivo.nome}"\r\nContent-Type: image/jpeg\r\n\r\n`), arquivo.dados, Buffer.from(`\r\n--${boundary}--\r\n`));
    if (!joao.xsrf()) await joao.get('/sgps/pssFisica/buscaDadosSessao');
    return t.app.inject({ method: 'POST', url: '/sgps/insPrcRecurso/cadastrar', headers: { cookie: joao.cookieHeader(), 'x-xsrf-token': joao.xsrf()!, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(partes) });
  }

  it('refuses a photo that does not parse; stores one without its location', async () => {
    for (const [caso, dados, mensagem] of ILEGIVEIS) {
      const res = await recorrer({ nome: 'prova.jpg', dados });
      expect(res.statusCode, caso).toBe(400);
      expect(res.json().message, caso).toBe(mensagem);
    }
    expect(await t.database.db.select().from(insPrcRcrAnexo)).toEqual([]);
    const res = await recorrer({ nome: 'prova.jpg', dados: FOTO_DO_CELULAR });
    expect(res.statusCode, res.body).toBe(200);
    const [anexo] = await t.database.db.select().from(insPrcRcrAnexo);
    expect(anexo.insPrcRcrAnxConteudo.equals(FOTO_JPEG)).toBe(true);
    expect(anexo.insPrcRcrAnxTamanho).toBe(FOTO_JPEG.length);
  });
});
