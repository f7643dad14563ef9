/**
 * The existing-enrolment modal (SPEC §4 and §8): what it says and which buttons it offers, from
 * two facts: the process allows a single enrolment (prcSltInsUnica = 'T'), and the existing
 * enrolment may still be edited. Used by the entry guard and by the process list alike.
 */

export const EXISTING_TITLE = 'Atenção';
export const NEW_BUTTON = 'Nova Inscrição';
export const EDIT_BUTTON = 'Editar Inscrição';

const UNICA = 'Este processo permite apenas uma inscrição e você já possui inscrição nesse processo.';
const UNICA_EDITAR = 'Deseja editar a existente?';
const MULTI_EDITAR = 'Você já possui uma inscrição nesse processo. Deseja fazer outra inscrição ou editar a existente?';
// Multi-enrolment without editing: SPEC §8 gives only the shared opening and the ending 'e não é permitido
// editar a existente.'; glued to the question they read as one broken sentence, so the statement comes first
// (one sentence ending with the spec's words) and the question stands alone.
const MULTI_SEM_EDICAO = 'Você já possui uma inscrição nesse processo e não é permitido editar a existente.';
const MULTI_PERGUNTA = 'Deseja fazer outra inscrição?';

export interface ExistingEnrolmentCase {
  /** prcSltInsUnica = 'T'. */
  unica: boolean;
  /** The existing enrolment may still be edited (its flag and the process's edit end date). */
  edicaoPermitida: boolean;
}

export interface ExistingEnrolmentModal {
  title: string;
  /** Paragraphs, in order. */
  body: string[];
  /** Nova Inscrição is always shown; it is inactive when the process allows a single enrolment. */
  newEnabled: boolean;
  /** Editar Inscrição is shown only when editing is allowed. */
  showEdit: boolean;
}

/** The four wording cases of SPEC §8. */
export function existingEnrolmentModal(c: ExistingEnrolmentCase): ExistingEnrolmentModal {
  let body: string[];
  if (c.unica) body = c.edicaoPermitida ? [UNICA, UNICA_EDITAR] : [UNICA];
  else body = c.edicaoPermitida ? [MULTI_EDITAR] : [MULTI_SEM_EDICAO, MULTI_PERGUNTA];
  return { title: EXISTING_TITLE, body, newEnabled: !c.unica, showEdit: c.edicaoPermitida };
}
