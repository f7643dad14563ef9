import { atom } from 'nanostores';
import { NOT_LOGGED_IN_PERSON } from '../domain/constants.ts';
import { isLoggedIn } from '../domain/sessao.ts';
import type { DadosSessao } from '../domain/wire/pessoa.ts';
import { apiGet, setUnauthorizedHandler } from './api-client.ts';
import { conferirDono } from './offline.ts';

/** Who is signed in, shared by the menu and every logged-in island. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'error' }
  | {
      status: 'user';
      pssFscCodigo: number;
      pssFscNome: string;
      pssFscEmail: string | null;
      /** Holds a staff role and is not simulating anyone: the menu offers Gestão. */
      equipe: boolean;
    };

export const $session = atom<SessionState>({ status: 'loading' });

type SessionRow = DadosSessao[number];

let loading: Promise<SessionState> | null = null;

/** Loads the session once per page (buscaDadosSessao, no modal on failure: SPEC §8). */
export function loadSession(): Promise<SessionState> {
  loading ??= apiGet<SessionRow[]>('pssFisica/buscaDadosSessao', undefined, { silent: true })
    .then((env) => {
      const row = env.data?.[0];
      const state: SessionState =
        row && isLoggedIn(row.pssFscCodigo) && row.pssFscCodigo !== NOT_LOGGED_IN_PERSON
          ? { status: 'user', pssFscCodigo: row.pssFscCodigo, pssFscNome: row.pssFscNome ?? '', pssFscEmail: row.pssFscEmail ?? null, equipe: row.equipe === true }
          : { status: 'anonymous' };
      $session.set(state);
      // an exam card kept offline for someone else (or for a session that ended) is forgotten (issue 38)
      void conferirDono(state.status === 'user' ? state.pssFscCodigo : null);
      return state;
    })
    .catch(() => {
      const state: SessionState = { status: 'error' };
      $session.set(state);
      return state;
    });
  return loading;
}

/** Forgets the loaded session and asks again (after signing in on this page, e.g. account creation). */
export function reloadSession(): Promise<SessionState> {
  loading = null;
  return loadSession();
}

/** Sends the browser to the login application, coming back to this page afterwards (SPEC §2 login guard). */
export async function redirectToLogin(): Promise<void> {
  const voltar = window.location.pathname + window.location.search + window.location.hash;
  let url = `/login?voltar=${encodeURIComponent(voltar)}`;
  try {
    const env = await apiGet<never>('intern/redirect', { sistema: 'login', voltar }, { silent: true });
    if (typeof env.url === 'string') url = env.url;
  } catch {
    /* the fallback URL above still reaches the login app */
  }
  window.location.assign(url);
}

/**
 * The login guard: resolves with the signed-in person, or redirects to login when there is no session
 * or the session check fails (and never resolves, so the page does nothing else meanwhile).
 */
export async function requireSession(): Promise<Extract<SessionState, { status: 'user' }>> {
  const state = await loadSession();
  if (state.status === 'user') return state;
  await redirectToLogin();
  return new Promise(() => {});
}

// A call answered 401 mid-page (session expired): back through login, then to this page.
if (typeof window !== 'undefined') setUnauthorizedHandler(() => void redirectToLogin());
