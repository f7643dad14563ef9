/**
 * The stage of the supporting-document suites (issue 27): the back-office cast's process with three document
 * types (a medical report for candidates who declared a disability, a photo for everyone, a form whose own window
 * closed), a candidate who declared a disability and one who did not, and the files they send.
 */
import { Readable } from 'node:stream';
import { prcSltTpDocumento } from '../../server/db/schema/index.ts';
import type { Client, TestApp } from '../support/api.ts';
import { type Cenario, cenario, DIA, inscrever, PDF } from './gestao-atendimento.fixtures.ts';

export { PDF };
/** A JPEG whose APP1 (Exif) segment carries a GPS block, then an APP0, a table and a scan. */
export const EXIF = Buffer.concat([Buffer.from('Exif\0\0'), Buffer.from('GPSLatitude -25.0945 GPSLongitude -50.1633')]);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8]),
  Buffer.from([0xff, 0xe1]), Buffer.from([0, EXIF.length + 2]), EXIF,
  Buffer.from([0xff, 0xe0, 0, 16]), Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
  Buffer.from([0xff, 0xdb, 0, 4, 0, 1]),
  Buffer.from([0xff, 0xda, 0, 2]), Buffer.from([1, 2, 3, 4, 5]),
  Buffer.from([0xff, 0xd9]),
]);
/** A ZIP archive's first bytes (an .exe or a .docx would do as well). */
export const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), Buffer.alloc(200, 7)]);

export interface Palco extends Cenario {
  laudo: number;
  foto: number;
  fechado: number;
  /** The staff cast's candidate, who declared a disability; Joana, who did not. */
  insDeficiente: number;
  insSemDeficiencia: number;
}

export async function palco(t: TestApp): Promise<Palco> {
  const c = await cenario(t);
  const db = t.database.db;
  const base = { prcSltCodigo: c.processo, prcSltTpDocObrigatorio: true };
  const [laudo, foto, fechado] = await db
    .insert(prcSltTpDocumento)
    .values([
      { ...base, prcSltTpDocNome: 'Laudo médico', prcSltTpDocInstrucoes: 'Laudo emitido nos últimos 12 meses, com o CID.', prcSltTpDocFormatos: ['application/pdf'], prcSltTpDocMaxBytes: 2 * 1024 * 1024, prcSltTpDocParaQuem: 'DEFICIENCIA', prcSltTpDocSensivel: true, prcSltTpDocOrdem: 1 },
      { ...base, prcSltTpDocNome: 'Foto do documento de identidade', prcSltTpDocFormatos: ['image/jpeg', 'image/png'], prcSltTpDocMaxBytes: 1024 * 1024, prcSltTpDocParaQuem: 'TODOS', prcSltTpDocOrdem: 2 },
      {
        ...base,
        prcSltTpDocNome: 'Formulário de inscrição assinado',
        prcSltTpDocFormatos: ['application/pdf'],
        prcSltTpDocMaxBytes: 1024 * 1024,
        prcSltTpDocParaQuem: 'TODOS',
        prcSltTpDocInicio: new Date(t.clock.now.getTime() - 5 * DIA),
        prcSltTpDocFim: new Date(t.clock.now.getTime() - DIA),
        prcSltTpDocOrdem: 3,
      },
    ])
    .returning();
  const insDeficiente = await inscrever(t, c.e.pessoas.candidato, c.processo, c.opcao, { insPrcDeficiente: true });
  const insSemDeficiencia = await inscrever(t, c.candidata.pssFscCodigo, c.processo, c.opcao);
  return { ...c, laudo: laudo.prcSltTpDocCodigo, foto: foto.prcSltTpDocCodigo, fechado: fechado.prcSltTpDocCodigo, insDeficiente, insSemDeficiencia };
}

/** A multipart body with one file part, as the phone's browser sends it. */
export function multipart(arquivo: { nome: string; tipo: string; dados: Buffer }) {
  const boundary = `----documentos${Math.random().toString(16).slice(2)}`;
  const corpo = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${arquivo.nome}"\r\nContent-Type: ${arquivo.tipo}\r\n\r\n`),
    arquivo.dados,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { boundary, corpo };
}

/** Sends a file to POST insPrcDocumento/enviar as `c`. */
export async function enviar(t: TestApp, c: Client, insPrcCodigo: number, tipo: number, arquivo: { nome: string; tipo: string; dados: Buffer }) {
  if (!c.xsrf()) await c.get('/sgps/pssFisica/buscaDadosSessao');
  const { boundary, corpo } = multipart(arquivo);
  return t.app.inject({
    method: 'POST',
    url: `/sgps/insPrcDocumento/enviar/${insPrcCodigo}/${tipo}`,
    headers: { cookie: c.cookieHeader(), 'x-xsrf-token': c.xsrf()!, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: corpo,
  });
}

/**
 * A multipart body of about `bytes` whose chunks are produced only when the server reads them (`lido` counts
 * them). With `trava`, the sender stalls for good after that many bytes, as a slow phone would: an answer at all
 * proves the server did not wait for the whole body.
 */
export function corpoPreguicoso(inicioDoArquivo: Buffer, bytes: number, trava = Infinity) {
  const boundary = '----preguicoso' + 'x'.repeat(10);
  const inicio = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), inicioDoArquivo]);
  const fim = Buffer.from(`\r\n--${boundary}--\r\n`);
  const pedaco = Buffer.alloc(64 * 1024, 0x41);
  const lido = { bytes: 0 };
  const partes = (function* () {
    yield inicio;
    for (let r = bytes; r > 0; r -= pedaco.length) yield pedaco;
    yield fim;
  })();
  const stream = new Readable({
    highWaterMark: 64 * 1024,
    read() {
      if (lido.bytes >= trava) return;
      const parte = partes.next();
      if (parte.done) return void this.push(null);
      lido.bytes += parte.value.length;
      this.push(parte.value);
    },
  });
  return { stream, lido, boundary, total: inicio.length + bytes + fim.length };
}
