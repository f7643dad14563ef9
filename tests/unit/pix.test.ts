import { describe, expect, it } from 'vitest';
import { brCode, brCodeValid, crc16, parseEmv, pixTxid } from '../../server/features/pagamento/pix.ts';

/*
 * Published examples:
 * - Banco Central, "Manual de Padrões para Iniciação do Pix", static BR Code example (p. 26), CRC 1D3D.
 * - The same manual's dynamic example (section 6.2) as transcribed in gist matheusb-comp/1efa205b...,
 *   CRC EEAB.
 */
const MANUAL_ESTATICO =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const MANUAL_DINAMICO =
  '00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB';

describe('CRC16-CCITT', () => {
  it('gives the CRC the Banco Central manual prints', () => {
    expect(crc16(MANUAL_ESTATICO.slice(0, -4))).toBe('1D3D');
    expect(crc16(MANUAL_DINAMICO.slice(0, -4))).toBe('EEAB');
  });

  it('the standard check value of CRC-16/CCITT-FALSE ("123456789" -> 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
});

describe('BR Code', () => {
  it('rebuilds the manual static example byte for byte', () => {
    expect(brCode({ chave: '123e4567-e12b-12d1-a456-426655440000', nome: 'Fulano de Tal', cidade: 'BRASILIA', txid: '***' })).toBe(MANUAL_ESTATICO);
  });

  it('validates the manual examples and rejects a changed character', () => {
    expect(brCodeValid(MANUAL_ESTATICO)).toBe(true);
    expect(brCodeValid(MANUAL_DINAMICO)).toBe(true);
    expect(brCodeValid(MANUAL_ESTATICO.replace('Fulano', 'Fulana'))).toBe(false);
  });

  it('carries the fee in reais with two decimals, folded names and the enrolment txid', () => {
    const txid = pixTxid(10023, 7);
    expect(txid).toBe('INS10023B7');
    const p = brCode({ chave: 'pagamentos@uepg.br', nome: 'Universidade Estadual de Ponta Grossa', cidade: 'Ponta Grossa', valorCentavos: 15005, txid });
    expect(brCodeValid(p)).toBe(true);
    const f = parseEmv(p)!;
    expect(f.get('54')).toBe('150.05');
    expect(f.get('53')).toBe('986');
    expect(f.get('59')).toBe('Universidade Estadual de');
    expect(f.get('59')!.length).toBeLessThanOrEqual(25);
    expect(f.get('60')).toBe('Ponta Grossa');
    expect(parseEmv(f.get('62')!)!.get('05')).toBe('INS10023B7');
    expect(parseEmv(f.get('26')!)!.get('01')).toBe('pagamentos@uepg.br');
  });

  it('keeps small amounts exact and refuses non-integer centavos', () => {
    expect(parseEmv(brCode({ chave: 'k', nome: 'N', cidade: 'C', valorCentavos: 5, txid: 'A1' }))!.get('54')).toBe('0.05');
    expect(() => brCode({ chave: 'k', nome: 'N', cidade: 'C', valorCentavos: 1.5, txid: 'A1' })).toThrow();
    expect(() => brCode({ chave: 'k', nome: 'N', cidade: 'C', valorCentavos: 100, txid: 'com espaço' })).toThrow();
  });

  it('folds accents out of names and cities', () => {
    const f = parseEmv(brCode({ chave: 'k', nome: 'São João', cidade: 'Maringá', txid: 'X' }))!;
    expect(f.get('59')).toBe('Sao Joao');
    expect(f.get('60')).toBe('Maringa');
  });
});
