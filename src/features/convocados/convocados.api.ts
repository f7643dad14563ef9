import { apiSearch } from '../../lib/api-client.ts';

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
export function buscarConvocacoes(): Promise<Convocacao[]> {
  return apiSearch<Convocacao>('prcSltInsConvocado/pesquisa', { start: 0, limit: 100 });
}
