import { describe, expect, it } from 'vitest';
import { plural } from '../../src/domain/text.ts';
import { dataBr, motivoSemLugar } from '../../src/features/gestao-ensalamento/gestao-ensalamento.ts';

describe('tela de ensalamento: textos', () => {
  it('explica por que um candidato ficou sem lugar', () => {
    expect(motivoSemLugar({ motivo: 'sem-sala', municipio: null, especial: false })).toBe('Inscrição sem município de prova.');
    expect(motivoSemLugar({ motivo: 'sem-sala', municipio: 'Castro/PR', especial: false })).toBe('Nenhuma sala comum em Castro/PR.');
    expect(motivoSemLugar({ motivo: 'capacidade', municipio: 'Castro/PR', especial: true })).toBe('Faltam lugares em sala de atendimento especial de Castro/PR.');
  });
  it('plural e data', () => {
    expect(plural(1, 'sala', 'salas')).toBe('1 sala');
    expect(plural(1200, 'sala', 'salas')).toBe('1.200 salas');
    expect(dataBr('2026-12-06')).toBe('06/12/2026');
    expect(dataBr(null)).toBe('');
  });
});
