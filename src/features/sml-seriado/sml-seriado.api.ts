import { apiGet, apiSearch } from '../../lib/api-client.ts';
import { OPTION_CHILDREN_LIMIT } from '../../domain/constants.ts';
import type { OptionItem, QuotaRankingRow, SerialScoreRow } from './sml-seriado.ts';

/** One function per sgps call of the serial simulation (SPEC §7). */

export interface Header {
  insPrcCodigo: number;
  pssFscNome: string;
  prcSltCodigo: number;
  prcSltDescricao: string;
}

/** Process description, candidate name and enrolment code (own enrolment only). */
export async function fetchHeader(prcSltCodigo: number, insPrcCodigo: number): Promise<Header> {
  const env = await apiGet<Header>('smlSeriado/cabecalho', { prcSltCodigo, insPrcCodigo });
  return env.data!;
}

/** The cascade's first select: root options of the process. */
export async function fetchRootOptions(prcSltCodigo: number): Promise<OptionItem[]> {
  const env = await apiGet<OptionItem[]>('opcao/getListaOpcoesPaisSmlSeriadoByPrcSltCodigo', {
    prcSltCodigo,
    map: JSON.stringify(['opcCodigo', 'opcDescricao', 'tpOpcDescricao']),
  });
  return env.data ?? [];
}

/** Children of a chosen option: opcao/pesquisaLogado by process and parent, sorted by description, limit 1000 (SPEC §7, §9). */
export function fetchChildOptions(prcSltCodigo: number, opcCdgPai: number): Promise<OptionItem[]> {
  return apiSearch<OptionItem>('opcao/pesquisaLogado', {
    filter: [
      { property: 'prcSltCodigo', value: prcSltCodigo },
      { property: 'opcCdgPai', value: opcCdgPai },
    ],
    sort: [{ property: 'opcDescricao', direction: 'ASC' }],
    map: ['opcCodigo', 'opcDescricao', 'tpOpcDescricao'],
    start: 0,
    limit: OPTION_CHILDREN_LIMIT,
  });
}

export async function fetchSimulation(prcSltCodigo: number, opcCodigo: number, insPrcCodigo: number): Promise<SerialScoreRow[]> {
  const env = await apiGet<never>('insProcesso/cnsSmlCndSeriado', { prcSltCodigo, opcCodigo, insPrcCodigo });
  return (env.cnsSmlSeriado as SerialScoreRow[] | undefined) ?? [];
}

export async function fetchQuotaRanking(prcSltCodigo: number, opcCodigo: number, insPrcCodigo: number): Promise<QuotaRankingRow[]> {
  const env = await apiGet<never>('insProcesso/cnsPrmUltClsPorCotaSeriado', { prcSltCodigo, opcCodigo, insPrcCodigo });
  return (env.cnsClsPorCota as QuotaRankingRow[] | undefined) ?? [];
}
