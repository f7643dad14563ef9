import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { $openMessage, closeMessage } from './mensagens.store.ts';
import { modalDateTime, senderText, typeBadgeClass, typeCode, typeLabel } from './mensagens.ts';
import { safeBodyHtml } from './message-html.ts';

/** The open message (SPEC §2): subject, type badge, date and time, sender, the cleaned body, and Ok. */
export default function MessageModal() {
  const item = useStore($openMessage);
  const okRef = useRef<HTMLButtonElement>(null);
  const body = useMemo(() => (item ? safeBodyHtml(item.mensagem.mnsTexto) : ''), [item]);

  useEffect(() => {
    if (!item) return;
    okRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeMessage();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [item]);

  if (!item) return null;
  const tipo = typeCode(item);
  return (
    <>
      <div className="modal d-block" tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby="mensagem-titulo">
        <div className="modal-dialog modal-dialog-centered modal-dialog-scrollable modal-lg">
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title fs-5" id="mensagem-titulo">{item.mensagem.mnsAssunto}</h2>
              <button type="button" className="btn-close" aria-label="Fechar" onClick={closeMessage} />
            </div>
            <div className="modal-body">
              <p className="small text-muted d-flex flex-wrap gap-2 align-items-center">
                {tipo && <span className={`badge ${typeBadgeClass(tipo)}`} data-testid="tipo-mensagem">{typeLabel(tipo)}</span>}
                <time dateTime={item.mensagem.mnsDtaAgendamento}>{modalDateTime(item.mensagem.mnsDtaAgendamento)}</time>
                <span data-testid="remetente">{senderText(item)}</span>
              </p>
              {/* Cleaned by the allow-list (message-html.ts) right above; the API cleaned it too. */}
              <div className="mensagem-corpo text-break" data-testid="corpo-mensagem" dangerouslySetInnerHTML={{ __html: body }} />
            </div>
            <div className="modal-footer">
              <button type="button" className="btn btn-primary" ref={okRef} onClick={closeMessage}>Ok</button>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}
