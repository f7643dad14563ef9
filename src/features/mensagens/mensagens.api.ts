import { apiGet, apiPost, pesquisaParams, type CallOptions } from '../../lib/api-client.ts';
import { MESSAGES_PAGE_SIZE } from '../../domain/constants.ts';
import { todayBr, type Filtro, type MessageItem, type Page } from './mensagens.ts';

const BASE = 'mensagens/mnsDestinatario';

/**
 * GET pesquisa (SPEC §7): start, limit 10, newest scheduling date first; the read filter (T/L/N) and the
 * free text travel in extraParams. Silent: a failure shows the screen's banner instead of a modal.
 */
export async function fetchMessages(p: { start: number; filtro: Filtro; pesquisa: string }, opts: CallOptions = {}): Promise<Page> {
  const env = await apiGet<MessageItem[]>(
    `${BASE}/pesquisa`,
    pesquisaParams({
      start: p.start,
      limit: MESSAGES_PAGE_SIZE,
      sort: undefined,
      extraParams: { filtro: p.filtro, ...(p.pesquisa.trim() ? { pesquisa: p.pesquisa.trim() } : {}) },
    }),
    { ...opts, silent: true },
  );
  const items = env.data ?? [];
  return { items, total: env.total ?? items.length, naoLidas: Number(env.naoLidas ?? 0), lidas: Number(env.lidas ?? 0) };
}

/** POST atualizarMnsDestinatario: the recipient, read today. Silent (SPEC §8). */
export async function markMessageRead(item: MessageItem, now: Date): Promise<{ mnsDstCodigo: number | null }> {
  const env = await apiPost<{ mnsDstCodigo: number | null }>(
    `${BASE}/atualizarMnsDestinatario`,
    {
      mnsDstCodigo: item.mnsDstCodigo,
      mnsDstDtaLeitura: todayBr(now),
      mnsDstGlobal: item.mnsDstGlobal ? { mnsDstGlbCodigo: item.mnsDstGlobal.mnsDstGlbCodigo } : null,
      mensagem: { mnsCodigo: item.mensagem.mnsCodigo },
    },
    { silent: true },
  );
  return { mnsDstCodigo: env.data?.mnsDstCodigo ?? null };
}

/** GET atualizaMarcaTodasLidas. Silent (SPEC §8). */
export function markAllMessagesRead() {
  return apiGet<number>(`${BASE}/atualizaMarcaTodasLidas`, undefined, { silent: true });
}
