import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $modal, closeModal } from '../lib/ui.store.ts';

/** The page's single modal (SPEC §8): title, text, and the buttons the caller gave. */
export default function ModalHost() {
  const modal = useStore($modal);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!modal) return;
    dialogRef.current?.querySelector<HTMLButtonElement>('.modal-footer button:not([disabled])')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeModal();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [modal]);

  if (!modal) return null;
  const paragraphs = Array.isArray(modal.body) ? modal.body : [modal.body];
  return (
    <>
      <div className="modal d-block" tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby="global-modal-title" ref={dialogRef}>
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title fs-5" id="global-modal-title">{modal.title}</h2>
              <button type="button" className="btn-close" aria-label="Fechar" onClick={closeModal} />
            </div>
            <div className="modal-body">
              {paragraphs.map((p, i) => (
                <p key={i} className={i === paragraphs.length - 1 ? 'mb-0' : undefined}>{p}</p>
              ))}
            </div>
            <div className="modal-footer">
              {modal.buttons.map((b) => (
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
              ))}
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}
