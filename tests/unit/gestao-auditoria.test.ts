import { describe, expect, it } from 'vitest';
import { diferencas, textoDaPagina, textoDoValor } from '../../src/features/gestao-auditoria/gestao-auditoria.ts';

describe('the audit screen', () => {
  it('lists only the fields that changed, old -> new', () => {
    expect(diferencas({ a: 1, b: 'x', c: true }, { a: 2, b: 'x', c: false })).toEqual([
      { campo: 'a', antes: '1', depois: '2' },
      { campo: 'c', antes: 'Sim', depois: 'Não' },
    ]);
  });

  it('a creation lists what it wrote, a removal what it removed', () => {
    expect(diferencas(null, { nome: 'Medicina', taxa: null })).toEqual([{ campo: 'nome', antes: '—', depois: 'Medicina' }]);
    expect(diferencas({ nome: 'Direito' }, null)).toEqual([{ campo: 'nome', antes: 'Direito', depois: '—' }]);
    expect(diferencas(null, null)).toEqual([]);
  });

  it('compares nested values and non-objects whole', () => {
    expect(diferencas({ l: [1, 2] }, { l: [1, 2] })).toEqual([]);
    expect(diferencas({ l: [1, 2] }, { l: [2] })).toEqual([{ campo: 'l', antes: '[1,2]', depois: '[2]' }]);
    expect(diferencas('a', 'b')).toEqual([{ campo: 'valor', antes: 'a', depois: 'b' }]);
  });

  it('shows instants in Horário de Brasília and nothing as a dash', () => {
    expect(textoDoValor('2026-11-22T13:00:00.000Z')).toBe('22/11/2026 10:00');
    expect(textoDoValor(undefined)).toBe('—');
    expect(textoDoValor('')).toBe('—');
    expect(textoDaPagina(25, 10, 35)).toBe('26–35 de 35');
    expect(textoDaPagina(0, 0, 0)).toBe('Nenhum registro');
  });
});
