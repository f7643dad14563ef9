/** The pure parts of a supporting document's file handling (issue 27): Exif removal and the texts of the rules. */
import { describe, expect, it } from 'vitest';
import { formatoPorConteudo, formatosTexto, semExif, tamanhoTexto } from '../../server/entities/documento-arquivo.ts';

const seg = (marcador: number, dados: Buffer) => Buffer.concat([Buffer.from([0xff, marcador]), Buffer.from([(dados.length + 2) >> 8, (dados.length + 2) & 0xff]), dados]);
const SOI = Buffer.from([0xff, 0xd8]);
const SCAN = Buffer.concat([seg(0xda, Buffer.from([1, 0, 0])), Buffer.from([0x12, 0xff, 0x00, 0x34]), Buffer.from([0xff, 0xd9])]);

describe('semExif', () => {
  it('drops every APP1 segment (Exif with GPS, XMP) and keeps the others and the image data byte for byte', () => {
    const app0 = seg(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
    const exif = seg(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), Buffer.alloc(300, 0x47)]));
    const xmp = seg(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta exif:GPSLatitude="25"/>'));
    const dqt = seg(0xdb, Buffer.alloc(65, 1));
    const limpo = semExif(Buffer.concat([SOI, exif, app0, xmp, dqt, SCAN]));
    expect(limpo.equals(Buffer.concat([SOI, app0, dqt, SCAN]))).toBe(true);
  });

  it('leaves a JPEG without Exif as it is, and anything that does not parse untouched', () => {
    const semNada = Buffer.concat([SOI, seg(0xdb, Buffer.alloc(4, 2)), SCAN]);
    expect(semExif(semNada).equals(semNada)).toBe(true);
    const quebrado = Buffer.concat([SOI, Buffer.from([0xff, 0xe1, 0x7f, 0xff, 1, 2])]);
    expect(semExif(quebrado).equals(quebrado)).toBe(true);
    const pdf = Buffer.from('%PDF-1.4');
    expect(semExif(pdf)).toBe(pdf);
  });

  it('skips fill bytes between segments', () => {
    const comEnchimento = Buffer.concat([SOI, Buffer.from([0xff]), seg(0xe1, Buffer.from('Exif\0\0GPS')), SCAN]);
    expect(semExif(comEnchimento).equals(Buffer.concat([SOI, SCAN]))).toBe(true);
  });
});

describe('the kind of a file, by its bytes', () => {
  it('knows PDF, JPEG and PNG, and nothing else', async () => {
    expect(await formatoPorConteudo(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(await formatoPorConteudo(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('image/jpeg');
    expect(await formatoPorConteudo(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]))).toBe('image/png');
    expect(await formatoPorConteudo(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]))).toBeNull();
    expect(await formatoPorConteudo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(await formatoPorConteudo(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
  });
});

describe('texts', () => {
  it('name the formats and sizes as the candidate reads them', () => {
    expect(formatosTexto(['application/pdf'])).toBe('PDF');
    expect(formatosTexto(['image/jpeg', 'image/png'])).toBe('JPEG ou PNG');
    expect(formatosTexto(['application/pdf', 'image/jpeg', 'image/png'])).toBe('PDF, JPEG ou PNG');
    expect(tamanhoTexto(2 * 1024 * 1024)).toBe('2 MB');
    expect(tamanhoTexto(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(tamanhoTexto(500 * 1024)).toBe('500 KB');
  });
});
