import { apiGet, pesquisaParams } from '../../lib/api-client.ts';

export interface Convocacao {
  prcSltInsCnvCodigo: number;
  insPrcCodigo: number;
  prcSltDescricao: string;
  prcSltInsCnvChamada: number;
  opcDescricao: string | null;
  prcSltInsCnvOrientacao: string;
  prcSltInsCnvUrl: string | null;
  prcSltInsCnvSituacao: string;
  situacaoTexto: string;
  periodo: string;
  prazo: 'FUTURO' | 'ABERTO' | 'ENCERRADO';
  prazoTexto: string;
}

/** GET prcSltInsConvocado/pesquisa: the person's own calls, newest first. */
export async function buscarConvocacoes(): Promise<Convocacao[]> {
  return (await apiGet<Convocacao[]>('prcSltInsConvocado/pesquisa', pesquisaParams({ start: 0, limit: 100 }))).data ?? [];
}
