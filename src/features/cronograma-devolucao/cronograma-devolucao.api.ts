import type { ItemCronograma } from '../../domain/cronograma.ts';
import { apiGet } from '../../lib/api-client.ts';

export interface CronogramaDevolucao {
  prcSltDescricao: string;
  tblGrlItmDescricao: string;
  dataHora: string;
  itens: ItemCronograma[];
}

export interface SituacaoDevolucao {
  insPrcCodigo: number;
  taxaPaga: 'T' | 'F';
  taxaValorTexto: string | null;
  situacao: string | null;
  situacaoTexto: string;
  valorTexto: string | null;
  observacao: string | null;
  solicitadaEm: string | null;
  pagaEm: string | null;
}

/** GET prcSltCronograma/pesquisa for the refund timetable's type. */
export async function buscarCronograma(prcSltCodigo: number, insPrcCodigo: number, tipo: string): Promise<CronogramaDevolucao | null> {
  return (await apiGet<CronogramaDevolucao>('prcSltCronograma/pesquisa', { prcSltCodigo, insPrcCodigo, tblGrlItmCdgPrcSltTpCrn: tipo })).data ?? null;
}

/** GET insPrcDevolucao/situacao: the candidate's own refund situation. */
export async function buscarSituacao(prcSltCodigo: number, insPrcCodigo: number): Promise<SituacaoDevolucao | null> {
  return (await apiGet<SituacaoDevolucao>('insPrcDevolucao/situacao', { prcSltCodigo, insPrcCodigo })).data ?? null;
}
