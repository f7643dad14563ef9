import type { EuNaGestao } from '../../domain/wire/gestao.ts';
import { buscarEu } from './processo.api.ts';
import { useCarga } from './useFila.tsx';

const ATENDEM = new Set(['ADMINISTRADOR', 'GESTOR', 'ATENDIMENTO']);

/**
 * May these roles answer candidates (decide exemptions, answer appeals, record payments) in process `prc`? `prc`
 * null: in every process (a bank file pays slips of any of them). The API decides anyway; the screens only avoid
 * offering what it would refuse.
 */
export function podeAtenderEm(papeis: EuNaGestao['papeis'], prc: number | null): boolean {
  return papeis.some((p) => ATENDEM.has(p.papel) && (p.prcSltCodigo === null || (prc !== null && p.prcSltCodigo === prc)));
}

/** The caller's right to answer in `prc` (GET gestao/eu once); true while unknown. */
export function usePodeAtender(prc: number | null | undefined): boolean {
  const { estado } = useCarga(buscarEu);
  // Unreadable: offered (the API refuses anyway); read without an answer: no role to answer with.
  const papeis = estado.status === 'pronto' ? (estado.dados?.papeis ?? []) : null;
  if (papeis === null || prc === undefined) return true;
  return podeAtenderEm(papeis, prc);
}
