import type { Cotas, FilaVerificacaoQuery, SITUACOES_FILA } from '../../domain/wire/gestao-cotas.ts';
import { criarCarga, criarFila } from '../../lib/fila.store.ts';
import { buscarCotas, buscarFila, decidir } from './gestao-verificacoes.api.ts';
import { POR_PAGINA } from './gestao-verificacoes.ts';

/** The queue's filter: the API's query (declared once, in the wire) less the page size, every field set. */
export type Filtro = Required<Pick<FilaVerificacaoQuery, 'declaracao' | 'start'>> & { situacao: (typeof SITUACOES_FILA)[number] };

/** The queue of one verified declaration (the staff screens' one store shape): filtered by situation, paged, ticked. */
export const filaVerificacao = criarFila({
  filtro: { declaracao: '', situacao: 'pendente', start: 0 } as Filtro,
  // The filter is the query: its fields are the API's parameters.
  buscar: (prc, f) => buscarFila(prc, { ...f, limit: POR_PAGINA }),
});

const verificadasDe = (cotas: Cotas) => Object.entries(cotas.configuracao?.verificacoes ?? {}).filter(([, v]) => v).map(([d]) => d);

/** The configuration first; then the queue of the declaration shown (the first verified one when none is). */
export const cargaCotas = criarCarga({
  buscar: async (prc: number) => {
    const cotas = await buscarCotas(prc);
    const verificadas = verificadasDe(cotas);
    if (verificadas.length) {
      const f = filaVerificacao.$filtro.get();
      if (!verificadas.includes(f.declaracao)) filaVerificacao.$filtro.set({ ...f, declaracao: verificadas[0] });
      void filaVerificacao.carregar(prc);
    }
    return cotas;
  },
});

export const carregar = (prc?: number) => cargaCotas.carregar(prc);
export const carregarFila = () => filaVerificacao.recarregar();

/** The decision on the ticked candidates of `declaracao`. */
export const decidirSelecionados = (prcSltCodigo: number, declaracao: string, situacao: 'confirmado' | 'nao_confirmado', motivo: string | null) =>
  decidir(prcSltCodigo, { declaracao, situacao, inscricoes: filaVerificacao.$selecionados.get(), ...(motivo ? { motivo } : {}) });
