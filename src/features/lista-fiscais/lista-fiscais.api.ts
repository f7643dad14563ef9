import { apiGet } from '../../lib/api-client.ts';

export interface ListaFiscais {
  prcSltDescricao: string;
  mncDescricao: string;
  ufCodigo: string;
  fiscais: { pssFscNome: string; fscPrcSltFuncao: string; fscPrcSltLocal: string | null; fscPrcSltSala: string | null; voce: 'T' | 'F' }[];
}

/** GET prcSeletivo/verificaPrcSeletivoTpProcessoFiscal: is this an inspector-selection process? */
export async function processoFiscal(prcSltCodigo: number): Promise<boolean> {
  const env = await apiGet<{ isFiscal: 'T' | 'F' }>('prcSeletivo/verificaPrcSeletivoTpProcessoFiscal', { prcSltCodigo });
  return env.data?.isFiscal === 'T';
}

/** GET fscPrcSeletivo/getMncPrcSltAcessoListaFiscais (prcSltMncPrvCodigo, with the enrolment it is asked for). */
export async function buscarLista(prcSltCodigo: number, insPrcCodigo: number, prcSltMncPrvCodigo: number): Promise<ListaFiscais | null> {
  return (await apiGet<ListaFiscais>('fscPrcSeletivo/getMncPrcSltAcessoListaFiscais', { prcSltCodigo, insPrcCodigo, prcSltMncPrvCodigo })).data ?? null;
}
