import { describe, expect, it } from 'vitest';
import { COLUMNS, parseScore, parseScoreFile, splitCsvLine } from '../../server/entities/seriado/importacao.ts';

const HEADER = COLUMNS.join(';');
const line = (over: Partial<Record<(typeof COLUMNS)[number], string>> = {}) => {
  const base: Record<string, string> = {
    prcSltCodigo: '1', insPrcCodigo: '10', opcCodigo: '5', clsTpCota: 'AC', etpCodigo: '1', etpDescricao: 'Linguagens',
    prvDescricao: 'Português', prvValorizacao: '12', prvEspecifica: 'F',
    pntCndPrvPntBrtSeriado1: '7', pntCndPrvPntBrtSeriado2: '9', pntCndPrvPntPdrSeriado1: '58,3333', pntCndPrvPntPdrSeriado2: '75',
  };
  return COLUMNS.map((c) => over[c] ?? base[c]).join(';');
};
const file = (...lines: string[]) => [HEADER, ...lines].join('\n');

describe('arquivo de notas do seriado: leitura', () => {
  it('lê separador ";" com vírgula decimal, aspas e BOM; linhas em branco são ignoradas', () => {
    const parsed = parseScoreFile(`\uFEFF${file(line({ prvDescricao: '"Português; Literatura"' }), '', line({ insPrcCodigo: '11' }))}\r\n`);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.lines).toHaveLength(2);
    expect(parsed.lines[0]).toMatchObject({ linha: 2, prvDescricao: 'Português; Literatura', pntCndPrvPntPdrSeriado1: '58.3333', pntCndPrvPntBrtSeriado1: '7', prvEspecifica: false });
    expect(parsed.lines[1].linha).toBe(4);
  });

  it('aceita o separador "," com ponto decimal e colunas em outra ordem', () => {
    const cols = [...COLUMNS].reverse();
    const values: Record<string, string> = { prcSltCodigo: '1', insPrcCodigo: '10', opcCodigo: '5', clsTpCota: 'ep', etpCodigo: '5', etpDescricao: 'Redação', prvDescricao: 'Redação', prvValorizacao: '10', prvEspecifica: 't', pntCndPrvPntBrtSeriado1: '7.5', pntCndPrvPntBrtSeriado2: '', pntCndPrvPntPdrSeriado1: '75', pntCndPrvPntPdrSeriado2: '' };
    const parsed = parseScoreFile(`${cols.join(',')}\n${cols.map((c) => values[c]).join(',')}`);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.lines[0]).toMatchObject({ clsTpCota: 'EP', etpCodigo: 5, prvEspecifica: true, pntCndPrvPntBrtSeriado1: '7.5', pntCndPrvPntBrtSeriado2: null });
  });

  it('cabeçalho sem coluna obrigatória ou com coluna desconhecida: recusado na linha 1', () => {
    const parsed = parseScoreFile(`${HEADER.replace('clsTpCota', 'cota')}\n${line()}`);
    expect(parsed.lines).toEqual([]);
    expect(parsed.rejected).toEqual([{ linha: 1, motivo: 'Cabeçalho inválido: faltam as colunas clsTpCota; colunas desconhecidas cota.' }]);
  });

  it('cada linha é validada e recusada com todos os seus motivos e o número da linha', () => {
    const parsed = parseScoreFile(
      file(
        line(),
        line({ insPrcCodigo: 'abc', etpCodigo: '6' }),
        line({ insPrcCodigo: '12', pntCndPrvPntBrtSeriado1: '13' }), // more hits than the exam's value (12)
        line({ insPrcCodigo: '13', pntCndPrvPntPdrSeriado2: '-1' }),
        line({ insPrcCodigo: '14', etpCodigo: '5', etpDescricao: 'Redação', prvDescricao: 'Redação' }), // essay with serial-2 scores
        line({ insPrcCodigo: '15', pntCndPrvPntBrtSeriado1: '', pntCndPrvPntBrtSeriado2: '', pntCndPrvPntPdrSeriado1: '', pntCndPrvPntPdrSeriado2: '' }),
        '1;2;3',
        line({ insPrcCodigo: '16', prvEspecifica: 'S', prvValorizacao: '0' }),
      ),
    );
    expect(parsed.lines.map((l) => l.linha)).toEqual([2]);
    expect(parsed.rejected).toEqual([
      { linha: 3, motivo: 'insPrcCodigo deve ser um código numérico positivo; etpCodigo deve ser de 1 a 5 (5 = redação).' },
      { linha: 4, motivo: 'pntCndPrvPntBrtSeriado1 (13) maior que o valor da prova.' },
      { linha: 5, motivo: 'pntCndPrvPntPdrSeriado2 deve ser vazio ou um número não negativo com até 4 casas decimais.' },
      { linha: 6, motivo: 'a redação (etapa 5) é atribuída ao Seriado 1: deixe vazias as colunas do Seriado 2.' },
      { linha: 7, motivo: 'nenhuma nota informada.' },
      { linha: 8, motivo: 'esperadas 13 colunas, encontradas 3.' },
      { linha: 9, motivo: 'prvValorizacao deve ser um número maior que zero; prvEspecifica deve ser T ou F.' },
    ]);
  });

  it('coerência entre linhas: um processo, um curso e vaga por inscrição, uma definição por prova, sem nota repetida', () => {
    const parsed = parseScoreFile(
      file(
        line(),
        line({ prvDescricao: 'Matemática' }),
        line({ prcSltCodigo: '2', insPrcCodigo: '20' }),
        line({ clsTpCota: 'EP', prvDescricao: 'Física' }),
        line({ insPrcCodigo: '11', prvValorizacao: '10' }),
        line({ pntCndPrvPntPdrSeriado1: '1' }),
      ),
    );
    expect(parsed.lines.map((l) => l.linha)).toEqual([2, 3]);
    expect(parsed.rejected).toEqual([
      { linha: 4, motivo: 'o arquivo deve ser de um só processo (linha 2: 1).' },
      { linha: 5, motivo: 'curso ou tipo de vaga diferente do informado para a inscrição 10 na linha 2.' },
      { linha: 6, motivo: 'a prova "Português" está definida de outro modo na linha 2.' },
      { linha: 7, motivo: 'nota repetida: a mesma inscrição e prova já estão na linha 2.' },
    ]);
  });
});

describe('partes', () => {
  it('splitCsvLine respeita aspas e aspas duplicadas', () => {
    expect(splitCsvLine('a; "b;c" ;"d""e"', ';')).toEqual(['a', 'b;c', 'd"e']);
  });

  it('parseScore: vírgula ou ponto, até 4 casas, não negativo, cabe em numeric(10,4)', () => {
    expect(parseScore('')).toBeNull();
    expect(parseScore('007,50')).toBe('7.50');
    expect(parseScore('999999.9999')).toBe('999999.9999');
    expect(parseScore('1.23456')).toBe('invalid');
    expect(parseScore('1.234,5')).toBe('invalid');
    expect(parseScore('-1')).toBe('invalid');
    expect(parseScore('1e3')).toBe('invalid');
    expect(parseScore('1000000')).toBe('invalid');
  });
});
