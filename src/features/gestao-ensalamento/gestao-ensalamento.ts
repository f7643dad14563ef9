/** Words of the seating screen, pure (unit-tested). */
import type { CandidatoSemLugar } from '../../domain/wire/gestao-ensalamento.ts';

export function motivoSemLugar(c: Pick<CandidatoSemLugar, 'motivo' | 'municipio' | 'especial'>): string {
  const tipo = c.especial ? 'sala de atendimento especial' : 'sala comum';
  if (c.municipio === null) return 'Inscrição sem município de prova.';
  if (c.motivo === 'sem-sala') return `Nenhuma ${tipo} em ${c.municipio}.`;
  return `Faltam lugares em ${tipo} de ${c.municipio}.`;
}

/** 'dd/mm/aaaa' from 'aaaa-mm-dd'. */
export const dataBr = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');
