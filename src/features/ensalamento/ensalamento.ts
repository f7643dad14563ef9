/**
 * Pure rules of the room-assignment screens (SPEC §2 "Room assignment", §9): the texts built from
 * API rows, the infinite-scroll trigger, and the parameters of the sgps calls (shared by the React
 * individual view and the plain-script general view).
 */
import { ROOM_PAGE_SIZE, ROOM_SCROLL_THRESHOLD_PX } from '../../domain/constants.ts';
import { pesquisaParams } from '../../lib/pesquisa-params.ts';

export interface ProcessoEnsalamento {
  prcSltCodigo: number;
  prcSltDescricao: string;
  prcSltExbEnsalamento: 'T' | 'F';
  prcSltEnsLembrete: string | null;
}

export interface Etapa {
  prcSltEtpPrvCodigo: number;
  prcSltEtpPrvDescricao: string;
  prcSltEtpPrvHrrAbrPortao: string | null;
  prcSltEtpPrvHrrFchPortao: string | null;
}

/** One row of the public list (getInsPrcPrvSalaByPrcSltCodigo). */
export interface LinhaEnsalamento {
  insPrcCodigo: number;
  pssFscNome: string;
  mncDescricao: string;
  ufCodigo: string;
  prcSltLclPrvDescricao: string;
  prcSltLclPrvLogradouro: string | null;
  prcSltLclPrvBairro: string | null;
  prcSltLclPrvReferencia: string | null;
  prcSltPrvSlNumero: string;
  prcSltPrvSlBloco: string | null;
  insPrcPrvSlNmrCarteira: number;
}

export const NAO_LIBERADO = 'O ensalamento ainda não foi liberado!';

/** Page title: 'Ensalamento - {process description}'. */
export const tituloEnsalamento = (descricao: string) => `Ensalamento - ${descricao}`;

export const liberado = (p: Pick<ProcessoEnsalamento, 'prcSltExbEnsalamento'> | null | undefined) => p?.prcSltExbEnsalamento === 'T';

/** The info box line of a stage: 'Acesso ao local de prova - {stage}: das {open} às {close} (Horário de Brasília)'. */
export function linhaAcesso(e: Etapa): string {
  return `Acesso ao local de prova - ${e.prcSltEtpPrvDescricao}: das ${e.prcSltEtpPrvHrrAbrPortao ?? '--:--'} às ${e.prcSltEtpPrvHrrFchPortao ?? '--:--'} (Horário de Brasília)`;
}

const juntar = (partes: (string | null | undefined)[]) => partes.map((p) => p?.trim()).filter(Boolean).join(' - ');

/** Address: 'street - district' (the reference goes on its own line). */
export const endereco = (logradouro: string | null | undefined, bairro: string | null | undefined) => juntar([logradouro, bairro]);

/** Room: 'number - block' (just the number when the room has no block). */
export const sala = (numero: string, bloco: string | null | undefined) => juntar([numero, bloco]);

/** City as 'Ponta Grossa/PR'. */
export const cidade = (mncDescricao: string, ufCodigo: string | null | undefined) => (ufCodigo ? `${mncDescricao}/${ufCodigo}` : mncDescricao);

/** True when the scroll position is within ROOM_SCROLL_THRESHOLD_PX (100 px) of the bottom of the body. */
export function pertoDoFim(el: { scrollTop: number; clientHeight: number; scrollHeight: number }, limite = ROOM_SCROLL_THRESHOLD_PX): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= limite;
}

/** A page shorter than the page size is the last one. */
export const ultimaPagina = (recebidas: number, tamanho = ROOM_PAGE_SIZE) => recebidas < tamanho;

/** A positive integer code from a route parameter, or null ('-', 'abc', '0'). */
export function codigo(valor: string | undefined | null): number | null {
  if (!valor || !/^\d{1,10}$/.test(valor)) return null;
  const n = Number(valor);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/**
 * A room-assignment page's process through the page's own client (the general view's plain script or the
 * individual view's island): null when the path has no code or the call failed (the client showed why).
 */
export function processoOuNulo(prcSltCodigo: number | null, buscar: (prcSltCodigo: number) => Promise<ProcessoEnsalamento | null>): Promise<ProcessoEnsalamento | null> {
  return prcSltCodigo === null ? Promise.resolve(null) : buscar(prcSltCodigo).catch(() => null);
}

/** The process search the screens need (SPEC §7: prcSltCodigo, prcSltExbEnsalamento, prcSltDescricao, prcSltEnsLembrete). */
export const processoPath = (prcSltCodigo: number) => `ensalamento/processo/${prcSltCodigo}`;

/** prcSltEtpProva/pesquisa: the process's stages with Ensala = T, by date, very large limit. */
export function etapasQuery(prcSltCodigo: number) {
  return pesquisaParams({
    filter: [
      { property: 'prcSeletivo.prcSltCodigo', value: prcSltCodigo },
      { property: 'prcSltEtpPrvEnsala', value: 'T' },
      { property: 'prcSeletivo.prcSltExbEnsalamento', value: 'T' },
    ],
    sort: [{ property: 'prcSltEtpPrvData', direction: 'ASC' }],
    start: 0,
    limit: 99999999,
  }) as Record<string, string | number | undefined>;
}

/** insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo: one page of the public list, optionally searched. */
export function paginaQuery(prcSltCodigo: number, start: number, filtro: string) {
  return { prcSltCodigo, start, limit: ROOM_PAGE_SIZE, filtro: filtro.trim() || undefined };
}

/** The public table's columns and their widths (the head and every row share them). */
export const COLUNAS = ['N° INSCRIÇÃO', 'CANDIDATO', 'CIDADE E LOCAL', 'ENDEREÇO', 'SALA', 'CARTEIRA'];
export const LARGURAS = ['12%', '23%', '22%', '23%', '9%', '11%'];
