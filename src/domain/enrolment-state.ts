/**
 * Whether an enrolment may still be edited (SPEC §4): not cancelled, its own edit permission, and
 * the process's edit end date not passed (the enrolment end date when the process sets none).
 */
export interface EditFacts {
  insCancelada: boolean;
  edicaoPermitida: boolean;
}
export interface ProcessDates {
  prcSltDtInicio: Date;
  prcSltDtFim: Date;
  prcSltDtFimEdicao: Date | null;
}

export const editDeadline = (p: Pick<ProcessDates, 'prcSltDtFimEdicao' | 'prcSltDtFim'>): Date => p.prcSltDtFimEdicao ?? p.prcSltDtFim;

export function enrolmentEditable(i: EditFacts, p: ProcessDates, now: Date): boolean {
  const t = now.getTime();
  return !i.insCancelada && i.edicaoPermitida && t >= p.prcSltDtInicio.getTime() && t <= editDeadline(p).getTime();
}
