import { existingEnrolmentModal, EDIT_BUTTON, NEW_BUTTON } from '../domain/inscricao-existente.ts';
import { buildPath } from './routes.ts';
import { showModal, type ModalState } from './ui.store.ts';

export interface ExistingEnrolment {
  pssFscCodigo: number;
  prcSltCodigo: number;
  insPrcCodigo: number;
  unica: boolean;
  edicaoPermitida: boolean;
}

/**
 * Opens the Atenção modal for an existing enrolment (SPEC §4/§8), from the entry guard or the
 * process list. Nova Inscrição goes to the new-enrolment path (inactive for single-enrolment
 * processes), Editar Inscrição to the edit path, and closing goes home. `show`: the modal host (the
 * React one by default; plain-ui's on pages without React).
 */
export function openExistingEnrolmentModal(e: ExistingEnrolment, go: (path: string) => void = (p) => window.location.assign(p), show: (m: ModalState) => void = showModal): void {
  const m = existingEnrolmentModal({ unica: e.unica, edicaoPermitida: e.edicaoPermitida });
  const novo = buildPath('inscrever', { pessoaCode: e.pssFscCodigo, prcSltCodigo: e.prcSltCodigo, insPrcCodigo: 0 });
  const editar = buildPath('editar', { prcSltCodigo: e.prcSltCodigo, pssFscCodigo: e.pssFscCodigo, insPrcCodigo: e.insPrcCodigo });
  show({
    title: m.title,
    body: m.body,
    buttons: [
      { label: NEW_BUTTON, variant: 'primary', disabled: !m.newEnabled, onClick: () => go(novo) },
      ...(m.showEdit ? [{ label: EDIT_BUTTON, variant: 'success' as const, onClick: () => go(editar) }] : []),
    ],
    onClose: () => go('/home'),
  });
}
