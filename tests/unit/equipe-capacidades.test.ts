import { describe, expect, it } from 'vitest';
import { pode, podeEmAlgum, processosAlcancados, type PapelConcedido } from '../../server/entities/equipe/equipe.ts';

const admin: PapelConcedido[] = [{ papel: 'ADMINISTRADOR', prcSltCodigo: null }];
const gestorDe7: PapelConcedido[] = [{ papel: 'GESTOR', prcSltCodigo: 7 }];
const gestorGeral: PapelConcedido[] = [{ papel: 'GESTOR', prcSltCodigo: null }];
const leitura7Atendimento9: PapelConcedido[] = [
  { papel: 'LEITURA', prcSltCodigo: 7 },
  { papel: 'ATENDIMENTO', prcSltCodigo: 9 },
];

describe('staff capabilities', () => {
  it('an administrator may do everything, on every process and on none', () => {
    for (const cap of ['ler', 'atender', 'configurar', 'criarProcesso', 'papeis'] as const) {
      expect(pode(admin, cap, 3)).toBe(true);
      expect(pode(admin, cap, null)).toBe(true);
    }
  });

  it('a Gestor of one process configures that one only, never creates processes nor grants roles', () => {
    expect(pode(gestorDe7, 'configurar', 7)).toBe(true);
    expect(pode(gestorDe7, 'configurar', 8)).toBe(false);
    expect(pode(gestorDe7, 'configurar', null)).toBe(false);
    expect(pode(gestorDe7, 'criarProcesso', null)).toBe(false);
    expect(podeEmAlgum(gestorDe7, 'criarProcesso')).toBe(false);
    expect(pode(gestorDe7, 'papeis', null)).toBe(false);
    expect(pode(gestorGeral, 'criarProcesso', null)).toBe(true);
    expect(pode(gestorGeral, 'papeis', null)).toBe(false);
  });

  it('Leitura reads, Atendimento answers, each within its own process', () => {
    expect(pode(leitura7Atendimento9, 'ler', 7)).toBe(true);
    expect(pode(leitura7Atendimento9, 'atender', 7)).toBe(false);
    expect(pode(leitura7Atendimento9, 'atender', 9)).toBe(true);
    expect(pode(leitura7Atendimento9, 'configurar', 9)).toBe(false);
    expect(pode(leitura7Atendimento9, 'ler', 8)).toBe(false);
  });

  it('lists reach the processes of the roles that allow the action (null = all)', () => {
    expect(processosAlcancados(admin, 'ler')).toBeNull();
    expect(processosAlcancados(leitura7Atendimento9, 'ler')?.sort()).toEqual([7, 9]);
    expect(processosAlcancados(leitura7Atendimento9, 'atender')).toEqual([9]);
    expect(processosAlcancados([], 'ler')).toEqual([]);
  });
});
