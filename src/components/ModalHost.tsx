import { useStore } from '@nanostores/react';
import { $modal, closeModal } from '../lib/ui.store.ts';
import Modal from './Modal.tsx';

/** The page's single modal (SPEC §8): title, text, and the buttons the caller gave. */
export default function ModalHost() {
  const modal = useStore($modal);
  if (!modal) return null;
  const paragraphs = Array.isArray(modal.body) ? modal.body : [modal.body];
  const buttons = modal.buttons.map((b) => (
    <button
      key={b.label}
      type="button"
      className={`btn btn-${b.variant ?? 'secondary'}`}
      disabled={b.disabled}
      onClick={() => {
        if (b.onClick) {
          $modal.set(null);
          b.onClick();
        } else closeModal();
      }}
    >
      {b.label}
    </button>
  ));
  return (
    <Modal titleId="global-modal-title" title={modal.title} onClose={closeModal} content={modal} footer={buttons}>
      {paragraphs.map((p, i) => (
        <p key={i} className={i === paragraphs.length - 1 ? 'mb-0' : undefined}>{p}</p>
      ))}
    </Modal>
  );
}
