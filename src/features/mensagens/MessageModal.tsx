import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import Modal from '../../components/Modal.tsx';
import { $openMessage, closeMessage } from './mensagens.store.ts';
import { modalDateTime, senderText, typeBadgeClass, typeCode, typeLabel } from './mensagens.ts';
import { safeBodyHtml } from './html-navegador.ts';

/** The open message (SPEC §2): subject, type badge, date and time, sender, the cleaned body, and Ok. */
export default function MessageModal() {
  const item = useStore($openMessage);
  const body = useMemo(() => (item ? safeBodyHtml(item.mensagem.mnsTexto) : ''), [item]);

  if (!item) return null;
  const tipo = typeCode(item);
  const ok = (
    <button type="button" className="btn btn-primary" onClick={closeMessage}>
      Ok
    </button>
  );
  return (
    <Modal titleId="mensagem-titulo" title={item.mensagem.mnsAssunto} onClose={closeMessage} content={item} dialogClass="modal-dialog-scrollable modal-lg" footer={ok}>
      <p className="small text-muted d-flex flex-wrap gap-2 align-items-center">
        {tipo && <span className={`badge ${typeBadgeClass(tipo)}`} data-testid="tipo-mensagem">{typeLabel(tipo)}</span>}
        <time dateTime={item.mensagem.mnsDtaAgendamento}>{modalDateTime(item.mensagem.mnsDtaAgendamento)}</time>
        <span data-testid="remetente">{senderText(item)}</span>
      </p>
      {/* Cleaned by the allow-list (src/domain/mensagem-html.ts, applied by html-navegador.ts) right above; the API cleaned it too. */}
      <div className="mensagem-corpo text-break" data-testid="corpo-mensagem" dangerouslySetInnerHTML={{ __html: body }} />
    </Modal>
  );
}
