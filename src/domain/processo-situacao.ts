import type { SituacaoProcesso } from './wire/gestao.ts';

/**
 * A process's state for staff: archived wins, then unpublished (em preparação), then the enrolment window
 * against `now` (before it: published but not open yet; inside it: open; after it: closed).
 */
export function situacaoDoProcesso(p: { publicado: boolean; arquivado: boolean; inicio: Date; fim: Date }, now: Date): SituacaoProcesso {
  if (p.arquivado) return 'arquivado';
  if (!p.publicado) return 'preparacao';
  if (now < p.inicio) return 'aguardando';
  if (now > p.fim) return 'encerrado';
  return 'abertas';
}
