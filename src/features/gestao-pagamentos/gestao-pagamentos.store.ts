import { todayInSaoPaulo } from '../../domain/dates.ts';
import { atom } from 'nanostores';
import { criarCarga, criarFila, criarLeitura } from '../../lib/fila.store.ts';
import { showError } from '../../lib/ui.store.ts';
import { buscarConciliacao, buscarPagamento, buscarRetorno, listarRetornos } from './gestao-pagamentos.api.ts';
import { RETORNOS_POR_PAGINA } from './gestao-pagamentos.ts';

/** The imported bank return files, newest first, a page at a time (the staff lists' one store shape, src/lib/fila.store.ts). */
export const filaRetornos = criarFila({ filtro: { start: 0 }, buscar: (_prc, f) => listarRetornos(f.start, RETORNOS_POR_PAGINA) });

/**
 * One kept report of an import, a page of its lines at a time (or the one an import just answered). Another page
 * or report that fails keeps the one on screen and says why in the error modal.
 */
export const relatorioRetorno = criarLeitura((q: { retCodigo: number; start: number }) => buscarRetorno(q.retCodigo, q.start), { aoFalharRecarga: (m) => void showError(m) });

/** The day the reconciliation shows (today in Brasília until staff pick another). */
export const $diaConciliacao = atom(todayInSaoPaulo(new Date()));

/** The process's reconciliation of `$diaConciliacao`; another day that fails keeps the one on screen and says why. */
export const cargaConciliacao = criarCarga({ buscar: (prc) => buscarConciliacao(prc, $diaConciliacao.get()), aoFalharRecarga: (m) => void showError(m) });

export function verDia(dia: string): Promise<void> {
  $diaConciliacao.set(dia);
  return cargaConciliacao.recarregar();
}

/** The payment of the enrolment looked up for a manual record (null before a lookup). */
export const pagamentoDaInscricao = criarLeitura(buscarPagamento);
