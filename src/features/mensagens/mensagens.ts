/**
 * Pure rules of the messages screen (SPEC §2 "Messages screen", §4, §9): list state, paging,
 * counters, marking read locally, and what an item shows. No DOM, no network.
 */
import { MESSAGES_PAGE_SIZE } from '../../domain/constants.ts';
import { formatBrDateTime, todayInSaoPaulo } from '../../domain/dates.ts';
import type { DestinatarioWire, MensagemWire } from '../../domain/wire/mensagem.ts';

export type Filtro = 'T' | 'L' | 'N';
export const FILTROS: { value: Filtro; label: string }[] = [
  { value: 'T', label: 'Todas' },
  { value: 'L', label: 'Lidas' },
  { value: 'N', label: 'Não Lidas' },
];

/** A recipient as mensagens/mnsDestinatario/pesquisa returns it (the contract shared with the API), with its message. */
export type MessageItem = DestinatarioWire & { mensagem: MensagemWire };

export interface Page {
  items: MessageItem[];
  total: number;
  naoLidas: number;
  lidas: number;
}

export interface ListState {
  filtro: Filtro;
  pesquisa: string;
  items: MessageItem[];
  /** Counters of the screen: unread and read under the current search (total = both). */
  naoLidas: number;
  lidas: number;
  /** Total for the current filter, as the server counted it. */
  total: number;
  loading: boolean;
  /** A load failed: the banner shows and paging stops (SPEC §8). */
  error: boolean;
  /** Everything was listed. */
  done: boolean;
  /** Bumped on every reset, so an answer to an older request is ignored. */
  generation: number;
}

export const initialState = (): ListState => ({
  filtro: 'T',
  pesquisa: '',
  items: [],
  naoLidas: 0,
  lidas: 0,
  total: 0,
  loading: false,
  error: false,
  done: false,
  generation: 0,
});

/** Changing the filter or the search, or marking all read, starts the list over (SPEC §4). */
export function reset(state: ListState, change: Partial<Pick<ListState, 'filtro' | 'pesquisa'>> = {}): ListState {
  return { ...state, ...change, items: [], total: 0, loading: false, error: false, done: false, generation: state.generation + 1 };
}

/** Whether the next page may be requested now. */
export function canLoadMore(state: ListState): boolean {
  return !state.loading && !state.error && !state.done;
}

/** Where the next page starts. */
export const nextStart = (state: ListState) => state.items.length;

/** A page arrived: append it; the list is done when a short page comes or the total is reached. */
export function applyPage(state: ListState, page: Page): ListState {
  const items = [...state.items, ...page.items];
  const done = page.items.length < MESSAGES_PAGE_SIZE || items.length >= page.total;
  return { ...state, items, total: page.total, naoLidas: page.naoLidas, lidas: page.lidas, loading: false, done };
}

export const applyError = (state: ListState): ListState => ({ ...state, loading: false, error: true });

export const isUnread = (item: MessageItem) => !item.mnsDstDtaLeitura;

/**
 * Opening an unread message marks it read locally (read date = now) and moves one from the unread
 * counter to the read one. Items are told apart by their message code (a global message has no
 * recipient code until it is read).
 */
export function markReadLocally(state: ListState, mnsCodigo: number, now: Date): ListState {
  const target = state.items.find((i) => i.mensagem.mnsCodigo === mnsCodigo);
  if (!target || !isUnread(target)) return state;
  return {
    ...state,
    items: state.items.map((i) => (i === target ? { ...i, mnsDstDtaLeitura: now.toISOString() } : i)),
    naoLidas: Math.max(0, state.naoLidas - 1),
    lidas: state.lidas + 1,
  };
}

/** The server's answer to a mark-read: keep the recipient code it created for a global message. */
export function applyRecipient(state: ListState, mnsCodigo: number, mnsDstCodigo: number | null): ListState {
  if (mnsDstCodigo === null) return state;
  return { ...state, items: state.items.map((i) => (i.mensagem.mnsCodigo === mnsCodigo ? { ...i, mnsDstCodigo } : i)) };
}

/** The sender's name, or the originating system's code when no person sent it (SPEC §2). */
export const senderText = (item: MessageItem) => item.mensagem.pssFisica?.pssFscNome || item.mensagem.sistema?.sstCodigo || '';

export const typeCode = (item: MessageItem) => item.mensagem.tblGrlItmMnsTipo?.tblGrlItmCodigo ?? '';

/** Badge colour by type: Mensagem = primary, Noticia = danger, otherwise default (SPEC §2). */
export function typeBadgeClass(code: string): string {
  if (code === 'Mensagem') return 'text-bg-primary';
  if (code === 'Noticia') return 'text-bg-danger';
  return 'text-bg-secondary';
}

/** The badge's text: the type's description. */
export function typeLabel(code: string): string {
  return code === 'Noticia' ? 'Notícia' : code;
}

/** Date and time in the modal: dd/mm/yyyy HH:mm, São Paulo time. */
export function modalDateTime(iso: string): string {
  return formatBrDateTime(new Date(iso)).slice(0, 16);
}

/** The read date the client sends with a mark-read, 'dd/mm/yyyy' of today (the server keeps its own clock). */
export function todayBr(now: Date): string {
  const [y, m, d] = todayInSaoPaulo(now).split('-');
  return `${d}/${m}/${y}`;
}
