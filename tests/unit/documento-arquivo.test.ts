/** The pure parts of a supporting document's file handling (issue 27): the kind of a file and the texts of the rules
 * (removing a photo's location: imagem-sem-local.test.ts). */
import { describe, expect, it } from 'vitest';
import { formatoPorConteudo, formatosTexto, tamanhoTexto } from '../../server/entities/documento/documento-arquivo.ts';

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
