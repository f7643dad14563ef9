import { atom } from 'nanostores';
import { paramCode, type RouteParams } from '../../lib/routes.ts';
import { buscarLista, processoFiscal, type ListaFiscais } from './lista-fiscais.api.ts';

export type EstadoFiscais = { status: 'carregando' } | { status: 'ok'; l: ListaFiscais } | { status: 'naoFiscal' } | { status: 'erro' };
export const $fiscais = atom<EstadoFiscais>({ status: 'carregando' });

/** Open only for an inspector-selection process (verificaPrcSeletivoTpProcessoFiscal), then the municipality's list. */
export async function carregarFiscais(params: RouteParams): Promise<void> {
  const p = paramCode(params.prcSltCodigo);
  const i = paramCode(params.insPrcCodigo);
  const m = paramCode(params.prcSltMncPrvCodigo);
  if (p === null || i === null || m === null) return $fiscais.set({ status: 'erro' });
  try {
    if (!(await processoFiscal(p))) return $fiscais.set({ status: 'naoFiscal' });
    const l = await buscarLista(p, i, m);
    $fiscais.set(l ? { status: 'ok', l } : { status: 'erro' });
  } catch {
    $fiscais.set({ status: 'erro' });
  }
}
