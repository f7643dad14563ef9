/**
 * Photos built byte by byte for the location tests (issue 34, item 5): a real 8×8 JPEG (encoded once with
 * jpeg-js, kept here as its bytes), a real 1×1 PNG made from its chunks, and the places a phone writes where a
 * picture was taken — an Exif block with a GPS IFD, XMP, IPTC, a second picture after the end marker, PNG's eXIf
 * and text chunks — to put into them.
 */
import { crc32, deflateSync } from 'node:zlib';

/** An 8×8 baseline JPEG (JFIF, quality 50), as an encoder writes it: decodable by any viewer. */
export const FOTO_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAgACAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AE0L+GvIxR7ON6n/2Q==',
  'base64',
);

/** A JPEG marker segment: FF, marker, 2-byte length (itself included), data. */
export const segmento = (marcador: number, dados: Buffer) => Buffer.concat([Buffer.from([0xff, marcador, (dados.length + 2) >> 8, (dados.length + 2) & 0xff]), dados]);

/** A whole location, as a test searches for it: latitude 25°5'40" S, longitude 50°9'48" W (Ponta Grossa). */
export const COORDENADAS = Buffer.from([0, 0, 0, 25, 0, 0, 0, 1, 0, 0, 0, 5, 0, 0, 0, 1, 0, 0, 0, 40, 0, 0, 0, 1]);

/**
 * An Exif APP1 payload whose IFD0 points to a GPS IFD with GPSLatitudeRef 'S' and GPSLatitude 25/1 5/1 40/1
 * (TIFF 6.0 big-endian; Exif 2.3 §4.6.6): what a phone writes.
 */
export function exifComGps(): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4 + 2 + 24 + 4 + 24);
  tiff.write('MM\0*', 0, 'latin1');
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8); // IFD0: one entry, GPSInfo
  tiff.writeUInt16BE(0x8825, 10);
  tiff.writeUInt16BE(4, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt32BE(26, 18); // the GPS IFD's offset
  tiff.writeUInt32BE(0, 22);
  tiff.writeUInt16BE(2, 26); // GPS IFD: two entries
  tiff.writeUInt16BE(1, 28); // GPSLatitudeRef, ASCII 2, 'S\0'
  tiff.writeUInt16BE(2, 30);
  tiff.writeUInt32BE(2, 32);
  tiff.write('S\0', 36, 'latin1');
  tiff.writeUInt16BE(2, 40); // GPSLatitude, 3 RATIONAL at offset 56
  tiff.writeUInt16BE(5, 42);
  tiff.writeUInt32BE(3, 44);
  tiff.writeUInt32BE(56, 48);
  tiff.writeUInt32BE(0, 52);
  COORDENADAS.copy(tiff, 56);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff.subarray(0, 80)]);
}

export const XMP_COM_GPS = Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><rdf:Description exif:GPSLatitude="25,5.67S" exif:GPSLongitude="50,9.8W"/></x:xmpmeta>', 'latin1');
export const IPTC_COM_CIDADE = Buffer.from('Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x12\x1c\x02\x5a\0\x0cPonta Grossa', 'latin1');

/** The JPEG with `segmentos` put right after its SOI (where phones write APP1), then `depois` after its end. */
export const jpegCom = (segmentos: Buffer[], depois: Buffer = Buffer.alloc(0)) => Buffer.concat([FOTO_JPEG.subarray(0, 2), ...segmentos, FOTO_JPEG.subarray(2), depois]);

/** A PNG chunk: length, type, data, CRC-32 of type and data (PNG §5.3). */
export function chunk(tipo: string, dados: Buffer): Buffer {
  const t = Buffer.from(tipo, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([t, dados])));
  const len = Buffer.alloc(4);
  len.writeUInt32BE(dados.length);
  return Buffer.concat([len, t, dados, crc]);
}

const IHDR = (() => {
  const d = Buffer.alloc(13);
  d.writeUInt32BE(1, 0);
  d.writeUInt32BE(1, 4);
  d[8] = 8; // bit depth
  d[9] = 2; // truecolour
  return chunk('IHDR', d);
})();
const IDAT = chunk('IDAT', deflateSync(Buffer.from([0, 200, 40, 40])));
const IEND = chunk('IEND', Buffer.alloc(0));
export const ASSINATURA_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A 1×1 red PNG with `extras` between IHDR and IDAT (where encoders write metadata), and `depois` after IEND. */
export const pngCom = (extras: Buffer[] = [], depois: Buffer = Buffer.alloc(0)) => Buffer.concat([ASSINATURA_PNG, IHDR, ...extras, IDAT, IEND, depois]);
export const FOTO_PNG = pngCom();

/** The chunks a PNG carries a location in: eXIf (the Exif block), tEXt, zTXt and iTXt (XMP). */
export const CHUNKS_COM_LOCAL = [
  chunk('eXIf', exifComGps().subarray(6)),
  chunk('tEXt', Buffer.from('Location\0Ponta Grossa -25.0945 -50.1633', 'latin1')),
  chunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), deflateSync(Buffer.from('GPS -25.0945 -50.1633'))])),
  chunk('iTXt', Buffer.concat([Buffer.from('XML:com.adobe.xmp\0\0\0\0\0', 'latin1'), XMP_COM_GPS])),
];
