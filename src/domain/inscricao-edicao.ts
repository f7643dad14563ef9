/**
 * Whether an enrolment may still be edited (SPEC §4): not cancelled, its own edit permission, and
 * the process's edit end date not passed (the enrolment end date when the process sets none). Staff may
 * reopen editing of one enrolment until a chosen instant (gestão de inscrições, insPrcEdicaoAte): until then
 * it is editable whatever the process's deadline or its own permission say.
 */
export interface EditFacts {
  insCancelada: boolean;
  edicaoPermitida: boolean;
  /** Editing reopened by staff until this instant (null/absent: not reopened). */
  insPrcEdicaoAte?: Date | null;
}
export interface ProcessDates {
  prcSltDtInicio: Date;
  prcSltDtFim: Date;
  prcSltDtFimEdicao: Date | null;
}

export const editDeadline = (p: Pick<ProcessDates, 'prcSltDtFimEdicao' | 'prcSltDtFim'>): Date => p.prcSltDtFimEdicao ?? p.prcSltDtFim;

/** True while staff's reopening of this enrolment lasts. */
export const edicaoReaberta = (i: Pick<EditFacts, 'insPrcEdicaoAte'>, now: Date): boolean => !!i.insPrcEdicaoAte && now.getTime() <= i.insPrcEdicaoAte.getTime();

export function enrolmentEditable(i: EditFacts, p: ProcessDates, now: Date): boolean {
  if (i.insCancelada) return false;
  if (edicaoReaberta(i, now)) return true;
  const t = now.getTime();
  return i.edicaoPermitida && t >= p.prcSltDtInicio.getTime() && t <= editDeadline(p).getTime();
}

/** The last instant the candidate may edit: the reopening when it lasts longer than the process's deadline. */
export function enrolmentEditDeadline(i: Pick<EditFacts, 'insPrcEdicaoAte'>, p: Pick<ProcessDates, 'prcSltDtFimEdicao' | 'prcSltDtFim'>): Date {
  const prazo = editDeadline(p);
  return i.insPrcEdicaoAte && i.insPrcEdicaoAte.getTime() > prazo.getTime() ? i.insPrcEdicaoAte : prazo;
}
