import { atom } from 'nanostores';
import { clearDrafts } from '../../lib/drafts.ts';
import { $unreadCount } from '../../lib/unread.store.ts';
import { showError } from '../../lib/ui.store.ts';
import { cancelSimulation, fetchPermissions, fetchUnreadCount, loginSystemUrl } from './menu.api.ts';
import { postTo } from './menu.ts';
import { esquecerOffline } from '../../lib/offline.ts';

/** Set while a super user simulates another person: the menu then offers Cancelar Simulação. */
export const $superCode = atom<number | null>(null);

export async function loadMenuData(): Promise<void> {
  const [count, perms] = await Promise.allSettled([fetchUnreadCount(), fetchPermissions()]);
  if (count.status === 'fulfilled') $unreadCount.set(count.value);
  if (perms.status === 'fulfilled') $superCode.set(perms.value?.pssFscCodigoSuper ?? null);
}

/**
 * Meus Sistemas, Dados Pessoais, Login e Segurança: each names its page of the login app (meus-sistemas, meus-dados,
 * minha-seguranca). The login app's bare address is its sign-in form, whose POST expects credentials: posting
 * there with only the token answered "O campo login é obrigatório" as a raw JSON page (issue 24).
 */
export async function openLoginSystem(concatPath: 'meus-sistemas' | 'meus-dados' | 'minha-seguranca'): Promise<void> {
  try {
    postTo(await loginSystemUrl(concatPath));
  } catch {
    /* the api client already showed the error */
  }
}

export async function endSimulation(): Promise<void> {
  try {
    await cancelSimulation();
    window.location.assign('/home');
  } catch (err) {
    void showError(`Erro ao cancelar a simulação: ${(err as Error).message}`);
  }
}

/**
 * Sair: nothing the person typed stays in this browser for the next one, nor their exam card kept for offline use
 * (issue 38), then the session ends.
 */
export async function signOut(): Promise<void> {
  clearDrafts(localStorage, sessionStorage);
  await esquecerOffline();
  postTo('/login/sair', { voltar: '/entrar' });
}
