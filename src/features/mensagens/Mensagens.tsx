import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { loadSession } from '../../lib/session.store.ts';
import { showModal } from '../../lib/ui.store.ts';
import { $unreadCount } from '../../lib/unread.store.ts';
import MessageList from './MessageList.tsx';
import MessageModal from './MessageModal.tsx';
import { $messages, loadNextPage, markAllRead, reload } from './mensagens.store.ts';
import { FILTROS } from './mensagens.ts';

export const LOAD_ERROR =
  'Erro ao Carregar Mensagens! Recarregue a página, caso volte a mostrar essa mensagem, entre em contato com o setor de desenvolvimento da universidade.';
const SEARCH_DELAY_MS = 300;

/** Marking every message read cannot be undone: the candidate confirms with Sim / Não (SPEC §9, issue 24). */
function confirmarMarcarTodas() {
  showModal({
    title: 'Marcar todas como lidas',
    body: 'Todas as mensagens não lidas serão marcadas como lidas. Deseja continuar?',
    buttons: [
      { label: 'Não', variant: 'outline-secondary' },
      { label: 'Sim', variant: 'primary', onClick: () => void markAllRead() },
    ],
  });
}

/** The messages screen (SPEC §2): filters, search, counters, the list with infinite scroll, and the modal. */
export default function Mensagens() {
  const state = useStore($messages);
  const unread = useStore($unreadCount);
  const [search, setSearch] = useState('');
  const sentinel = useRef<HTMLDivElement>(null);

  // The menu is the login guard; the list loads once a candidate is signed in.
  useEffect(() => {
    void loadSession().then((s) => {
      if (s.status === 'user') void reload();
    });
  }, []);

  // Search reloads on change, once typing pauses.
  useEffect(() => {
    if (search === $messages.get().pesquisa) return;
    const id = setTimeout(() => void reload({ pesquisa: search }), SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [search]);

  // The next page loads when the bottom of the list comes into view (re-armed after every page).
  useEffect(() => {
    const el = sentinel.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadNextPage());
    observer.observe(el);
    return () => observer.disconnect();
  }, [state.items.length, state.generation, state.loading]);

  const counts = { T: state.lidas + state.naoLidas, L: state.lidas, N: state.naoLidas };
  const showMarkAll = (unread ?? state.naoLidas) > 0 || state.naoLidas > 0;
  return (
    <section>
      <h1 className="h3 mb-3">Mensagens</h1>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <div className="btn-group" role="group" aria-label="Filtro">
          {FILTROS.map((f) => (
            <button
              key={f.value}
              type="button"
              className={`btn ${state.filtro === f.value ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={state.filtro === f.value}
              onClick={() => state.filtro !== f.value && void reload({ filtro: f.value })}
            >
              {f.label} <span className="badge text-bg-light" data-testid={`contador-${f.value}`}>{counts[f.value]}</span>
            </button>
          ))}
        </div>
        <input
          type="search"
          className="form-control w-auto flex-grow-1"
          placeholder="Pesquisar"
          aria-label="Pesquisar"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {showMarkAll && (
          <button type="button" className="btn btn-link" onClick={confirmarMarcarTodas}>Marcar todas como lidas</button>
        )}
      </div>

      {state.items.length > 0 && <MessageList items={state.items} />}
      {state.error && <div className="alert alert-danger mt-3" role="alert">{LOAD_ERROR}</div>}
      {state.loading && <p className="text-center text-muted my-3" role="status">Carregando...</p>}
      {state.done && !state.error && state.items.length === 0 && <p className="text-center text-muted my-4">Nenhuma mensagem</p>}
      {state.done && !state.error && state.items.length > 0 && (
        <p className="text-center text-muted my-4">
          Todas as Mensagens já foram listadas
          <br />
          <small>Para ver as mensagens enviadas, acesse o sistema de origem.</small>
        </p>
      )}
      <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} />
      <MessageModal />
    </section>
  );
}
