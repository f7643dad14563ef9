import { apiGet, apiSearch } from '../../lib/api-client.ts';
import type { EtapaDoCartao } from './calendario.ts';
import { etapasQuery, processoPath, type ProcessoEnsalamento } from './ensalamento.ts';

/** The process search (SPEC §7), for the individual view (the general view calls it in ensalamento.plain-api.ts). */
export async function buscarProcesso(prcSltCodigo: number): Promise<ProcessoEnsalamento | null> {
  const env = await apiGet<ProcessoEnsalamento>(processoPath(prcSltCodigo));
  return env.data ?? null;
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
  const [sala] = await apiSearch<SalaPropria>('insPrcPrvSala/pesquisa', {
    filter: [
      { property: 'insProcesso.insPrcCodigo', value: insPrcCodigo },
      { property: 'insProcesso.prcSltCodigo', value: prcSltCodigo },
      { property: 'insProcesso.prcSeletivo.prcSltExbEnsalamento', value: 'T' },
    ],
    start: 0,
    limit: 1,
  });
  return sala ?? null;
}

/** GET prcSltEtpProva/pesquisa: the stages with room assignment and their gate times (the card's, issue 38). */
export async function buscarEtapasDoCartao(prcSltCodigo: number): Promise<EtapaDoCartao[]> {
  return (await apiGet<EtapaDoCartao[]>('prcSltEtpProva/pesquisa', etapasQuery(prcSltCodigo), { silent: true })).data ?? [];
}
