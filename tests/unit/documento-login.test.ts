/**
 * Look-alike documents (issue 34, item 6): a foreign document is normalised — Unicode NFKC, format (Cf) and other
 * invisible characters removed, the digits of any script made ASCII — before the CPF check and before it is stored,
 * so a CPF written in fullwidth or Arabic-Indic digits is refused as a foreign document like the plain CPF is.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpfFromBase } from '../../server/db/seed/index.ts';
import { documentoEstrangeiroInvalido, escritoComoCpf, normalizarDocumento, normalizeLogin } from '../../src/domain/documento-login.ts';

const CPF = '52998224725';
const RECUSA = 'Este número é um CPF. Para criar a conta com CPF, escolha a nacionalidade brasileira.';
/** The code point of the digit zero in scripts a keyboard or a copy-paste can bring. */
const ZEROS = { ascii: 0x30, fullwidth: 0xff10, arabeIndico: 0x660, persa: 0x6f0, devanagari: 0x966, bengali: 0x9e6, tailandes: 0xe50, birmanes: 0x1040, nko: 0x7c0, matematicoNegrito: 0x1d7ce };
const emEscrita = (digitos: string, zero: number) => [...digitos].map((d) => String.fromCodePoint(zero + Number(d))).join('');
const INVISIVEIS = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u200e', '\u200f', '\u202e', '\u2066', '\u034f', '\ufe0f', '\u3164'];

describe('named examples', () => {
  it('the CPF 529.982.247-25 in fullwidth, Arabic-Indic, Persian, Devanagari and mathematical digits is that CPF', () => {
    for (const [escrita, zero] of Object.entries(ZEROS)) {
      const texto = emEscrita(CPF, zero);
      expect(normalizarDocumento(texto), escrita).toBe(CPF);
      expect(escritoComoCpf(texto), escrita).toBe(true);
      expect(documentoEstrangeiroInvalido(texto), escrita).toBe(RECUSA);
      expect(normalizeLogin(texto), escrita).toEqual({ tipo: 'CPF', login: CPF });
    }
    expect(normalizarDocumento('５２９．９８２．２４７－２５')).toBe('529.982.247-25');
    expect(documentoEstrangeiroInvalido('５２９．９８２．２４７－２５')).toBe(RECUSA);
  });

  it('zero-width and other invisible characters inside a CPF are removed, whichever they are', () => {
    for (const c of INVISIVEIS) expect(escritoComoCpf(`529${c}982${c}247${c}25`), JSON.stringify(c)).toBe(true);
  });

  it('a passport is kept in its plain form: the same passport in fullwidth or with a soft hyphen is the same login', () => {
    expect(normalizeLogin('ＡＢ１２３４５６')).toEqual({ tipo: 'DOCUMENTO', login: 'AB123456' });
    expect(normalizeLogin('ab\u00ad123\u200b456')).toEqual({ tipo: 'DOCUMENTO', login: 'AB123456' });
    expect(documentoEstrangeiroInvalido('ＡＢ１２３４５６')).toBeNull();
    // 11 digits that are not a valid CPF stay a foreign document in every script
    expect(documentoEstrangeiroInvalido(emEscrita('12345678900', ZEROS.arabeIndico))).toBeNull();
    expect(normalizeLogin(emEscrita('12345678900', ZEROS.arabeIndico))).toEqual({ tipo: 'DOCUMENTO', login: '12345678900' });
    expect(documentoEstrangeiroInvalido('\u200b \u3000')).toBe('O valor do campo de documento pessoal não é válido!');
  });
});

describe('properties', () => {
  const base = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 });
  const escrita = fc.constantFrom(...Object.values(ZEROS));
  const invisivel = fc.constantFrom(...INVISIVEIS, '');
  const pontuacao = fc.constantFrom(['', ''], ['.', '-'], ['．', '－'], [' ', ' '], ['\u00a0', '\u2009']);

  it('any valid CPF, each digit in any script, any invisible characters between them, any usual punctuation, is that CPF', () => {
    fc.assert(
      fc.property(base, fc.array(escrita, { minLength: 11, maxLength: 11 }), fc.array(invisivel, { minLength: 11, maxLength: 11 }), pontuacao, (b, escritas, invisiveis, [ponto, traco]) => {
        const cpf = cpfFromBase(b);
        let texto = '';
        for (let i = 0; i < 11; i++) {
          texto += emEscrita(cpf[i], escritas[i]) + invisiveis[i];
          if (i === 2 || i === 5) texto += ponto;
          if (i === 8) texto += traco;
        }
        expect(normalizeLogin(texto)).toEqual({ tipo: 'CPF', login: cpf });
        expect(documentoEstrangeiroInvalido(texto)).toBe(RECUSA);
      }),
    );
  });

  it('any passport of letters and digits, written with fullwidth forms and invisible characters, normalises to its plain form', () => {
    const passaporte = fc.stringMatching(/^[A-Z]{2}[0-9]{6,7}$/);
    fc.assert(
      fc.property(passaporte, fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }), invisivel, (p, largos, inv) => {
        const texto = [...p].map((c, i) => (largos[i] ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c) + inv).join('');
        expect(normalizeLogin(texto)).toEqual({ tipo: 'DOCUMENTO', login: p });
      }),
    );
  });
});
