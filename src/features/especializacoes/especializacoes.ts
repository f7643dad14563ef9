/** Lato Sensu screen (SPEC §2): where Fazer Inscrição leads and how a call is labelled. Pure. */
import type { LatoItem } from '../../build/site-data.ts';
import { buildPath } from '../../lib/routes.ts';

/** prjEspTpCrnCodigo 10 = registration in an external system (SPEC §3). */
export const EXTERNAL_LATO_TYPE = 10;

export function latoEnrolLink(item: LatoItem): { href: string; external: boolean } | null {
  if (item.prjEspTpCrnCodigo === EXTERNAL_LATO_TYPE) return item.prjEspCrnUrl ? { href: item.prjEspCrnUrl, external: true } : null;
  if (item.prcSeletivo) return { href: buildPath('entrarProcesso', { prcSltCodigo: item.prcSeletivo.prcSltCodigo }), external: false };
  return null;
}

export function latoKindLabel(item: LatoItem): string {
  return item.prjEspTipo === 'RESIDENCIA' ? 'Residência' : 'Especialização';
}
