/**
 * SPEC §8's error modal and the self-hiding alerts for plain-script islands on public pages that ship no
 * React (Base frame 'static': no ModalHost/AlertHost). Same markup, roles and texts as those hosts.
 */
import { ALERT_AUTO_HIDE_MS } from '../domain/constants.ts';
import type { AlertType, ModalState } from './ui.store.ts';

const CLASS: Record<AlertType, string> = { success: 'success', error: 'danger', warning: 'warning', info: 'info', detail: 'secondary' };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function closeButton(onClick: () => void): HTMLButtonElement {
  const b = el('button', 'btn-close');
  b.type = 'button';
  b.setAttribute('aria-label', 'Fechar');
  b.addEventListener('click', onClick);
  return b;
}

let alertStack: HTMLElement | null = null;

/** An alert at the top of the page that hides itself after `ms` (5000 by default, SPEC §9). */
export function showAlert(type: AlertType, text: string, ms = ALERT_AUTO_HIDE_MS): void {
  if (!alertStack) {
    alertStack = el('div', 'position-fixed top-0 start-50 translate-middle-x mt-3');
    alertStack.style.cssText = 'z-index:1080;width:min(36rem,94vw)';
    alertStack.setAttribute('aria-live', 'polite');
    document.body.append(alertStack);
  }
  const alert = el('div', `alert alert-${CLASS[type]} alert-dismissible shadow-sm`, text);
  alert.setAttribute('role', type === 'error' ? 'alert' : 'status');
  alert.append(closeButton(() => alert.remove()));
  alertStack.append(alert);
  setTimeout(() => alert.remove(), ms);
}

/** The page's one modal (same markup as ModalHost): title, paragraphs, the caller's buttons; X and Escape close it. */
export function showModal(state: ModalState): void {
  const modal = el('div', 'modal d-block');
  modal.tabIndex = -1;
  modal.setAttribute('role', 'dialog');
  modal.setAttribute('aria-modal', 'true');
  modal.setAttribute('aria-labelledby', 'plain-modal-title');
  const backdrop = el('div', 'modal-backdrop show');
  const remove = () => {
    modal.remove();
    backdrop.remove();
    document.removeEventListener('keydown', onKey);
  };
  const close = () => {
    remove();
    state.onClose?.();
  };
  const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
  const heading = el('h2', 'modal-title fs-5', state.title);
  heading.id = 'plain-modal-title';
  const header = el('div', 'modal-header');
  header.append(heading, closeButton(close));
  const body = el('div', 'modal-body');
  const paragraphs = Array.isArray(state.body) ? state.body : [state.body];
  paragraphs.forEach((p, i) => body.append(el('p', i === paragraphs.length - 1 ? 'mb-0' : '', p)));
  const footer = el('div', 'modal-footer');
  for (const b of state.buttons) {
    const button = el('button', `btn btn-${b.variant ?? 'secondary'}`, b.label);
    button.type = 'button';
    button.disabled = !!b.disabled;
    // A button with its own action leaves without onClose (as ModalHost does); the others just close.
    button.addEventListener('click', () => (b.onClick ? (remove(), b.onClick()) : close()));
    footer.append(button);
  }
  const content = el('div', 'modal-content');
  content.append(header, body, footer);
  const dialog = el('div', 'modal-dialog modal-dialog-centered');
  dialog.append(content);
  modal.append(dialog);
  document.body.append(modal, backdrop);
  document.addEventListener('keydown', onKey);
  footer.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
}

/** The error modal: title Erro, button Ok. Resolves when closed. */
export function showError(message: string, title = 'Erro'): Promise<void> {
  return new Promise((resolve) => showModal({ title, body: message, buttons: [{ label: 'Ok', variant: 'primary' }], onClose: resolve }));
}
