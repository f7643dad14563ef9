import { useEffect, type ReactNode } from 'react';
import { currentParams, type RouteName, type RouteParams } from '../lib/routes.ts';
import { requireSession } from '../lib/session.store.ts';

/** What a feature store says about its page: still loading, nothing to show, or its own ready states. */
type PageState = { status: string };
type Ready<E> = Exclude<E, { status: 'carregando' } | { status: 'erro' }>;

interface Props<E extends PageState> {
  /** The route whose parameters the page reads (src/lib/routes.ts). */
  route: RouteName;
  /** The feature store's load action, given the route's parameters once the person is known to be signed in. */
  load: (params: RouteParams) => unknown;
  state: E;
  /** The warning shown when the store has nothing to show ('Reexame não disponível.'). */
  unavailable: string;
  children: (state: Ready<E>) => ReactNode;
}

/**
 * The frame of a signed-in page about a process or an enrolment named in its path (cronogramas, devolução,
 * reexame, lista de fiscais): the login guard, then the store's load, "Carregando..." until it answers, and
 * the warning when there is nothing to show.
 */
export default function LoadedPage<E extends PageState>({ route, load, state, unavailable, children }: Props<E>) {
  useEffect(() => {
    const params = currentParams(route, window.location.pathname) ?? {};
    void requireSession().then(() => load(params));
  }, []);

  if (state.status === 'carregando') return <p className="text-muted" aria-busy="true">Carregando...</p>;
  if (state.status === 'erro') return <p className="alert alert-warning">{unavailable}</p>;
  return <>{children(state as Ready<E>)}</>;
}
