import type { Cotas } from '../../domain/wire/gestao-cotas.ts';
import { criarCarga, criarFila } from '../../lib/fila.store.ts';
import { buscarCotas, buscarFila, decidir } from './gestao-verificacoes.api.ts';
import { POR_PAGINA } from './gestao-verificacoes.ts';

export interface Filtro {
  declaracao: string;
  situacao: string;
  start: number;
}

/** The queue of one verified declaration (the staff screens' one store shape): filtered by situation, paged, ticked. */
export const filaVerificacao = criarFila({
  filtro: { declaracao: '', situacao: 'pendente', start: 0 } as Filtro,
  buscar: (prc, f) => buscarFila(prc, { declaracao: f.declaracao, situacao: f.situacao, start: f.start, limit: POR_PAGINA }),
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
