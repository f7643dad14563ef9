import { useMemo } from 'react';
import { messageDateText } from '../../domain/mensagem-data.ts';
import { openMessage } from './mensagens.store.ts';
import { isUnread, senderText, type MessageItem } from './mensagens.ts';
import { bodyExcerpt } from './html-navegador.ts';

function Item({ item, now }: { item: MessageItem; now: Date }) {
  const unread = isUnread(item);
  const resumo = useMemo(() => bodyExcerpt(item.mensagem.mnsTexto), [item.mensagem.mnsTexto]);
  return (
    <li className="list-group-item p-0">
      <button
        type="button"
        className={`btn w-100 text-start rounded-0 px-3 py-2 ${unread ? 'fw-bold' : 'fw-normal'}`}
        data-unread={unread ? 'true' : 'false'}
        onClick={() => void openMessage(item)}
      >
        <span className="d-flex justify-content-between gap-3">
          <span className="text-truncate" data-testid="remetente">{senderText(item)}</span>
          <time className="text-nowrap small" dateTime={item.mensagem.mnsDtaAgendamento}>
            {messageDateText(new Date(item.mensagem.mnsDtaAgendamento), now)}
          </time>
        </span>
        <span className="d-block text-truncate" data-testid="assunto">{item.mensagem.mnsAssunto}</span>
        <span className="d-block text-truncate small text-muted fw-normal" data-testid="resumo">{resumo}</span>
      </button>
    </li>
  );
}

/** The list items (SPEC §2): date, sender or system code, subject, plain-text excerpt; unread in bold. */
export default function MessageList({ items }: { items: MessageItem[] }) {
  const now = new Date();
  return (
    <ul className="list-group shadow-sm" aria-label="Mensagens">
      {items.map((item) => (
        <Item key={`${item.mensagem.mnsCodigo}`} item={item} now={now} />
      ))}
    </ul>
  );
}
