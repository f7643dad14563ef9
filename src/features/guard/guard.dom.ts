/**
 * SPEC §2 "Entry guard" on the empty path, as a plain script (no React on this page): the four steps, in order.
 * No code, no session, or a process that is missing or closed -> /home (no session: straight on to the login
 * page /home would send them to); no enrolment yet -> the new enrolment;
 * an existing one -> the Atenção modal; the lookup failing -> SPEC §8's message, then /home.
 */
import { ENROLMENT_LOOKUP_PAGE_SIZE } from '../../domain/constants.ts';
import type { ProcessoWire } from '../../domain/wire/processo.ts';
import { openExistingEnrolmentModal } from '../../lib/inscricao-existente-modal.ts';
import { pesquisaParams } from '../../lib/pesquisa-params.ts';
import { plainGet, redirectToLogin, sessionPerson } from '../../lib/plain-api.ts';
import { showError, showModal } from '../../lib/plain-ui.ts';
import { buildPath } from '../../lib/routes.ts';
import { guardCode } from './guard.ts';

/** SPEC §8 lookup failure. */
export const LOOKUP_FAILED = 'Erro ao obter as inscrições do processo seletivo';

interface EnrolmentRow {
  insPrcCodigo: number;
  edicaoPermitida: 'T' | 'F';
  prcSeletivo: Pick<ProcessoWire, 'prcSltInsUnica'>;
}

const go = (path: string) => window.location.replace(path);

export async function runGuard(): Promise<void> {
  const prcSltCodigo = guardCode(window.location.search, window.location.hash);
  const person = await sessionPerson();
  // Steps 1 and 2 send a visitor without a session to /home, whose login guard sends them on to the login page:
  // they go there at once, without loading /home's shell first (one page load fewer on a phone).
  if (person === null) return redirectToLogin('/home', { replace: true });
  if (!prcSltCodigo) return go('/home');
  const facts = await plainGet<{ prcSltExiste: 'T' | 'F'; prcSltVigente: 'T' | 'F' }>('insProcesso/dadosProcesso', { prcSltCodigo }, { silent: true })
    .then((e) => e.data)
    .catch(() => null);
  if (!facts || facts.prcSltExiste !== 'T' || facts.prcSltVigente !== 'T') return go('/home');
  // The existing-enrolment lookup: page size 1, newest first (SPEC §7).
  const query = pesquisaParams({
    filter: [
      { property: 'prcSltCodigo', value: prcSltCodigo },
      { property: 'insCancelada', value: 'F' },
    ],
    sort: [{ property: 'insPrcIncDtHora', direction: 'DESC' }],
    start: 0,
    limit: ENROLMENT_LOOKUP_PAGE_SIZE,
  }) as Record<string, string | number | undefined>;
  const existing = await plainGet<EnrolmentRow[]>('insProcesso/pesquisa', query, { silent: true })
    .then((e) => e.data?.[0] ?? null)
    .catch(() => undefined);
  if (existing === undefined) return void showError(LOOKUP_FAILED).then(() => go('/home'));
  if (!existing) return go(buildPath('inscrever', { pessoaCode: person, prcSltCodigo, insPrcCodigo: 0 }));
  openExistingEnrolmentModal(
    { pssFscCodigo: person, prcSltCodigo, insPrcCodigo: existing.insPrcCodigo, unica: existing.prcSeletivo.prcSltInsUnica === 'T', edicaoPermitida: existing.edicaoPermitida === 'T' },
    go,
    showModal,
  );
}
