import { atom } from 'nanostores';
import { ALERT_AUTO_HIDE_MS } from '../domain/constants.ts';

/** The one modal the page shows at a time (SPEC §8 modals: Erro, Atenção, ...). */
export interface ModalButton {
  label: string;
  variant?: 'primary' | 'secondary' | 'danger' | 'success' | 'warning' | 'outline-secondary';
  onClick?: () => void;
  disabled?: boolean;
}
export interface ModalState {
  title: string;
  body: string | string[];
  buttons: ModalButton[];
  /** Called when the modal is closed by its X or by Escape. */
  onClose?: () => void;
}

export const $modal = atom<ModalState | null>(null);

export function showModal(state: ModalState): void {
  $modal.set(state);
}

export function closeModal(): void {
  const current = $modal.get();
  $modal.set(null);
  current?.onClose?.();
}

/** The error modal: title Erro, button Ok. Resolves when the candidate closes it. */
export function showError(message: string, title = 'Erro'): Promise<void> {
  return new Promise((resolve) => {
    showModal({ title, body: message, buttons: [{ label: 'Ok', variant: 'primary' }], onClose: resolve });
  });
}

/** Alert types of SPEC §3. */
export type AlertType = 'success' | 'error' | 'warning' | 'info' | 'detail';
export interface AlertItem {
  id: number;
  type: AlertType;
  text: string;
}
export const $alerts = atom<AlertItem[]>([]);
let nextAlertId = 1;

/** Shows an alert that hides itself after `ms` (5000 by default, SPEC §9). */
export function showAlert(type: AlertType, text: string, ms = ALERT_AUTO_HIDE_MS): number {
  const id = nextAlertId++;
  $alerts.set([...$alerts.get(), { id, type, text }]);
  setTimeout(() => dismissAlert(id), ms);
  return id;
}

export function dismissAlert(id: number): void {
  $alerts.set($alerts.get().filter((a) => a.id !== id));
}
