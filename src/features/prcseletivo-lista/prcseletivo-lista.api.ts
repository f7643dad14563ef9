import { ApiCallError, apiGet, apiPost, pesquisaParams } from '../../lib/api-client.ts';
import type { SituacaoEmailWire } from '../../domain/wire/conta-email.ts';
import type { PaymentState } from '../../domain/pagamento-situacao.ts';
import type { ProcessoWire } from '../../domain/wire/processo.ts';
import type { EtapaWire, EtapasDaInscricaoWire } from '../../domain/wire/etapas.ts';
import type { MinhaInscricao } from './prcseletivo-lista.ts';

/** Processes open for enrolment now (prcSeletivo/listaProcessos). */
export const processosAbertos = () => apiGet<ProcessoWire[]>('prcSeletivo/listaProcessos').then((e) => e.data ?? []);

/** The candidate's own enrolments, newest first. */
export const minhasInscricoes = () =>
  apiGet<MinhaInscricao[]>('insProcesso/pesquisa', pesquisaParams({ sort: [{ property: 'insPrcIncDtHora', direction: 'DESC' }], start: 0, limit: 200 })).then((e) => e.data ?? []);

/**
 * The payment state of each of the candidate's enrolments (vInsPrcUltBoleto/pesquisa, situacaoPagamento, which
 * lists only the caller's own), by insPrcCodigo; same page as minhasInscricoes. Silent: when it fails the list
 * still shows, without payment states or actions.
 */
export async function situacoesPagamento(): Promise<Map<number, PaymentState>> {
  try {
    const env = await apiGet<{ insPrcCodigo: number; situacaoPagamento: PaymentState }[]>(
      'vInsPrcUltBoleto/pesquisa',
      pesquisaParams({ sort: [{ property: 'insPrcCodigo', direction: 'DESC' }], start: 0, limit: 200 }),
      { silent: true },
    );
    return new Map((env.data ?? []).map((r) => [r.insPrcCodigo, r.situacaoPagamento]));
  } catch {
    return new Map();
  }
}

/** Whether the person's e-mail is confirmed (the discreet reminder); silent: the list never waits for it. */
export const situacaoEmail = () => apiGet<SituacaoEmailWire>('pssFisica/situacaoEmail', undefined, { silent: true }).then((e) => e.data ?? null);

/** "reenviar": a new confirmation link; its answer is shown by the reminder itself. */
export async function reenviarConfirmacaoEmail(): Promise<{ ok: boolean; texto: string }> {
  try {
    return { ok: true, texto: (await apiPost<null>('pssFisica/reenviarConfirmacaoEmail', {}, { silent: true })).message ?? '' };
  } catch (err) {
    return { ok: false, texto: err instanceof ApiCallError ? err.message : 'Não foi possível reenviar agora. Tente de novo em instantes.' };
  }
}

/**
 * The steps of each of the candidate's enrolments (issue 38), by insPrcCodigo, in one call. Silent: when it fails
 * the cards still show, with their actions, without the steps line.
 */
export async function etapasDasInscricoes(): Promise<Map<number, EtapaWire[]>> {
  try {
    const env = await apiGet<EtapasDaInscricaoWire[]>('insProcesso/etapas', undefined, { silent: true });
    return new Map((env.data ?? []).map((r) => [r.insPrcCodigo, r.etapas]));
  } catch {
    return new Map();
  }
}
