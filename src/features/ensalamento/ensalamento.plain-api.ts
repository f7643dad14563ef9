/**
 * The general view's sgps calls on bare fetch (src/lib/plain-api.ts: cookies, XSRF, SPEC §8 modal on failure),
 * so the public page ships no React/ofetch. The parameters come from ensalamento.ts, shared with the
 * individual view's ensalamento.api.ts.
 */
import { plainGet } from '../../lib/plain-api.ts';
import { etapasQuery, paginaQuery, processoPath, type Etapa, type LinhaEnsalamento, type ProcessoEnsalamento } from './ensalamento.ts';

export async function buscarProcesso(prcSltCodigo: number): Promise<ProcessoEnsalamento | null> {
  return (await plainGet<ProcessoEnsalamento>(processoPath(prcSltCodigo))).data ?? null;
}

/** GET prcSltEtpProva/pesquisa: the stages with room assignment, by date. */
export async function buscarEtapas(prcSltCodigo: number): Promise<Etapa[]> {
  return (await plainGet<Etapa[]>('prcSltEtpProva/pesquisa', etapasQuery(prcSltCodigo))).data ?? [];
}

/** GET insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo: one page of 100 of the public list. */
export async function buscarPagina(prcSltCodigo: number, start: number, filtro: string): Promise<LinhaEnsalamento[]> {
  return (await plainGet<LinhaEnsalamento[]>('insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo', paginaQuery(prcSltCodigo, start, filtro))).data ?? [];
}
