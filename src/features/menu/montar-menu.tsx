/**
 * The top menu of SPEC §2 on the static public pages (stricto, especializacoes, entrar, autorizacao-aplicacao, the
 * general ensalamento view, the entry guard), for a signed-in visitor: imported dynamically by the static header's
 * script once the page is up and the session check found someone, so a public page still ships only its own small
 * script at load (bench/page-weight.ts counts the static graph) and anonymous visitors never download React.
 * The same Menu island as the logged-in pages, plus the modal and alert hosts its actions report through.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import AlertHost from '../../components/AlertHost.tsx';
import ModalHost from '../../components/ModalHost.tsx';
import { loadSession } from '../../lib/session.store.ts';
import Menu from './Menu.tsx';

export async function montarMenu(nav: HTMLElement): Promise<void> {
  if ((await loadSession()).status !== 'user') return;
  // Rendered first, then swapped in: the static header stays until the full menu is ready (no empty bar).
  const lugar = document.createElement('div');
  lugar.dataset.menuTardio = '';
  const root = createRoot(lugar);
  flushSync(() => root.render(<Menu requiresLogin={false} />));
  nav.replaceWith(lugar);
  const hosts = document.createElement('div');
  document.body.append(hosts);
  createRoot(hosts).render(
    <>
      <ModalHost />
      <AlertHost />
    </>,
  );
}
