/**
 * The processes screens' state: the staff list with its filters, and the site rebuild's state, asked again every
 * few seconds while a rebuild is queued or running.
 */
import { atom, computed } from 'nanostores';
import type { EuNaGestao } from '../../domain/wire/gestao.ts';
import type { ListaProcessosQuery } from '../../domain/wire/gestao-processos.ts';
import { carregarEm, criarCarga, criarFila, type Carga } from '../../lib/fila.store.ts';
import { buscarEu, buscarProcesso, buscarReconstrucao, listarProcessos } from './gestao-processos.api.ts';
import { reconstrucaoAtiva } from './gestao-processos.ts';

export const POR_PAGINA = 20;

/** The process on its own screen (/gestao/processo/:prcSltCodigo), in the staff screens' one store shape. */
export const cargaProcesso = criarCarga({ buscar: buscarProcesso });

/** The staff list of every process (/gestao): a queue of no particular process, filtered and paged. */
export const filaProcessos = criarFila<ListaProcessosQuery & { start: number }, Awaited<ReturnType<typeof listarProcessos>>>({
  filtro: { start: 0, limit: POR_PAGINA },
  buscar: (_, filtro) => listarProcessos(filtro),
});

export const irParaPagina = (pagina: number): Promise<void> => filaProcessos.filtrar({ start: pagina * POR_PAGINA });

/** Who is calling (GET gestao/eu): what they may create and grant. */
export const $eu = atom<Carga<EuNaGestao | null>>({ status: 'carregando' });
const eu = (c: Carga<EuNaGestao | null>) => (c.status === 'pronto' ? c.dados : null);
/** May the caller create processes; true while unknown (or unreadable): the API refuses anyway. */
export const $podeCriar = computed($eu, (c) => eu(c)?.podeCriarProcesso ?? true);
/** Granting roles is the administrator's: the others are not offered 'Equipe e papéis' (its screen refuses them). */
export const $podeGerirPapeis = computed($eu, (c) => eu(c)?.podeGerirPapeis ?? true);

export const carregarPermissoes = (): Promise<void> => carregarEm($eu, buscarEu);

/** The public site's last rebuild; a failed read leaves the last state shown (the next poll tries again). */
export const cargaReconstrucao = criarCarga({ buscar: () => buscarReconstrucao(), aoFalharRecarga: () => undefined });

/** How often the screen asks again while a rebuild is queued or running. */
const INTERVALO_MS = 3000;
let proxima: ReturnType<typeof setTimeout> | null = null;

/** Reads the rebuild state now, and again every few seconds until the rebuild is done (or failed). */
export async function acompanharReconstrucao(): Promise<void> {
  if (proxima) clearTimeout(proxima);
  proxima = null;
  await cargaReconstrucao.carregar(0);
  const c = cargaReconstrucao.$dados.get();
  if (c.status === 'pronto' && reconstrucaoAtiva(c.dados)) proxima = setTimeout(() => void acompanharReconstrucao(), INTERVALO_MS);
}

export function pararDeAcompanhar(): void {
  if (proxima) clearTimeout(proxima);
  proxima = null;
}
