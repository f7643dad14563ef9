import { describe, expect, it } from 'vitest';
import { CAMPO_PESSOA_POR_NOME as C, mascaraCampoPessoa, normalizarCampoPessoa } from '../../src/domain/pessoa-campos.ts';

describe('the SPEC §3 person fields (issue 24): one check for the form and atualizaDados', () => {
  it('keeps what is right, as stored', () => {
    expect(normalizarCampoPessoa(C.pssFscTtlEleitor, '1234 5678 9012')).toEqual({ valor: '123456789012' });
    expect(normalizarCampoPessoa(C.pssFscTtlEltZona, '12')).toEqual({ valor: '12' });
    expect(normalizarCampoPessoa(C.pssFscDcmMltData, '28/02/2001')).toEqual({ valor: '28/02/2001' });
    expect(normalizarCampoPessoa(C.pssFscGrpSanguineo, 'AB')).toEqual({ valor: 'AB' });
    expect(normalizarCampoPessoa(C.pssFscDcmMltAno, '2004')).toEqual({ valor: '2004' });
    expect(normalizarCampoPessoa(C.pssFscDoador, 'T')).toEqual({ valor: 'T' });
    expect(normalizarCampoPessoa(C.pssFscNmPai, '  ')).toEqual({ valor: null });
  });
  it('refuses the rest with a Portuguese message naming the field', () => {
    expect(normalizarCampoPessoa(C.pssFscTtlEleitor, '12345')).toEqual({ erro: 'Título de eleitor: informe 12 dígitos.' });
    expect(normalizarCampoPessoa(C.pssFscTtlEltZona, '12345')).toEqual({ erro: 'Título de eleitor (zona): até 4 dígitos.' });
    expect(normalizarCampoPessoa(C.pssFscCnh, '12a')).toEqual({ erro: 'Carteira de motorista (CNH): use apenas números.' });
    expect(normalizarCampoPessoa(C.pssFscDcmMltData, '31/02/2001')).toEqual({ erro: 'Documento militar (data): use uma data válida no formato dd/mm/aaaa.' });
    expect(normalizarCampoPessoa(C.pssFscPisPasep, '12345678901')).toEqual({ erro: 'PIS/PASEP: número inválido.' });
    expect(normalizarCampoPessoa(C.pssFscFatorRh, 'x')).toEqual({ erro: 'Fator RH: escolha uma das opções.' });
    expect(normalizarCampoPessoa(C.pssFscDcmMltAno, '1800')).toEqual({ erro: 'Documento militar (ano): informe o ano com quatro dígitos.' });
    expect(normalizarCampoPessoa(C.pssFscNmPai, 'x'.repeat(201))).toEqual({ erro: 'Nome do pai: até 200 caracteres.' });
  });
  it('a picked municipality or bank is a positive code; anything else is refused with the field\'s message', () => {
    expect(normalizarCampoPessoa(C.mncCdgNaturalidade, '0042')).toEqual({ valor: '42' });
    expect(normalizarCampoPessoa(C.bncCodigo, '7')).toEqual({ valor: '7' });
    expect(normalizarCampoPessoa(C.pssFscTtlEltMncCodigo, 'Ponta Grossa')).toEqual({ erro: 'Título de eleitor (município): escolha um município da lista.' });
    expect(normalizarCampoPessoa(C.mncCdgNaturalidade, '0')).toEqual({ erro: 'Naturalidade (município de nascimento): escolha um município da lista.' });
    expect(normalizarCampoPessoa(C.bncCodigo, '-3')).toEqual({ erro: 'Banco: escolha um banco da lista.' });
    expect(normalizarCampoPessoa(C.bncCodigo, '')).toEqual({ valor: null });
  });
  it('masks while typing: digits only, dd/mm/aaaa', () => {
    expect(mascaraCampoPessoa(C.pssFscTtlEleitor, '1234.5678-90123')).toBe('123456789012');
    expect(mascaraCampoPessoa(C.pssFscRNEDtaValidade, '3112203')).toBe('31/12/203');
    expect(mascaraCampoPessoa(C.pssFscNmPai, 'João')).toBe('João');
  });
});
