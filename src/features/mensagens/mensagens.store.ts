import { atom } from 'nanostores';
import { $unreadCount } from '../../lib/unread.store.ts';
import { fetchMessages, markAllMessagesRead, markMessageRead } from './mensagens.api.ts';
import {
  applyError,
  applyPage,
  applyRecipient,
  canLoadMore,
  initialState,
  isUnread,
  markReadLocally,
  nextStart,
  reset,
  type Filtro,
  type ListState,
  type MessageItem,
} from './mensagens.ts';

/** The list, its paging and counters. */
export const $messages = atom<ListState>(initialState());
/** The message open in the modal. */
export const $openMessage = atom<MessageItem | null>(null);

let inFlight: AbortController | null = null;

/** Loads the next page, unless one is loading, paging stopped on an error, or all were listed. */
export async function loadNextPage(): Promise<void> {
  const state = $messages.get();
  if (state.generation === 0 || !canLoadMore(state)) return; // nothing before the first reload
  const { generation, filtro, pesquisa } = state;
  $messages.set({ ...state, loading: true });
  inFlight = new AbortController();
  try {
    const page = await fetchMessages({ start: nextStart(state), filtro, pesquisa }, { signal: inFlight.signal });
    if ($messages.get().generation !== generation) return;
    $messages.set(applyPage($messages.get(), page));
    // Without a search the unread counter is the mailbox's: the menu badge follows it.
    if (!pesquisa.trim()) $unreadCount.set(page.naoLidas);
  } catch {
    if ($messages.get().generation === generation) $messages.set(applyError($messages.get()));
  }
}

/** Starts the list over (filter or search changed, or all were marked read). */
export function reload(change: Partial<{ filtro: Filtro; pesquisa: string }> = {}): Promise<void> {
  inFlight?.abort();
  $messages.set(reset($messages.get(), change));
  return loadNextPage();
}

/** Opens the modal; an unread message becomes read here and on the server (failures are silent). */
export async function openMessage(item: MessageItem): Promise<void> {
  $openMessage.set(item);
  if (!isUnread(item)) return;
  const now = new Date();
  $messages.set(markReadLocally($messages.get(), item.mensagem.mnsCodigo, now));
  const unread = $unreadCount.get();
  if (unread !== null) $unreadCount.set(Math.max(0, unread - 1));
  try {
    const { mnsDstCodigo } = await markMessageRead(item, now);
    $messages.set(applyRecipient($messages.get(), item.mensagem.mnsCodigo, mnsDstCodigo));
  } catch {
    /* SPEC §8: silent */
  }
}

export function closeMessage(): void {
  $openMessage.set(null);
}

/** Marks every message read, then reloads the list from the start. A failure only clears the loading flag. */
export async function markAllRead(): Promise<void> {
  $messages.set({ ...$messages.get(), loading: true });
  try {
    await markAllMessagesRead();
    $unreadCount.set(0);
    await reload();
  } catch {
    $messages.set({ ...$messages.get(), loading: false });
  }
}
