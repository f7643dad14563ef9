import type { ItemCronograma } from '../../domain/cronograma.ts';
import { apiGet } from '../../lib/api-client.ts';

export interface Cronograma {
  prcSltCodigo: number;
  prcSltDescricao: string;
  insPrcCodigo: number | null;
  tblGrlItmCdgPrcSltTpCrn: string;
  tblGrlItmDescricao: string;
  dataHora: string;
  itens: ItemCronograma[];
  tipos: { tblGrlItmCdgPrcSltTpCrn: string; tblGrlItmDescricao: string; tela: 'cronogramas' | 'devolucao' | 'reexame' | string }[];
  prcSltMncPrvCodigo: number | null;
}

/** GET prcSltCronograma/pesquisa: one schedule type of a process, marked against the server clock. */
export async function buscarCronograma(prcSltCodigo: number, insPrcCodigo: number, tipo: string): Promise<Cronograma | null> {
  const env = await apiGet<Cronograma>('prcSltCronograma/pesquisa', { prcSltCodigo, insPrcCodigo, tblGrlItmCdgPrcSltTpCrn: tipo });
  return env.data ?? null;
}
