/**
 * The dynamic BR Code of a charge (Manual de Padrões para Iniciação do Pix): field 01 = "12", field 26 with the GUI
 * and subfield 25 = the charge's location (no key), field 62-05 = "***", CRC16 as the static code. A worked example
 * computed from the manual's field layout, and a property over every location and amount the API Pix can give.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brCodeDinamico, brCodeValid, crc16, parseEmv } from '../../server/features/pagamento/pix.ts';
import { centavosPix, valorPix } from '../../server/lib/api-pix.ts';

describe('dynamic BR Code', () => {
  it('worked example: every field in its place, the CRC over the payload up to "6304"', () => {
    const p = brCodeDinamico({ location: 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25', nome: 'Universidade Estadual', cidade: 'Ponta Grossa', valorCentavos: 15000 });
    // 26: 18 (00 + GUI) + 4 + 54 (22 characters of host and path + 32 of the id) = 76.
    const esperado =
      '000201' +
      '010212' +
      '2676' + '0014br.gov.bcb.pix' + '2554pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25' +
      '52040000' +
      '5303986' +
      '5406150.00' +
      '5802BR' +
      '5921Universidade Estadual' +
      '6012Ponta Grossa' +
      '62070503***' +
      '6304';
    expect(p.slice(0, -4)).toBe(esperado);
    expect(p.slice(-4)).toBe(crc16(esperado));
    expect(brCodeValid(p)).toBe(true);
  });

  it('a location given with its scheme is written without it', () => {
    const p = brCodeDinamico({ location: 'https://psp.example/qr/v2/abc', nome: 'U', cidade: 'C' });
    expect(parseEmv(parseEmv(p)!.get('26')!)!.get('25')).toBe('psp.example/qr/v2/abc');
  });

  it('property: any location and amount give a valid payload whose 26-25 is the location', () => {
    const location = fc.stringMatching(/^[a-z0-9.-]{3,20}\/[A-Za-z0-9/_-]{1,50}$/);
    fc.assert(
      fc.property(location, fc.integer({ min: 1, max: 99_999_999 }), (loc, centavos) => {
        const p = brCodeDinamico({ location: loc, nome: 'Processos Seletivos', cidade: 'Ponta Grossa', valorCentavos: centavos });
        const campos = parseEmv(p)!;
        expect(brCodeValid(p)).toBe(true);
        expect(parseEmv(campos.get('26')!)!.get('25')).toBe(loc);
        expect(parseEmv(campos.get('26')!)!.has('01')).toBe(false);
        expect(campos.get('54')).toBe(valorPix(centavos));
        expect(centavosPix(campos.get('54')!)).toBe(centavos);
      }),
    );
  });
});
