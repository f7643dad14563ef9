/** The last-day check as verificaUltimoDia answers it (fields at the top level, SPEC §7). */
export interface UltimoDia {
  success?: boolean;
  ativo?: 'T' | 'F';
  lastDay?: 'T' | 'F';
  termino?: string;
}

/**
 * Quick enrolment is offered only when the check says so: success, the process active, today its
 * last day, and an end to show. Anything else (a failure included) means no offer (SPEC §8).
 */
export function ofereceInscricaoRapida(r: UltimoDia | null | undefined): r is Required<UltimoDia> {
  return !!r && r.success === true && r.ativo === 'T' && r.lastDay === 'T' && typeof r.termino === 'string' && r.termino !== '';
}

/** 'dd/mm/yyyy HH:mm:ss' -> 'dd/mm/yyyy às HH:mm'. */
export function terminoTexto(termino: string): string {
  const m = /^(\d{2}\/\d{2}\/\d{4}) (\d{2}:\d{2})/.exec(termino);
  return m ? `${m[1]} às ${m[2]}` : termino;
}
