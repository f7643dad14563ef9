/**
 * The processes screens' state: the staff list with its filters, and the site rebuild's state, asked again every
 * few seconds while a rebuild is queued or running.
 */
import { atom } from 'nanostores';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { EstadoReconstrucao, LinhaProcessoGestao, ListaProcessosQuery } from '../../domain/wire/gestao-processos.ts';
import { criarCarga } from '../../lib/fila.store.ts';
import { buscarEu, buscarProcesso, buscarReconstrucao, listarProcessos } from './gestao-processos.api.ts';
import { reconstrucaoAtiva } from './gestao-processos.ts';

export const POR_PAGINA = 20;

/** The process on its own screen (/gestao/processo/:prcSltCodigo), in the staff screens' one store shape. */
export const cargaProcesso = criarCarga({ buscar: buscarProcesso });

export type EstadoLista =
  | { status: 'carregando' }
  | { status: 'semAcesso'; mensagem: string }
  | { status: 'erro'; mensagem: string }
  | { status: 'pronto'; linhas: LinhaProcessoGestao[]; total: number };

export const $filtros = atom<ListaProcessosQuery>({ start: 0, limit: POR_PAGINA });
export const $lista = atom<EstadoLista>({ status: 'carregando' });
/** May the caller create processes (GET gestao/eu); true while unknown: the API refuses anyway. */
export const $podeCriar = atom(true);
/** Granting roles is the administrator's: the others are not offered 'Equipe e papéis' (its screen refuses them). */
export const $podeGerirPapeis = atom(true);

const mensagemDe = (err: unknown) => (err instanceof Error ? err.message : String(err));

let pedido = 0;

/** Loads the page the filters say; a slower earlier answer never overwrites a newer one. */
export async function carregarLista(filtros: ListaProcessosQuery = $filtros.get()): Promise<void> {
  $filtros.set(filtros);
  const este = ++pedido;
  $lista.set({ status: 'carregando' });
  try {
    const { linhas, total } = await listarProcessos(filtros);
    if (este === pedido) $lista.set({ status: 'pronto', linhas, total });
  } catch (err) {
    if (este !== pedido) return;
    $lista.set(eSemAcesso(err) ? { status: 'semAcesso', mensagem: mensagemDe(err) } : { status: 'erro', mensagem: mensagemDe(err) });
  }
}

/** Changes some filters and goes back to the first page. */
export function filtrar(mudanca: Partial<ListaProcessosQuery>): Promise<void> {
  return carregarLista({ ...$filtros.get(), ...mudanca, start: 0 });
}

export function irParaPagina(pagina: number): Promise<void> {
  return carregarLista({ ...$filtros.get(), start: pagina * POR_PAGINA });
}

export async function carregarPermissoes(): Promise<void> {
  try {
    const eu = await buscarEu();
    if (eu) {
      $podeCriar.set(eu.podeCriarProcesso);
      $podeGerirPapeis.set(eu.podeGerirPapeis);
    }
  } catch {
    // Without the call (or the role) the button stays; the API says no if it must.
  }
}

export const $reconstrucao = atom<EstadoReconstrucao | null>(null);

/** How often the screen asks again while a rebuild is queued or running. */
const INTERVALO_MS = 3000;
let proxima: ReturnType<typeof setTimeout> | null = null;

/** Reads the rebuild state now, and again every few seconds until the rebuild is done (or failed). */
export async function acompanharReconstrucao(): Promise<void> {
  if (proxima) clearTimeout(proxima);
  proxima = null;
  try {
    $reconstrucao.set(await buscarReconstrucao());
  } catch {
    // A failed read leaves the last state shown; the next poll tries again.
  }
  if (reconstrucaoAtiva($reconstrucao.get())) proxima = setTimeout(() => void acompanharReconstrucao(), INTERVALO_MS);
}

export function pararDeAcompanhar(): void {
  if (proxima) clearTimeout(proxima);
  proxima = null;
}
