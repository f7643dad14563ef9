import { useEffect } from 'react';
import { openExistingEnrolmentModal } from '../../lib/existing-enrolment-modal.ts';
import { buildPath } from '../../lib/routes.ts';
import { loadSession } from '../../lib/session.store.ts';
import { showError } from '../../lib/ui.store.ts';
import { guardCode } from './guard.ts';
import { latestEnrolment, processFacts } from './guard.api.ts';

/** SPEC §8 lookup failure. */
export const LOOKUP_FAILED = 'Erro ao obter as inscrições do processo seletivo';

const go = (path: string) => window.location.replace(path);

/** SPEC §2 "Entry guard" on the empty path: the four steps, in order. */
async function runGuard(): Promise<void> {
  const prcSltCodigo = guardCode(window.location.search, window.location.hash);
  if (!prcSltCodigo) return go('/home');
  const session = await loadSession();
  if (session.status !== 'user') return go('/home');
  const facts = await processFacts(prcSltCodigo).catch(() => null);
  if (!facts || facts.prcSltExiste !== 'T' || facts.prcSltVigente !== 'T') return go('/home');
  const existing = await latestEnrolment(prcSltCodigo).catch(() => undefined);
  if (existing === undefined) return void showError(LOOKUP_FAILED).then(() => go('/home'));
  if (!existing) return go(buildPath('inscrever', { pessoaCode: session.pssFscCodigo, prcSltCodigo, insPrcCodigo: 0 }));
  openExistingEnrolmentModal(
    { pssFscCodigo: session.pssFscCodigo, prcSltCodigo, insPrcCodigo: existing.insPrcCodigo, unica: existing.prcSeletivo.prcSltInsUnica === 'T', edicaoPermitida: existing.edicaoPermitida === 'T' },
    go,
  );
}

export default function Guard() {
  useEffect(() => {
    void runGuard();
  }, []);
  return (
    <p className="text-muted" aria-busy="true">
      Carregando...
    </p>
  );
}
