/** Lato Sensu screen (SPEC §2): where Fazer Inscrição leads and how a call is labelled. Pure. */
import type { LatoItem } from '../../domain/wire/listagem.ts';
import { destinoInscricao, EXTERNAL_LATO_TYPE, nomeTipoLato } from '../../domain/listagem-publica.ts';
import { buildPath } from '../../lib/routes.ts';

export function latoEnrolLink(item: LatoItem): { href: string; external: boolean } | null {
  const d = destinoInscricao(item.prjEspTpCrnCodigo === EXTERNAL_LATO_TYPE, item.prjEspCrnUrl, item.prcSeletivo?.prcSltCodigo ?? null);
  if (!d) return null;
  return d.externo ? { href: d.href, external: true } : { href: buildPath('entrarProcesso', { prcSltCodigo: d.prcSltCodigo }), external: false };
}

export function latoKindLabel(item: LatoItem): string {
  return nomeTipoLato(item.prjEspTipo);
}
