import { atom } from 'nanostores';
import { showError } from '../../lib/ui.store.ts';
import { fetchChildOptions, fetchHeader, fetchQuotaRanking, fetchRootOptions, fetchSimulation, type Header } from './sml-seriado.api.ts';
import { chooseAt, chosenOption, isChosen, levelOf, type CascadeLevel, type QuotaRankingRow, type SerialScoreRow } from './sml-seriado.ts';

/** SPEC §8: simulating with the last select empty. */
export const FILL_ALL_OPTIONS = 'Preencha todas as opções antes de simular o resultado!';

export type PageState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; header: Header };

export const $page = atom<PageState>({ status: 'loading' });
export const $levels = atom<CascadeLevel[]>([]);
/** A simulation is running: a second SIMULAR is ignored (SPEC §4). */
export const $loading = atom(false);
export const $result = atom<{ rows: SerialScoreRow[]; cotas: QuotaRankingRow[] } | null>(null);
/**
 * The cascade under the last choice: 'carregando' while its children load, 'falhou' when that load failed.
 * Either way the options shown are not the whole chain yet, so SIMULAR must not run on a parent option.
 */
export const $cascata = atom<'pronta' | 'carregando' | 'falhou'>('pronta');
/** The open accordion panel (a clsTpCota), one at a time (SPEC §4). */
export const $openPanel = atom<string | null>(null);

let params: { prcSltCodigo: number; insPrcCodigo: number } | null = null;
/** Bumped on every select change, so a late answer for a discarded choice never adds a select. */
let cascadeVersion = 0;

export async function loadPage(prcSltCodigo: number, insPrcCodigo: number): Promise<void> {
  params = { prcSltCodigo, insPrcCodigo };
  try {
    const [header, roots] = await Promise.all([fetchHeader(prcSltCodigo, insPrcCodigo), fetchRootOptions(prcSltCodigo)]);
    $levels.set(roots.length ? [levelOf(roots)] : []);
    $page.set({ status: 'ready', header });
  } catch {
    $page.set({ status: 'error' });
  }
}

/** A select changed: deeper selects go away, the result is cleared, and the choice's children (if any) become a new select. */
export async function choose(index: number, value: string): Promise<void> {
  const version = ++cascadeVersion;
  $levels.set(chooseAt($levels.get(), index, value));
  $result.set(null);
  $openPanel.set(null);
  if (!params || !isChosen(value)) return $cascata.set('pronta');
  $cascata.set('carregando');
  try {
    const children = await fetchChildOptions(params.prcSltCodigo, Number(value));
    if (version !== cascadeVersion) return;
    if (children.length) $levels.set([...$levels.get(), levelOf(children)]);
    $cascata.set('pronta');
  } catch {
    // the api client already showed the error; the chain below this choice is unknown
    if (version === cascadeVersion) $cascata.set('falhou');
  }
}

export async function simulate(): Promise<void> {
  // While the children of the last choice load, SIMULAR waits (the button is disabled too); if they failed to
  // load, the last option shown may be a parent: the candidate is told to fill every option (SPEC §8).
  if ($loading.get() || !params || $cascata.get() === 'carregando') return;
  const opcCodigo = $cascata.get() === 'falhou' ? null : chosenOption($levels.get());
  if (opcCodigo === null) {
    void showError(FILL_ALL_OPTIONS);
    return;
  }
  $loading.set(true);
  try {
    const { prcSltCodigo, insPrcCodigo } = params;
    const [rows, cotas] = await Promise.all([
      fetchSimulation(prcSltCodigo, opcCodigo, insPrcCodigo),
      fetchQuotaRanking(prcSltCodigo, opcCodigo, insPrcCodigo),
    ]);
    $result.set({ rows, cotas });
    $openPanel.set(cotas[0]?.clsTpCota ?? null);
  } catch {
    $result.set(null);
  } finally {
    $loading.set(false);
  }
}
