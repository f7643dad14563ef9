/**
 * The public postgraduate cards (SPEC §2 Stricto and Lato): where their Fazer Inscrição button leads and how a lato
 * card is labelled. The public pages (features/stricto, features/especializacoes) render them at build time and the
 * back office's card editor previews them, so both read these rules from here.
 */

/** tblGrlItemTpInsercao of a stricto call whose enrolment happens in another system (tbl_grl_item 'TpInsercao'). */
export const INSERCAO_EXTERNA = 'RgsExterno';
export const INSERCAO_INTERNA = 'RgsInterno';

/** prjEspTpCrnCodigo of a lato call whose enrolment happens in another system (tbl_grl_item 'PrjEspTpCrn'). */
export const EXTERNAL_LATO_TYPE = 10;

/** Where Fazer Inscrição goes: the other system's address, our entry screen for a process, or nowhere. */
export type DestinoInscricao = { externo: true; href: string } | { externo: false; prcSltCodigo: number } | null;

/** An external registration goes to its URL (none without one); the rest to the card's process, when it has one. */
export function destinoInscricao(externo: boolean, url: string | null, prcSltCodigo: number | null): DestinoInscricao {
  if (externo) return url ? { externo: true, href: url } : null;
  return prcSltCodigo ? { externo: false, prcSltCodigo } : null;
}

export type TipoLato = 'ESPECIALIZACAO' | 'RESIDENCIA';

export function nomeTipoLato(tipo: string): string {
  return tipo === 'RESIDENCIA' ? 'Residência' : 'Especialização';
}

/** A card's links open on the public site: only http(s) addresses (never javascript:, data:, a relative path). */
export function urlHttpValida(s: string): boolean {
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && Boolean(u.hostname);
  } catch {
    return false;
  }
}
