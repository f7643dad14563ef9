/**
 * Photos people upload keep no location (issue 34, item 5). A phone writes where a picture was taken in several
 * places: the Exif block (GPS IFD) in a JPEG's APP1 — sometimes in a second APP1, or in XMP (another APP1) —,
 * IPTC (APP13), a multi-picture JPEG's second image after the end marker (with its own Exif), PNG's `eXIf` chunk
 * and its text chunks (`tEXt`, `zTXt`, `iTXt`, where XMP lives), or a vendor's private chunk. So the files are not
 * searched for known metadata: they are rebuilt from the parts an image needs to be drawn (a list of what is
 * kept), and everything else, including anything after the end of the image, is left out.
 *
 * A file that does not parse to its end (a segment or chunk longer than the file, a file cut short, a PNG chunk
 * whose checksum is wrong) is refused with a message the candidate can act on: storing it as it came would keep
 * whatever location it carries. Structures: ITU-T T.81 (JPEG) annex B; PNG, ISO/IEC 15948 / W3C PNG §5.
 */
import { crc32 } from 'node:zlib';
import { badRequest } from '../../http/envelope.ts';

export const JPEG_ILEGIVEL = 'Não foi possível ler esta foto: o arquivo JPEG está danificado ou incompleto. Tire a foto novamente ou envie outro arquivo.';
export const PNG_ILEGIVEL = 'Não foi possível ler esta imagem: o arquivo PNG está danificado ou incompleto. Envie outro arquivo.';

/** The file as it will be kept: a photo without any place it could carry a location; a PDF as it came. */
export function semLocalizacao(dados: Buffer, tipo: string): Buffer {
  if (tipo === 'image/jpeg') {
    const limpo = jpegSemMetadados(dados);
    if (!limpo) throw badRequest(JPEG_ILEGIVEL);
    return limpo;
  }
  if (tipo === 'image/png') {
    const limpo = pngSemMetadados(dados);
    if (!limpo) throw badRequest(PNG_ILEGIVEL);
    return limpo;
  }
  return dados;
}

const comeca = (seg: Buffer, texto: string) => seg.subarray(4, 4 + texto.length).equals(Buffer.from(texto, 'latin1'));

/**
 * The application segments a decoder needs: JFIF (APP0), the ICC colour profile (APP2 'ICC_PROFILE') and Adobe's
 * colour transform (APP14, needed for CMYK). Every other APPn (Exif, XMP, MPF, IPTC, vendors') and comments go.
 */
function manterSegmento(marcador: number, seg: Buffer): boolean {
  if (marcador === 0xfe) return false;
  if (marcador < 0xe0 || marcador > 0xef) return true;
  if (marcador === 0xe0) return comeca(seg, 'JFIF\0');
  if (marcador === 0xe2) return comeca(seg, 'ICC_PROFILE\0');
  if (marcador === 0xee) return comeca(seg, 'Adobe');
  return false;
}

/** The JPEG rebuilt from its SOI to its EOI without metadata segments; null when it does not parse to the end. */
export function jpegSemMetadados(b: Buffer): Buffer | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  const partes: Buffer[] = [b.subarray(0, 2)];
  let i = 2;
  let varreduras = 0;
  for (;;) {
    if (i + 1 >= b.length || b[i] !== 0xff) return null;
    // fill bytes before a marker
    while (i + 1 < b.length && b[i + 1] === 0xff) i++;
    if (i + 1 >= b.length) return null;
    const m = b[i + 1];
    if (m === 0xd9) {
      // the end of the image: whatever follows (a second picture, a vendor's trailer) is not kept
      partes.push(b.subarray(i, i + 2));
      return varreduras > 0 ? Buffer.concat(partes) : null;
    }
    if (m === 0x00 || m === 0xd8) return null;
    if ((m >= 0xd0 && m <= 0xd7) || m === 0x01) {
      partes.push(b.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > b.length) return null;
    const tamanho = b.readUInt16BE(i + 2);
    if (tamanho < 2 || i + 2 + tamanho > b.length) return null;
    const seg = b.subarray(i, i + 2 + tamanho);
    if (manterSegmento(m, seg)) partes.push(seg);
    i += 2 + tamanho;
    if (m !== 0xda) continue;
    // Start of scan: entropy-coded data up to the next marker (0xFF00 is a stuffed byte, RSTn are inside the scan).
    varreduras++;
    const inicio = i;
    for (;;) {
      i = b.indexOf(0xff, i);
      if (i < 0 || i + 1 >= b.length) return null;
      const n = b[i + 1];
      if (n === 0x00 || (n >= 0xd0 && n <= 0xd7)) i += 2;
      else if (n === 0xff) i++;
      else break;
    }
    partes.push(b.subarray(inicio, i));
  }
}

const ASSINATURA_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * The chunks that draw the image (critical ones, transparency, colour space, pixel size, background, animation).
 * Everything else goes: eXIf, tEXt, zTXt, iTXt (XMP), tIME, and any private or unknown chunk.
 */
const CHUNKS_MANTIDOS = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'cICP', 'mDCV', 'cLLI', 'bKGD', 'pHYs', 'acTL', 'fcTL', 'fdAT']);

/** The PNG rebuilt from its signature to IEND with only the kept chunks; null when it does not parse to the end. */
export function pngSemMetadados(b: Buffer): Buffer | null {
  if (b.length < 8 || !b.subarray(0, 8).equals(ASSINATURA_PNG)) return null;
  const partes: Buffer[] = [b.subarray(0, 8)];
  let i = 8;
  let idat = false;
  while (i + 12 <= b.length) {
    const tamanho = b.readUInt32BE(i);
    if (tamanho > 0x7fffffff || i + 12 + tamanho > b.length) return null;
    const tipo = b.toString('latin1', i + 4, i + 8);
    if (!/^[A-Za-z]{4}$/.test(tipo)) return null;
    if ((i === 8) !== (tipo === 'IHDR')) return null;
    if (crc32(b.subarray(i + 4, i + 8 + tamanho)) !== b.readUInt32BE(i + 8 + tamanho)) return null;
    if (CHUNKS_MANTIDOS.has(tipo)) partes.push(b.subarray(i, i + 12 + tamanho));
    if (tipo === 'IDAT') idat = true;
    i += 12 + tamanho;
    // anything after IEND is not kept
    if (tipo === 'IEND') return idat ? Buffer.concat(partes) : null;
  }
  return null;
}
