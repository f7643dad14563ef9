/**
 * The enrolment form's confirmations (SPEC §9 modal buttons, issue 24): saving an edit replaces the enrolment's
 * options and data (Salvar / Cancelar), and leaving the form by a link while changes are not yet sent asks first
 * (Sim / Não). The typed draft stays in this browser either way; what cannot be undone is the replacement, and
 * leaving without sending.
 */
import { atom } from 'nanostores';
import { showModal } from '../../lib/ui.store.ts';

/** The candidate changed something since the form opened or was last sent. */
export const $alterado = atom(false);

export const TEXTO_SUBSTITUIR = 'As opções e os dados escolhidos substituirão os da sua inscrição. Deseja salvar as alterações?';
export const TEXTO_SAIR = 'Você tem alterações que ainda não foram enviadas. Deseja sair do formulário?';

/** Salvar alterações on an existing enrolment: runs `salvar` only after Salvar. */
export function confirmarSubstituicao(salvar: () => void): void {
  showModal({
    title: 'Atenção',
    body: TEXTO_SUBSTITUIR,
    buttons: [
      { label: 'Cancelar', variant: 'outline-secondary' },
      { label: 'Salvar', variant: 'success', onClick: salvar },
    ],
  });
}

/**
 * While the form has unsent changes, a click on a same-site link (menu, brand, breadcrumbs) asks Sim / Não before
 * leaving. Returns the listener's removal.
 */
export function vigiarSaida(): () => void {
  const onClick = (e: MouseEvent) => {
    if (!$alterado.get() || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a || a.target === '_blank' || a.origin !== window.location.origin || a.pathname === window.location.pathname) return;
    e.preventDefault();
    showModal({
      title: 'Atenção',
      body: TEXTO_SAIR,
      buttons: [
        { label: 'Não', variant: 'outline-secondary' },
        { label: 'Sim', variant: 'primary', onClick: () => window.location.assign(a.href) },
      ],
    });
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
