import { atom } from 'nanostores';
import { showError } from '../../lib/ui.store.ts';
import { guardarParaOffline } from '../../lib/offline.ts';
import type { EtapaDoCartao } from './calendario.ts';
import { buscarEtapasDoCartao, buscarProcesso, buscarSalaPropria, type SalaPropria } from './ensalamento.api.ts';
import { liberado, NAO_LIBERADO, processoOuNulo, type ProcessoEnsalamento } from './ensalamento.ts';

export const $processo = atom<ProcessoEnsalamento | null>(null);

export type SalaState = { status: 'carregando' } | { status: 'ok'; sala: SalaPropria; etapas: EtapaDoCartao[] } | { status: 'vazio' };
/** Whether the card is kept on this phone for offline use (issue 38): null while trying. */
export const $guardado = atom<boolean | null>(null);
export const $sala = atom<SalaState>({ status: 'carregando' });

/**
 * Loads the process and checks that its room assignment is released; if not, the error modal
 * 'O ensalamento ainda não foi liberado!' and then home (SPEC §4, §8). Resolves true when released.
 */
export async function abrirProcesso(prcSltCodigo: number | null): Promise<boolean> {
  const processo = await processoOuNulo(prcSltCodigo, buscarProcesso);
  $processo.set(processo);
  if (liberado(processo)) return true;
  if (processo) await showError(NAO_LIBERADO);
  window.location.assign('/home');
  return false;
}

/**
 * Individual view: process (release check), then the candidate's own room and the stages' gate times; once shown,
 * the card is kept on the phone for offline use (src/lib/offline.ts), for this person only.
 */
export async function iniciarIndividual(prcSltCodigo: number | null, insPrcCodigo: number | null, pessoa: number): Promise<void> {
  if (!(await abrirProcesso(prcSltCodigo)) || prcSltCodigo === null) return;
  if (insPrcCodigo === null) {
    $sala.set({ status: 'vazio' });
    return;
  }
  try {
    const [sala, etapas] = await Promise.all([buscarSalaPropria(prcSltCodigo, insPrcCodigo), buscarEtapasDoCartao(prcSltCodigo).catch(() => [])]);
    $sala.set(sala ? { status: 'ok', sala, etapas } : { status: 'vazio' });
    if (sala && navigator.onLine) $guardado.set(await guardarParaOffline(pessoa));
  } catch {
    $sala.set({ status: 'vazio' });
  }
}
