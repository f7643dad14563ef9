/** The pure parts of the upload module (issue 27, issue 35 item 4): the kind of a file and the texts of the rules
 * (removing a photo's location: imagem-sem-local.test.ts). */
import { describe, expect, it } from 'vitest';
import { tamanhoTexto } from '../../server/entities/documento/documento-arquivo.ts';
import { formatoPorConteudo, formatosTexto } from '../../server/http/upload.ts';

describe('the kind of a file, by its bytes', () => {
  it('knows PDF, JPEG and PNG, and plain text; no other kind, whatever it starts with', async () => {
    expect(await formatoPorConteudo(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(await formatoPorConteudo(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('image/jpeg');
    expect(await formatoPorConteudo(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]))).toBe('image/png');
    expect(await formatoPorConteudo(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]))).toBeNull();
    // markup is text, never one of the document kinds (a route that takes PDF or images refuses it)
    expect(await formatoPorConteudo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe('text/plain');
    expect(await formatoPorConteudo(Buffer.from('<html><script>alert(1)</script>'))).toBe('text/plain');
    expect(await formatoPorConteudo(Buffer.from('insPrcCodigo;nota\r\n12;7,5\r\n', 'latin1'))).toBe('text/plain');
    expect(await formatoPorConteudo(Buffer.from('0010000         2Coração\x1a', 'latin1'))).toBe('text/plain');
    // a binary file file-type does not know: its control bytes give it away
    expect(await formatoPorConteudo(Buffer.from([0x41, 0x42, 0x00, 0x01, 0x02, 0x43]))).toBeNull();
    expect(await formatoPorConteudo(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0)]))).toBeNull();
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
