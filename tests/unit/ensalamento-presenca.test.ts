import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { LinhaEnsalamentoCompleto } from '../../server/entities/ensalamento/alocacao-repository.ts';
import { pdfPresenca, porSala } from '../../server/entities/ensalamento/presenca.ts';
import { pdfText } from '../support/pdf.ts';

const linha = (sala: number, carteira: number, nome: string) =>
  ({ insPrcCodigo: 1000 + sala * 100 + carteira, prcSltCodigo: 1, pssFscNome: nome, carteira, prcSltPrvSlCodigo: sala, numero: String(100 + sala), bloco: 'A', lugares: 60, especial: false, local: 'Campus Uvaranas', logradouro: null, bairro: null, referencia: null, cidade: 'Ponta Grossa', uf: 'PR' }) as unknown as LinhaEnsalamentoCompleto;

describe('lista de presença', () => {
  it('uma página por sala para salas de 1 a 50 candidatos, em ordem de carteira', async () => {
    for (const n of [1, 12, 40, 45, 50]) {
      const sala = Array.from({ length: n }, (_, i) => linha(1, n - i, `Candidato ${String(n - i).padStart(2, '0')}`));
      const bytes = await pdfPresenca({ processo: 'Vestibular', etapa: '1º dia' }, porSala([...sala, linha(2, 1, 'Outra Sala')]));
      expect((await PDFDocument.load(bytes)).getPageCount(), `${n} candidatos`).toBe(2);
      const texto = await pdfText(bytes);
      const nomes = texto.split('\n').filter((l) => l.startsWith('Candidato '));
      expect(nomes).toEqual(Array.from({ length: n }, (_, i) => `Candidato ${String(i + 1).padStart(2, '0')}`));
    }
  });
  it('uma sala cheia demais continua na página seguinte, sem perder ninguém', async () => {
    const sala = Array.from({ length: 80 }, (_, i) => linha(1, i + 1, `Candidato ${String(i + 1).padStart(2, '0')}`));
    const bytes = await pdfPresenca({ processo: 'Vestibular', etapa: '1º dia' }, porSala(sala));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    expect((await pdfText(bytes)).split('\n').filter((l) => l.startsWith('Candidato '))).toHaveLength(80);
  });
});
