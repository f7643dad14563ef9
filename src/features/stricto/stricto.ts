/**
 * Stricto Sensu screen (SPEC §2): which tab each call goes in and where Fazer Inscrição leads.
 * Pure: the page renders it at build time.
 */
import { destinoInscricao, INSERCAO_EXTERNA } from '../../domain/listagem-publica.ts';
import { classifyPostgraduate, POS_TAB_ORDER, type PosCategoria } from '../../domain/pos-graduacao.ts';
import type { StrictoItem } from '../../domain/wire/listagem.ts';
import { buildPath } from '../../lib/routes.ts';

export interface StrictoTab {
  key: PosCategoria;
  abertas: StrictoItem[];
  proximas: StrictoItem[];
}

const byTitle = (a: StrictoItem, b: StrictoItem) => a.pssEtpMncTitulo.localeCompare(b.pssEtpMncTitulo, 'pt-BR');

/**
 * The four tabs in the spec's order, each with its open calls (by title, Portuguese order) and upcoming
 * ones (in the API's order: soonest first). Classified by title (SPEC §5).
 */
export function strictoTabs(abertas: StrictoItem[], proximas: StrictoItem[]): StrictoTab[] {
  return POS_TAB_ORDER.map((key) => ({
    key,
    abertas: abertas.filter((i) => classifyPostgraduate(i.pssEtpMncTitulo) === key).sort(byTitle),
    proximas: proximas.filter((i) => classifyPostgraduate(i.pssEtpMncTitulo) === key),
  }));
}

/** External registrations (RgsExterno) go to the other system; the rest to our entry screen for the process. */
export function strictoEnrolLink(item: StrictoItem): { href: string; external: boolean } | null {
  const d = destinoInscricao(item.tblGrlItemTpInsercao === INSERCAO_EXTERNA, item.pssEtpUrl, item.prcSeletivo?.prcSltCodigo ?? null);
  if (!d) return null;
  return d.externo ? { href: d.href, external: true } : { href: buildPath('entrarProcesso', { prcSltCodigo: d.prcSltCodigo }), external: false };
}
