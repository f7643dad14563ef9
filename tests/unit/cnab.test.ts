import { describe, expect, it } from 'vitest';
import { buildRetorno240, buildRetorno400, type ArquivoRetorno } from '../../server/features/pagamento/cnab-build.ts';
import { ArquivoInvalido, parseRetorno } from '../../server/lib/cnab.ts';

const arquivo: ArquivoRetorno = {
  banco: '001',
  agencia: '1234',
  conta: '56789',
  convenio: '2837461',
  data: '2026-11-25',
  titulos: [
    { nossoNumero: '28374611000000042', valorTitulo: 15000, valorPago: 15000, vencimento: '2026-12-14', dataPagamento: '2026-11-24' },
    { nossoNumero: '28374611000000043', valorTitulo: 9050, valorPago: 9000, vencimento: '2026-12-14', dataPagamento: '2026-11-24' },
    { nossoNumero: '28374611000000044', ocorrencia: '02', valorTitulo: 100, valorPago: 0, vencimento: '2026-12-14', dataPagamento: '2026-11-24' },
  ],
};

/** 1-based inclusive positions, as the layouts number them. */
const at = (line: string, from: number, to: number) => line.slice(from - 1, to);

describe('CNAB 240 (FEBRABAN)', () => {
  const text = buildRetorno240(arquivo);
  const lines = text.split('\r\n').slice(0, -1);

  it('writes 240-character records at the FEBRABAN positions', () => {
    expect(lines.every((l) => l.length === 240)).toBe(true);
    expect(at(lines[0], 8, 8)).toBe('0');
    expect(at(lines[0], 143, 143)).toBe('2');
    const t = lines[2];
    const u = lines[3];
    expect(at(t, 8, 8) + at(t, 14, 14)).toBe('3T');
    expect(at(t, 16, 17)).toBe('06');
    expect(at(t, 38, 57)).toBe('28374611000000042   ');
    expect(at(t, 74, 81)).toBe('14122026');
    expect(at(t, 82, 96)).toBe('000000000015000');
    expect(at(u, 8, 8) + at(u, 14, 14)).toBe('3U');
    expect(at(u, 78, 92)).toBe('000000000015000');
    expect(at(u, 138, 145)).toBe('24112026');
    expect(at(lines[lines.length - 1], 8, 8)).toBe('9');
  });

  it('reads liquidations, lists other movements and keeps exact centavos', () => {
    const r = parseRetorno(text);
    expect(r.formato).toBe('CNAB240');
    expect(r.banco).toBe('001');
    expect(r.problemas).toEqual([]);
    expect(r.liquidacoes).toEqual([
      { linha: 3, nossoNumero: '28374611000000042', ocorrencia: '06', valorTitulo: 15000, valorPago: 15000, dataPagamento: '2026-11-24', vencimento: '2026-12-14' },
      { linha: 5, nossoNumero: '28374611000000043', ocorrencia: '06', valorTitulo: 9050, valorPago: 9000, dataPagamento: '2026-11-24', vencimento: '2026-12-14' },
    ]);
    expect(r.outrasOcorrencias).toEqual([{ linha: 7, nossoNumero: '28374611000000044', ocorrencia: '02' }]);
  });

  it('reports broken lines instead of guessing', () => {
    const broken = [...lines];
    broken[3] = broken[3].slice(0, 200); // line 4: the first U segment cut short
    broken[4] = broken[4].slice(0, 37) + 'ABC'.padEnd(20, ' ') + broken[4].slice(57); // line 5: unreadable nosso número
    const r = parseRetorno(broken.join('\n'));
    expect(r.liquidacoes).toEqual([]);
    expect(r.problemas).toEqual([
      { linha: 4, motivo: 'linha com 200 caracteres (esperado 240).' },
      { linha: 3, motivo: 'segmento T sem o segmento U correspondente.' },
      { linha: 5, motivo: 'nosso número ilegível: "ABC".' },
    ]);
  });

  it('reports a file without trailer and refuses a remittance file', () => {
    expect(parseRetorno(lines.slice(0, -1).join('\n')).problemas.at(-1)!.motivo).toMatch(/sem trailer/);
    const remessa = lines[0].slice(0, 142) + '1' + lines[0].slice(143);
    expect(() => parseRetorno([remessa, ...lines.slice(1)].join('\n'))).toThrow(ArquivoInvalido);
  });
});

describe('CNAB 400 (Banco do Brasil CBR643)', () => {
  const text = buildRetorno400(arquivo);
  const lines = text.split('\r\n').slice(0, -1);

  it('writes 400-character records at the CBR643 positions', () => {
    expect(lines.every((l) => l.length === 400)).toBe(true);
    expect(at(lines[0], 1, 9)).toBe('02RETORNO');
    expect(at(lines[0], 77, 79)).toBe('001');
    const d = lines[1];
    expect(at(d, 1, 1)).toBe('7');
    expect(at(d, 64, 80)).toBe('28374611000000042');
    expect(at(d, 109, 110)).toBe('06');
    expect(at(d, 111, 116)).toBe('241126');
    expect(at(d, 147, 152)).toBe('141226');
    expect(at(d, 153, 165)).toBe('0000000015000');
    expect(at(d, 254, 266)).toBe('0000000015000');
    expect(at(d, 395, 400)).toBe('000002');
  });

  it('reads the same liquidations as the CNAB 240 file', () => {
    const r = parseRetorno(text);
    expect(r.formato).toBe('CNAB400');
    expect(r.problemas).toEqual([]);
    expect(r.liquidacoes.map((l) => [l.nossoNumero, l.valorTitulo, l.valorPago, l.dataPagamento, l.vencimento])).toEqual([
      ['28374611000000042', 15000, 15000, '2026-11-24', '2026-12-14'],
      ['28374611000000043', 9050, 9000, '2026-11-24', '2026-12-14'],
    ]);
    expect(r.outrasOcorrencias.map((o) => o.ocorrencia)).toEqual(['02']);
  });

  it('reports unsupported record types and bad dates', () => {
    const bad = [...lines];
    bad[1] = '1' + bad[1].slice(1);
    bad[2] = bad[2].slice(0, 110) + '321326' + bad[2].slice(116);
    const r = parseRetorno(bad.join('\n'));
    expect(r.liquidacoes).toEqual([]);
    expect(r.problemas).toEqual([
      { linha: 2, motivo: expect.stringMatching(/tipo 1 não suportado/) },
      { linha: 3, motivo: 'data inválida.' },
    ]);
  });
});

it('refuses files of an unknown shape', () => {
  expect(() => parseRetorno('')).toThrow(ArquivoInvalido);
  expect(() => parseRetorno('abc\n')).toThrow(/3 caracteres/);
});
