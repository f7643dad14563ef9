/**
 * Photos keep no location (issue 34, item 5): the rebuilt JPEG and PNG, byte for byte the image without the
 * places a location is written, and every file that does not parse to its end refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JPEG_ILEGIVEL, jpegSemMetadados, PNG_ILEGIVEL, pngSemMetadados, semLocalizacao } from '../../server/entities/documento/imagem-sem-local.ts';
import { chunk, CHUNKS_COM_LOCAL, exifComGps, FOTO_JPEG, FOTO_PNG, IPTC_COM_CIDADE, jpegCom, pngCom, segmento, XMP_COM_GPS } from '../support/imagens.ts';

const EXIF = segmento(0xe1, exifComGps());
/** Every JPEG segment a location can hide in: Exif, a second Exif, XMP, IPTC, a multi-picture index, a comment. */
const SEGMENTOS_COM_LOCAL = [EXIF, segmento(0xe1, exifComGps()), segmento(0xe1, XMP_COM_GPS), segmento(0xed, IPTC_COM_CIDADE), segmento(0xe2, Buffer.from('MPF\0II*\0', 'latin1')), segmento(0xfe, Buffer.from('GPS -25.0945 -50.1633'))];

describe('JPEG', () => {
  it('an Exif block with a GPS IFD, a second APP1, XMP, IPTC and a comment all go; the image is byte for byte the one encoded', () => {
    expect(jpegSemMetadados(jpegCom(SEGMENTOS_COM_LOCAL))!.equals(FOTO_JPEG)).toBe(true);
  });

  it('a second picture after the end marker (multi-picture JPEG, with its own Exif) is not kept', () => {
    const segunda = jpegCom([EXIF]);
    expect(jpegSemMetadados(jpegCom([], segunda))!.equals(FOTO_JPEG)).toBe(true);
  });

  it('keeps the colour profile and Adobe colour transform segments a decoder needs', () => {
    const icc = segmento(0xe2, Buffer.from('ICC_PROFILE\0\x01\x01perfil', 'latin1'));
    const adobe = segmento(0xee, Buffer.from('Adobe\0\x64\0\0\0\0\x01', 'latin1'));
    expect(jpegSemMetadados(jpegCom([EXIF, icc, adobe]))!.equals(jpegCom([icc, adobe]))).toBe(true);
  });

  it('refuses what does not parse: a segment length past the end, a truncated segment, a file cut short, no scan', () => {
    const passaDoFim = Buffer.concat([FOTO_JPEG.subarray(0, 2), Buffer.from([0xff, 0xe1, 0xff, 0xf0]), exifComGps()]);
    expect(jpegSemMetadados(passaDoFim)).toBeNull();
    const truncado = Buffer.concat([FOTO_JPEG.subarray(0, 2), EXIF.subarray(0, 20)]);
    expect(jpegSemMetadados(truncado)).toBeNull();
    expect(jpegSemMetadados(jpegCom([EXIF]).subarray(0, -2))).toBeNull();
    expect(jpegSemMetadados(Buffer.concat([FOTO_JPEG.subarray(0, 2), EXIF, Buffer.from([0xff, 0xd9])]))).toBeNull();
    // the bytes after a segment are not a marker (a length one short, as a broken writer leaves it)
    const curto = Buffer.concat([FOTO_JPEG.subarray(0, 2), Buffer.from([0xff, 0xe1, 0, 16]), Buffer.from('Exif\0\0GPS:-25.1', 'latin1'), FOTO_JPEG.subarray(2)]);
    expect(jpegSemMetadados(curto)).toBeNull();
    expect(() => semLocalizacao(curto, 'image/jpeg')).toThrow(JPEG_ILEGIVEL);
  });

  it('property: metadata segments anywhere before the first table come out, and every strict prefix of a photo is refused', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SEGMENTOS_COM_LOCAL), { maxLength: 6 }), fc.integer({ min: 0, max: 4 }), (segs, fill) => {
        const comEnchimento = segs.map((s) => Buffer.concat([Buffer.alloc(fill, 0xff), s]));
        expect(jpegSemMetadados(jpegCom(comEnchimento))!.equals(FOTO_JPEG)).toBe(true);
      }),
    );
    const foto = jpegCom([EXIF]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: foto.length - 1 }), (n) => {
        expect(jpegSemMetadados(foto.subarray(0, n))).toBeNull();
      }),
    );
  });
});

describe('PNG', () => {
  it('eXIf, tEXt, zTXt, iTXt (XMP), tIME and a private chunk all go; the image is byte for byte the one made', () => {
    const privado = chunk('prVt', Buffer.from('lat=-25.0945'));
    const tempo = chunk('tIME', Buffer.from([0x07, 0xea, 11, 22, 10, 0, 0]));
    expect(pngSemMetadados(pngCom([...CHUNKS_COM_LOCAL, privado, tempo]))!.equals(FOTO_PNG)).toBe(true);
  });

  it('anything after IEND is not kept; colour and transparency chunks are', () => {
    const srgb = chunk('sRGB', Buffer.from([0]));
    expect(pngSemMetadados(pngCom([srgb], chunk('eXIf', exifComGps().subarray(6))))!.equals(pngCom([srgb]))).toBe(true);
  });

  it('refuses what does not parse: a chunk past the end, a wrong checksum, no IEND, no IHDR first', () => {
    const inteiro = pngCom(CHUNKS_COM_LOCAL);
    expect(pngSemMetadados(inteiro.subarray(0, inteiro.length - 5))).toBeNull();
    const crcErrado = Buffer.from(inteiro);
    crcErrado[40] ^= 0xff;
    expect(pngSemMetadados(crcErrado)).toBeNull();
    const longo = Buffer.from(FOTO_PNG);
    longo.writeUInt32BE(0x7fff0000, 33);
    expect(pngSemMetadados(longo)).toBeNull();
    expect(() => semLocalizacao(Buffer.concat([FOTO_PNG.subarray(0, 8), Buffer.alloc(64, 1)]), 'image/png')).toThrow(PNG_ILEGIVEL);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: inteiro.length - 1 }), (n) => {
        expect(pngSemMetadados(inteiro.subarray(0, n))).toBeNull();
      }),
    );
  });
});

it('a PDF is kept as it came', () => {
  const pdf = Buffer.from('%PDF-1.4');
  expect(semLocalizacao(pdf, 'application/pdf')).toBe(pdf);
});
