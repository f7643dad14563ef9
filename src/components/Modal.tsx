import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  /** The id of the title, which names the dialog. */
  titleId: string;
  title: ReactNode;
  /** The X, Escape (and whatever the footer's buttons do on their own). */
  onClose: () => void;
  /** What is shown: when it changes, the first enabled footer button takes the focus again. */
  content: unknown;
  /** Classes added to .modal-dialog (size, scrolling). */
  dialogClass?: string;
  footer: ReactNode;
  children: ReactNode;
}

/** A Bootstrap modal drawn by React (no Bootstrap JavaScript): backdrop, title and X, body, footer; Escape closes it. */
export default function Modal({ titleId, title, onClose, content, dialogClass = '', footer, children }: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLButtonElement>('.modal-footer button:not([disabled])')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [content]);

  return (
    <>
      <div className="modal d-block" tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialogRef}>
        <div className={`modal-dialog modal-dialog-centered ${dialogClass}`.trim()}>
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title fs-5" id={titleId}>{title}</h2>
              <button type="button" className="btn-close" aria-label="Fechar" onClick={onClose} />
            </div>
            <div className="modal-body">{children}</div>
            <div className="modal-footer">{footer}</div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}
