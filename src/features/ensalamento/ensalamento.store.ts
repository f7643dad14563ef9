import { atom, map } from 'nanostores';
import { showError } from '../../lib/ui.store.ts';
import { buscarEtapas, buscarPagina, buscarProcesso, buscarSalaPropria, type SalaPropria } from './ensalamento.api.ts';
import { liberado, NAO_LIBERADO, ultimaPagina, type Etapa, type LinhaEnsalamento, type ProcessoEnsalamento } from './ensalamento.ts';

export const $processo = atom<ProcessoEnsalamento | null>(null);
export const $etapas = atom<Etapa[]>([]);

export interface ListaState {
  linhas: LinhaEnsalamento[];
  filtro: string;
  carregando: boolean;
  /** The last page came back short: nothing more to load. */
  fim: boolean;
  /** The first page of the current search has arrived. */
  iniciada: boolean;
}
export const $lista = map<ListaState>({ linhas: [], filtro: '', carregando: false, fim: false, iniciada: false });

export type SalaState = { status: 'carregando' } | { status: 'ok'; sala: SalaPropria } | { status: 'vazio' };
export const $sala = atom<SalaState>({ status: 'carregando' });

/**
 * Loads the process and checks that its room assignment is released; if not, the error modal
 * 'O ensalamento ainda não foi liberado!' and then home (SPEC §4, §8). Resolves true when released.
 */
export async function abrirProcesso(prcSltCodigo: number | null): Promise<boolean> {
  let processo: ProcessoEnsalamento | null = null;
  if (prcSltCodigo !== null) {
    try {
      processo = await buscarProcesso(prcSltCodigo);
    } catch {
      processo = null; // the failure was already shown; the candidate goes home below
    }
  }
  $processo.set(processo);
  if (liberado(processo)) return true;
  if (processo) await showError(NAO_LIBERADO);
  window.location.assign('/home');
  return false;
}

/** Each search gets a generation number; a page arriving for an older search is dropped. */
let geracao = 0;
let controller: AbortController | null = null;

async function carregarPagina(prcSltCodigo: number, minha: number): Promise<void> {
  const atual = $lista.get();
  $lista.setKey('carregando', true);
  try {
    const linhas = await buscarPagina(prcSltCodigo, atual.linhas.length, atual.filtro, controller?.signal);
    if (minha !== geracao) return;
    $lista.set({ ...$lista.get(), linhas: [...$lista.get().linhas, ...linhas], fim: ultimaPagina(linhas.length), iniciada: true, carregando: false });
  } catch {
    // The error was shown by the api-client; stop paging so a failing call is not repeated on every scroll.
    if (minha === geracao) $lista.set({ ...$lista.get(), carregando: false, fim: true, iniciada: true });
  }
}

/** CONSULTAR (or Enter): a new search from the first page. An empty text lists everyone. */
export function consultar(prcSltCodigo: number, filtro: string): Promise<void> {
  controller?.abort();
  controller = new AbortController();
  const minha = ++geracao;
  $lista.set({ linhas: [], filtro, carregando: false, fim: false, iniciada: false });
  return carregarPagina(prcSltCodigo, minha);
}

/** The next page of 100, when the body was scrolled near its bottom. */
export function carregarMais(prcSltCodigo: number): Promise<void> {
  const s = $lista.get();
  if (s.carregando || s.fim || !s.iniciada) return Promise.resolve();
  return carregarPagina(prcSltCodigo, geracao);
}

/** General view: process (release check), stage gate times and the first page. */
export async function iniciarGeral(prcSltCodigo: number | null): Promise<void> {
  if (!(await abrirProcesso(prcSltCodigo)) || prcSltCodigo === null) return;
  await Promise.all([buscarEtapas(prcSltCodigo).then((e) => $etapas.set(e), () => $etapas.set([])), consultar(prcSltCodigo, '')]);
}

/** Individual view: process (release check), then the candidate's own room. */
export async function iniciarIndividual(prcSltCodigo: number | null, insPrcCodigo: number | null): Promise<void> {
  if (!(await abrirProcesso(prcSltCodigo)) || prcSltCodigo === null) return;
  if (insPrcCodigo === null) {
    $sala.set({ status: 'vazio' });
    return;
  }
  try {
    const sala = await buscarSalaPropria(prcSltCodigo, insPrcCodigo);
    $sala.set(sala ? { status: 'ok', sala } : { status: 'vazio' });
  } catch {
    $sala.set({ status: 'vazio' });
  }
}
