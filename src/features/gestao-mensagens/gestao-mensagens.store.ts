import { criarFila, criarLeitura } from '../../lib/fila.store.ts';
import { lerMunicipios, listarEnviadas, previaDoDestino } from './gestao-mensagens.api.ts';

export const POR_PAGINA = 20;

/**
 * The sent list (the staff lists' one store shape, src/lib/fila.store.ts): of one process or (for a role over every
 * process) all of them, a page at a time. The process is the filter's, not the screen's: there is none in the address.
 */
export const filaEnviadas = criarFila({
  filtro: { prcSltCodigo: null as number | null, start: 0 },
  buscar: (_prc, f) => listarEnviadas(f.prcSltCodigo, f.start, POR_PAGINA),
});

/** Reads the list again from its first page (after a send). */
export function recarregarEnviadas(): void {
  void filaEnviadas.filtrar({});
}

/** The exam municipalities of the process chosen as destination (its municipality filter offers only these). */
export const municipiosDoDestino = criarLeitura(lerMunicipios);

/** How many people the destination reaches, counted again as it changes. */
export const alcanceDoDestino = criarLeitura(previaDoDestino);

/** The one person found by CPF. */
export const pessoaDoDestino = criarLeitura((cpf: string, signal) => previaDoDestino({ destino: 'pessoa', cpf }, signal));
