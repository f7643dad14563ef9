/** Exports: the column catalogue, the cells as a pt-BR spreadsheet reads them, and the export panel's rules. */
import { describe, expect, it } from 'vitest';
import { celula, celulaCsv, linhaCsv } from '../../server/features/gestao-exportacao/formato.ts';
import { campoSensivel } from '../../src/domain/dados-sensiveis.ts';
import { COLUNAS_EXPORTACAO, colunaExportacao, lerColunas, nomeDoArquivo } from '../../src/domain/exportacao.ts';
import { colunasPermitidas, numeroDaFicha } from '../../src/features/gestao-exportacao/gestao-exportacao.ts';

const col = (id: string) => colunaExportacao(id)!;

describe('the column catalogue', () => {
  it('marks as sensitive exactly the health, race and income fields of src/domain/dados-sensiveis.ts', () => {
    for (const c of COLUNAS_EXPORTACAO) expect(c.sensivel, c.id).toBe(campoSensivel(c.id));
  });

  it('reads the chosen columns in catalogue order, once each; names the unknown ones; empty = the defaults', () => {
    expect(lerColunas('opcoes,pssFscNome,opcoes').colunas.map((c) => c.id)).toEqual(['pssFscNome', 'opcoes']);
    expect(lerColunas('pssFscNome,senhaHash').desconhecidas).toEqual(['senhaHash']);
    expect(lerColunas(undefined).colunas.map((c) => c.id)).toEqual(['insPrcCodigo', 'insPrcIncDtHora', 'pssFscNome', 'pssFscCPF', 'situacao', 'opcoes', 'municipioProva', 'pagamento']);
    expect(nomeDoArquivo(12, '2026-11-22', 'xlsx')).toBe('inscricoes-processo-12-2026-11-22.xlsx');
  });
});

describe('cells', () => {
  const linha = { insPrcCodigo: 10001, insPrcIncDtHora: new Date('2026-11-22T13:05:00Z'), pssFscCPF: '01234567890', pssFscDtNascimento: '2007-03-09', taxa: 12050, insPrcSlcIsencao: true, pagamento: 'ISENCAO_EM_ANALISE', pssFscNome: null };
  it('dates in Brasília, CPF with its marks, Sim/Não, money in reais, payment in words', () => {
    expect(celula(col('insPrcIncDtHora'), linha)).toBe('22/11/2026 10:05');
    expect(celula(col('pssFscCPF'), linha)).toBe('012.345.678-90');
    expect(celula(col('pssFscDtNascimento'), linha)).toBe('09/03/2007');
    expect(celula(col('insPrcSlcIsencao'), linha)).toBe('Sim');
    expect(celula(col('taxa'), linha)).toBe(120.5);
    expect(celula(col('pagamento'), linha)).toBe('Isenção em análise');
    expect(celula(col('pssFscNome'), linha)).toBeNull();
  });

  it('CSV: decimal comma, quoting, formulas defused', () => {
    expect(celulaCsv(col('taxa'), 120.5)).toBe('120,50');
    expect(celulaCsv(col('pssFscNome'), 'Ana "Bia"; Souza')).toBe('"Ana ""Bia""; Souza"');
    expect(celulaCsv(col('pssFscNome'), '=1+1')).toBe("'=1+1");
    expect(celulaCsv(col('pssFscNome'), '-2')).toBe("'-2");
    expect(celulaCsv(col('opcoes'), 'linha\numa')).toBe('"linha\numa"');
    expect(celulaCsv(col('pssFscNome'), null)).toBe('');
    expect(linhaCsv([col('insPrcCodigo'), col('pssFscNome')], [1, 'Ana'])).toBe('1;Ana\r\n');
  });
});

describe('the export panel', () => {
  it('sensitive columns drop out for a role that does not see them', () => {
    const marcadas = new Set(['pssFscNome', 'insPrcDeficiente']);
    expect(colunasPermitidas(marcadas, false)).toEqual(['pssFscNome']);
    expect(colunasPermitidas(marcadas, true)).toEqual(['pssFscNome', 'insPrcDeficiente']);
  });

  it('the download and sheet addresses', () => {
    expect(numeroDaFicha(' 10023 ')).toBe(10023);
    expect(numeroDaFicha('10a')).toBeNull();
    expect(numeroDaFicha('0')).toBeNull();
  });
});
