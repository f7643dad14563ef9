import { apiGet } from './api-client.ts';

/**
 * Opens a printable report (docs/relatorios.md): asks relatum/auth for a 5-minute token bound to the
 * person and the report, then opens the report URL in a new tab. Used by the schedule print, and
 * available to the receipt ('comprovante') and the room card ('cartao-ensalamento').
 */
export async function abrirRelatorio(tipo: string, params: Record<string, string | number>): Promise<void> {
  // Opened before the await so pop-up blockers treat it as the click's own window.
  const janela = window.open('about:blank', '_blank');
  try {
    const env = await apiGet<{ access_token: string; url: string }>('relatum/auth', { tipo, ...params });
    const link = `${env.data!.url}?token=${encodeURIComponent(env.data!.access_token)}`;
    if (janela) {
      janela.opener = null;
      janela.location.href = link;
    } else window.location.assign(link);
  } catch {
    janela?.close();
  }
}
