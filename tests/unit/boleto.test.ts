import { describe, expect, it } from 'vitest';
import {
  barcode,
  barcodeFromLinha,
  barcodeValid,
  campoLivreBB7,
  dateFromFactor,
  dueDateFactor,
  formatLinha,
  linhaDigitavel,
  mod10,
  mod11Barcode,
} from '../../server/features/pagamento/febraban.ts';
import { i2of5Bars, i2of5Decode, i2of5Elements } from '../../server/features/pagamento/i2of5.ts';

/*
 * Published examples used below (each cross-checked: our code recomputes every check digit):
 * - brcobranca (kivanio/brcobranca, spec/brcobranca/boleto/banco_brasil_spec.rb), Banco do Brasil,
 *   convênio 1238798 (7 digits), nosso número complement 7777700168, carteira 18, R$ 135,00 and
 *   R$ 723,56 due 03/02/2008 and 01/02/2008.
 * - A real Banco do Brasil linha digitável printed on a slip and asserted in a public test
 *   (filipesalvadorsilveira/testesrobotframework): 00190.00009 00000.067439 29886.639177 1 82730000001500.
 * - FEBRABAN factor table (Manual Operacional do Fator de Vencimento, 2012): 1000 = 03/07/2000,
 *   1001 = 04/07/2000, 5316 = 27/04/2012, 9998 = 20/02/2025, 9999 = 21/02/2025; and the FEBRABAN
 *   rule that the factor restarts at 1000 on 22/02/2025.
 * - The mod-11 worked example of the FEBRABAN 2 of 5 article (mgitech): 5555555555 -> sum 245.
 */

describe('due-date factor', () => {
  it('matches the FEBRABAN table', () => {
    expect(dueDateFactor('2000-07-03')).toBe(1000);
    expect(dueDateFactor('2000-07-04')).toBe(1001);
    expect(dueDateFactor('2012-04-27')).toBe(5316);
    expect(dueDateFactor('2025-02-20')).toBe(9998);
    expect(dueDateFactor('2025-02-21')).toBe(9999);
  });

  it('restarts at 1000 on 22/02/2025 and keeps counting', () => {
    expect(dueDateFactor('2025-02-22')).toBe(1000);
    expect(dueDateFactor('2025-02-23')).toBe(1001);
    expect(dueDateFactor('2026-11-22')).toBe(1000 + 638);
  });

  it('reads a factor back to the date nearest a reference day', () => {
    expect(dateFromFactor(1000, '2026-01-01')).toBe('2025-02-22');
    expect(dateFromFactor(1000, '2001-01-01')).toBe('2000-07-03');
    expect(dateFromFactor(9999, '2025-01-01')).toBe('2025-02-21');
    expect(dateFromFactor(3771, '2008-01-01')).toBe('2008-02-03');
  });

  it('refuses dates before the factor exists and impossible dates', () => {
    expect(() => dueDateFactor('2000-07-02')).toThrow();
    expect(() => dueDateFactor('2026-02-30')).toThrow();
  });
});

describe('check digits', () => {
  it('mod 10 of the linha fields', () => {
    expect(mod10('001900000')).toBe(9);
    expect(mod10('0123879877')).toBe(9);
    expect(mod10('7770016818')).toBe(8);
  });

  it('mod 11 of the barcode maps 0, 10 and 11 to 1', () => {
    // 43 digits whose weighted sum is a multiple of 11 -> 11 - 0 = 11 -> 1
    expect(mod11Barcode('0'.repeat(43))).toBe(1);
    // the general digit of the published slips
    expect(mod11Barcode('0019' + '37710000013500' + '0000001238798777770016818')).toBe(3);
    expect(mod11Barcode('0019' + '37710000072356' + '0000001238798777770016818')).toBe(5);
  });
});

describe('barcode and linha digitável (Banco do Brasil, convênio de 7 dígitos)', () => {
  const livre = campoLivreBB7('12387987777700168', '18');

  it('builds the published barcode and linha for R$ 135,00 due 03/02/2008', () => {
    expect(livre).toBe('0000001238798777770016818');
    const code = barcode({ banco: '001', vencimento: '2008-02-03', valorCentavos: 13500, campoLivre: livre });
    expect(code).toBe('00193377100000135000000001238798777770016818');
    expect(formatLinha(linhaDigitavel(code))).toBe('00190.00009 01238.798779 77700.168188 3 37710000013500');
  });

  it('builds the published ones for R$ 723,56 (due 03/02 and 01/02/2008)', () => {
    const a = barcode({ banco: '001', vencimento: '2008-02-03', valorCentavos: 72356, campoLivre: livre });
    expect(a).toBe('00195377100000723560000001238798777770016818');
    expect(formatLinha(linhaDigitavel(a))).toBe('00190.00009 01238.798779 77700.168188 5 37710000072356');
    const b = barcode({ banco: '001', vencimento: '2008-02-01', valorCentavos: 72356, campoLivre: livre });
    expect(b).toBe('00194376900000723560000001238798777770016818');
    expect(formatLinha(linhaDigitavel(b))).toBe('00190.00009 01238.798779 77700.168188 4 37690000072356');
  });

  it('accepts a real printed linha: all four check digits recomputed', () => {
    const code = barcodeFromLinha('00190.00009 00000.067439 29886.639177 1 82730000001500');
    expect(code).toBe('00191827300000015000000000000067432988663917');
    expect(formatLinha(linhaDigitavel(code!))).toBe('00190.00009 00000.067439 29886.639177 1 82730000001500');
  });

  it('rejects a linha with any check digit changed', () => {
    const good = '00190000090123879877977700168188337710000013500';
    expect(barcodeFromLinha(good)).not.toBeNull();
    for (const i of [9, 20, 31, 32]) {
      const bad = good.slice(0, i) + String((Number(good[i]) + 1) % 10) + good.slice(i + 1);
      expect(barcodeFromLinha(bad)).toBeNull();
    }
    expect(barcodeValid('00193377100000135000000001238798777770016819')).toBe(false);
  });

  it('keeps amounts exact in centavos and refuses fractions or overflow', () => {
    const code = barcode({ banco: '001', vencimento: '2026-12-01', valorCentavos: 9_999_999_999, campoLivre: livre });
    expect(code.slice(9, 19)).toBe('9999999999');
    expect(() => barcode({ banco: '001', vencimento: '2026-12-01', valorCentavos: 10.5, campoLivre: livre })).toThrow();
    expect(() => barcode({ banco: '001', vencimento: '2026-12-01', valorCentavos: 10_000_000_000, campoLivre: livre })).toThrow();
  });

  it('a slip due after the rollover carries the restarted factor', () => {
    const code = barcode({ banco: '001', vencimento: '2025-02-22', valorCentavos: 15000, campoLivre: livre });
    expect(code.slice(5, 9)).toBe('1000');
    expect(barcodeValid(code)).toBe(true);
    expect(linhaDigitavel(code).slice(33, 37)).toBe('1000');
  });
});

describe('Interleaved 2 of 5', () => {
  it('encodes start, pairs and stop, and decodes back', () => {
    const code = '00193377100000135000000001238798777770016818';
    const el = i2of5Elements(code);
    expect(el.length).toBe(4 + 44 * 5 + 3);
    expect(i2of5Decode(el)).toBe(code);
  });

  it('encodes the pair 38 as bars of 3 (wide wide narrow narrow narrow) and spaces of 8', () => {
    const el = i2of5Elements('38').slice(4, 14);
    expect(el.filter((_, i) => i % 2 === 0)).toEqual([true, true, false, false, false]);
    expect(el.filter((_, i) => i % 2 === 1)).toEqual([true, false, false, true, false]);
  });

  it('a boleto barcode is 405 narrow units wide (103 mm at 0.254 mm)', () => {
    const bars = i2of5Bars('0'.repeat(44));
    const last = bars[bars.length - 1];
    expect(last.x + last.w).toBe(405);
  });

  it('refuses an odd number of digits', () => {
    expect(() => i2of5Elements('123')).toThrow();
  });
});
