/**
 * The static frame's header (Base frame 'static', public pages without React) for a signed-in visitor:
 * pssFisica/buscaDadosSessao on the bare variant (api-core.ts), and when someone is logged in (SPEC §4: not 9999999) the brand
 * goes to /home and Entrar becomes "first name (person code)", also to /home, as the React menu shows it.
 * Any failure leaves the signed-out header (Entrar). No React, no modal code: a few hundred bytes.
 */
import { firstName, isLoggedIn } from '../domain/sessao.ts';
import { getSemCliente } from './api-core.ts';

interface SessionRow {
  pssFscCodigo: number;
  pssFscNome?: string | null;
}

/** True when someone is signed in (the header then loads the full menu, StaticNav.astro). */
export async function showSignedInFrame(root: ParentNode = document): Promise<boolean> {
  const brand = root.querySelector<HTMLAnchorElement>('[data-frame-brand]');
  const user = root.querySelector<HTMLAnchorElement>('[data-frame-user]');
  if (!brand || !user) return false;
  const { status, envelope } = await getSemCliente<SessionRow[]>('pssFisica/buscaDadosSessao');
  if (status !== 200) return false;
  const row = envelope?.data?.[0];
  if (!row || !isLoggedIn(row.pssFscCodigo)) return false;
  brand.href = '/home';
  user.href = '/home';
  user.textContent = `${firstName(row.pssFscNome ?? '')} (${row.pssFscCodigo})`.trim();
  user.dataset.testid = 'user-menu';
  return true;
}
