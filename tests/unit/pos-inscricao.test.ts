import { describe, expect, it } from 'vitest';
import { marcarCronograma, periodoTexto } from '../../src/domain/cronograma.ts';
import { ofereceInscricaoRapida, terminoTexto } from '../../src/features/inscricao-rapida/inscricao-rapida.ts';
import { erroRecurso, motivoFechada } from '../../src/features/reexame/reexame.ts';
import { formatoPorConteudo, nomeSeguro } from '../../server/http/upload.ts';

const now = new Date('2026-11-22T13:00:00Z');
const d = (iso: string) => new Date(iso);

describe('marcarCronograma', () => {
  it('marks passed, current, next (all sharing the earliest start), later and undated items', () => {
    const m = marcarCronograma(
      [
        { inicio: d('2026-11-01T11:00:00Z'), fim: d('2026-11-20T02:59:00Z') },
        { inicio: d('2026-11-22T11:00:00Z'), fim: null },
        { inicio: null, fim: d('2026-11-22T13:00:00Z') },
        { inicio: d('2026-12-01T11:00:00Z'), fim: d('2026-12-02T11:00:00Z') },
        { inicio: d('2026-12-01T11:00:00Z'), fim: null },
        { inicio: d('2026-12-10T11:00:00Z'), fim: d('2026-12-11T11:00:00Z') },
        { inicio: null, fim: null },
      ],
      now,
    );
    expect(m).toEqual(['ENCERRADO', 'ENCERRADO', 'ATUAL', 'PROXIMO', 'PROXIMO', 'FUTURO', 'A_DEFINIR']);
  });

  it('writes periods in São Paulo days', () => {
    expect(periodoTexto({ inicio: d('2026-12-06T02:30:00Z'), fim: d('2026-12-06T20:00:00Z') })).toBe('05/12/2026 a 06/12/2026');
    expect(periodoTexto({ inicio: d('2026-12-06T12:00:00Z'), fim: null })).toBe('06/12/2026');
    expect(periodoTexto({ inicio: null, fim: null })).toBe('A definir');
  });
});

describe('quick enrolment offer', () => {
  it('is offered only for success, ativo T, lastDay T and a termino', () => {
    const ok = { success: true, ativo: 'T', lastDay: 'T', termino: '22/11/2026 23:59:00' } as const;
    expect(ofereceInscricaoRapida(ok)).toBe(true);
    expect(ofereceInscricaoRapida({ ...ok, success: false })).toBe(false);
    expect(ofereceInscricaoRapida({ ...ok, ativo: 'F' })).toBe(false);
    expect(ofereceInscricaoRapida({ ...ok, lastDay: 'F' })).toBe(false);
    expect(ofereceInscricaoRapida({ ...ok, termino: '' })).toBe(false);
    expect(ofereceInscricaoRapida(null)).toBe(false);
    expect(terminoTexto(ok.termino)).toBe('22/11/2026 às 23:59');
  });
});

describe('appeal attachment and form checks', () => {
  it('recognises PDF, PNG and JPEG by their first bytes only (file-type), never by a signature further in', async () => {
    expect(await formatoPorConteudo(Buffer.from('%PDF-1.7 ...'))).toBe('application/pdf');
    expect(await formatoPorConteudo(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]))).toBe('image/png');
    expect(await formatoPorConteudo(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('image/jpeg');
    expect(await formatoPorConteudo(Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1'))).toBeNull();
    expect(await formatoPorConteudo(Buffer.from('<html>%PDF-'))).toBe('text/plain');
  });

  it('keeps only a safe base name', () => {
    expect(nomeSeguro('..\\..\\C:\\x\\prova"<1>.pdf', 'application/pdf')).toBe('prova1.pdf');
    expect(nomeSeguro('', 'image/png')).toBe('anexo.png');
  });

  it('checks the justification and the file size before sending', () => {
    expect(erroRecurso('curta', null, 1000)).toMatch(/mínimo de 10/);
    expect(erroRecurso('justificativa suficiente', { size: 1001 }, 1000)).toMatch(/no máximo/);
    expect(erroRecurso('justificativa suficiente', { size: 10 }, 1000)).toBeNull();
    expect(motivoFechada('ENCERRADO', true)).toBe('O prazo para recurso desta etapa está encerrado.');
    expect(motivoFechada('PROXIMO', true)).toBe('O prazo para recurso desta etapa ainda não começou.');
  });
});
