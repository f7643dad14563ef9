import { ROOM_PAGE_SIZE } from '../../domain/constants.ts';
import { apiGet, pesquisaParams } from '../../lib/api-client.ts';
import type { Etapa, LinhaEnsalamento, ProcessoEnsalamento } from './ensalamento.ts';

/** The process search the screens need (SPEC §7: prcSltCodigo, prcSltExbEnsalamento, prcSltDescricao, prcSltEnsLembrete). */
export async function buscarProcesso(prcSltCodigo: number): Promise<ProcessoEnsalamento | null> {
  const env = await apiGet<ProcessoEnsalamento>(`ensalamento/processo/${prcSltCodigo}`);
  return env.data ?? null;
}

/** GET prcSltEtpProva/pesquisa: the process's stages with Ensala = T, by date, very large limit. */
export async function buscarEtapas(prcSltCodigo: number): Promise<Etapa[]> {
  const env = await apiGet<Etapa[]>(
    'prcSltEtpProva/pesquisa',
    pesquisaParams({
      filter: [
        { property: 'prcSeletivo.prcSltCodigo', value: prcSltCodigo },
        { property: 'prcSltEtpPrvEnsala', value: 'T' },
        { property: 'prcSeletivo.prcSltExbEnsalamento', value: 'T' },
      ],
      sort: [{ property: 'prcSltEtpPrvData', direction: 'ASC' }],
      start: 0,
      limit: 99999999,
    }),
  );
  return env.data ?? [];
}

export interface SalaPropria {
  insPrcPrvSlNmrCarteira: number;
  insProcesso: { insPrcCodigo: number; pssFisica: { pssFscNome: string } };
  prcSltPrvSala: {
    prcSltPrvSlNumero: string;
    prcSltPrvSlBloco: string | null;
    prcSltLclProva: {
      prcSltLclPrvDescricao: string;
      prcSltLclPrvLogradouro: string | null;
      prcSltLclPrvBairro: string | null;
      prcSltLclPrvReferencia: string | null;
      municipio: { mncDescricao: string; ufCodigo: string };
    };
  };
}

/** GET insPrcPrvSala/pesquisa: the candidate's own enrolment, released processes only, start 0, limit 1. */
export async function buscarSalaPropria(prcSltCodigo: number, insPrcCodigo: number): Promise<SalaPropria | null> {
  const env = await apiGet<SalaPropria[]>(
    'insPrcPrvSala/pesquisa',
    pesquisaParams({
      filter: [
        { property: 'insProcesso.insPrcCodigo', value: insPrcCodigo },
        { property: 'insProcesso.prcSltCodigo', value: prcSltCodigo },
        { property: 'insProcesso.prcSeletivo.prcSltExbEnsalamento', value: 'T' },
      ],
      start: 0,
      limit: 1,
    }),
  );
  return env.data?.[0] ?? null;
}

/** GET insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo: one page of the public list, optionally searched. */
export async function buscarPagina(prcSltCodigo: number, start: number, filtro: string, signal?: AbortSignal): Promise<LinhaEnsalamento[]> {
  const env = await apiGet<LinhaEnsalamento[]>(
    'insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo',
    { prcSltCodigo, start, limit: ROOM_PAGE_SIZE, filtro: filtro.trim() || undefined },
    { signal },
  );
  return env.data ?? [];
}
