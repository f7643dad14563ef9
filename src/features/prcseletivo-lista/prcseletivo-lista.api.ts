import { apiGet, pesquisaParams } from '../../lib/api-client.ts';
import type { MinhaInscricao } from './prcseletivo-lista.ts';

export interface ProcessoAberto {
  prcSltCodigo: number;
  prcSltDescricao: string;
  prcSltTtlAlternativo: string | null;
  prcSltInsUnica: 'T' | 'F';
  prcSltDtInicio: string;
  prcSltDtFim: string;
  prcSltUrlInformacao: string | null;
}

/** Processes open for enrolment now (prcSeletivo/listaProcessos). */
export const processosAbertos = () => apiGet<ProcessoAberto[]>('prcSeletivo/listaProcessos').then((e) => e.data ?? []);

/** The candidate's own enrolments, newest first. */
export const minhasInscricoes = () =>
  apiGet<MinhaInscricao[]>('insProcesso/pesquisa', pesquisaParams({ sort: [{ property: 'insPrcIncDtHora', direction: 'DESC' }], start: 0, limit: 200 })).then((e) => e.data ?? []);
