import { buildPath } from '../../lib/routes.ts';
import type { Cronograma } from './cronogramas.api.ts';

export interface Link {
  label: string;
  href: string;
}

/** Links to the process's other schedules (each on its own screen) and, for inspectors, their list. */
export function outrosLinks(c: Cronograma): Link[] {
  const p = { prcSltCodigo: c.prcSltCodigo, insPrcCodigo: c.insPrcCodigo ?? 0 };
  const out: Link[] = [];
  for (const t of c.tipos) {
    if (t.tblGrlItmCdgPrcSltTpCrn === c.tblGrlItmCdgPrcSltTpCrn) continue;
    const q = { ...p, tblGrlItmCdgPrcSltTpCrn: t.tblGrlItmCdgPrcSltTpCrn };
    if (t.tela === 'cronogramas') out.push({ label: t.tblGrlItmDescricao, href: buildPath('cronogramas', q) });
    else if (c.insPrcCodigo && t.tela === 'devolucao') out.push({ label: t.tblGrlItmDescricao, href: buildPath('cronogramaDevolucao', q) });
    else if (c.insPrcCodigo && t.tela === 'reexame') out.push({ label: t.tblGrlItmDescricao, href: buildPath('reexame', q) });
  }
  if (c.insPrcCodigo && c.prcSltMncPrvCodigo) {
    out.push({ label: 'Lista de fiscais', href: buildPath('listaFiscais', { ...p, prcSltMncPrvCodigo: c.prcSltMncPrvCodigo }) });
  }
  return out;
}
