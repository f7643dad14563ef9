import { criarFila, type Fila } from '../../lib/fila.store.ts';
import { buscarAuditoria, type PaginaAuditoria } from './gestao-auditoria.api.ts';
import { POR_PAGINA } from './gestao-auditoria.ts';

export interface Consulta {
  entidade: string;
  start: number;
}

/** A page of the trail, with the filter it answers (the screen says "Carregando..." while another is asked). */
export type TrilhaNaTela = PaginaAuditoria & { consulta: Consulta };

/**
 * The process's audit trail, newest first, a page at a time, filtered by record (the staff lists' one store shape,
 * src/lib/fila.store.ts). The page on screen stays until the next one arrives.
 */
export const filaAuditoria: Fila<Consulta, TrilhaNaTela> = criarFila<Consulta, TrilhaNaTela>({
  filtro: { entidade: '', start: 0 },
  buscar: async (prcSltCodigo, consulta): Promise<TrilhaNaTela> => {
    const r = await buscarAuditoria({ prcSltCodigo, entidade: consulta.entidade, start: consulta.start, limit: POR_PAGINA });
    // The filter keeps offering every entity of the process, also while it narrows the page to one.
    const atual = filaAuditoria.$dados.get();
    const entidades = consulta.entidade && atual.status === 'pronto' && atual.dados.entidades.length ? atual.dados.entidades : r.entidades;
    return { consulta, linhas: r.linhas, total: r.total, entidades };
  },
});
