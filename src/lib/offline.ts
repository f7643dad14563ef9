/**
 * The exam card kept on the phone (issue 38): on exam day the candidate needs their room where the signal is worst,
 * at the venue. The service worker (public/sw.js) answers from its cache only when the network fails, and its
 * cache holds only what the page put there: the signed-in person's own card page, the shell it needs (its scripts
 * and styles) and the answers of the calls it made. Nothing else of the site is ever kept, and nobody else's data:
 *
 * - the cache is written only by guardarParaOffline, called by the card page once it showed the person's own card;
 * - it remembers whose it is (localStorage), and is emptied when another person (or nobody) is signed in on this
 *   browser (conferirDono, on every page's session check) and on Sair (esquecerOffline, before the session ends).
 */
export const CACHE_CARTAO = 'cartao-de-prova-v1';
const DONO = 'ps:cartao-offline-pessoa';

const suportado = () => typeof window !== 'undefined' && 'caches' in window;

/** Empties the kept card, whoever's it was. */
export async function esquecerOffline(): Promise<void> {
  if (!suportado()) return;
  try {
    localStorage.removeItem(DONO);
    await caches.delete(CACHE_CARTAO);
  } catch {
    /* a browser without storage keeps nothing to forget */
  }
}

/**
 * The session check of every page: a card kept for someone else (or for a session that ended) is forgotten.
 * `pessoa` null = nobody signed in. An unknown session (offline, the check failed) changes nothing.
 */
export async function conferirDono(pessoa: number | null): Promise<void> {
  if (!suportado()) return;
  const dono = localStorage.getItem(DONO);
  if (dono !== null && dono !== String(pessoa)) await esquecerOffline();
}

/** Same-origin URLs the page loaded: its scripts, styles, islands and the GET calls it made. */
function recursosDaPagina(): string[] {
  const urls = new Set<string>();
  const mesma = (u: string | null | undefined) => {
    if (!u) return;
    const url = new URL(u, location.href);
    if (url.origin === location.origin) urls.add(url.href.replace(/#.*$/, ''));
  };
  for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) mesma(e.name);
  document.querySelectorAll('script[src]').forEach((s) => mesma(s.getAttribute('src')));
  document.querySelectorAll('link[rel="stylesheet"], link[rel="modulepreload"], link[rel="manifest"], link[rel="icon"]').forEach((l) => mesma(l.getAttribute('href')));
  document.querySelectorAll('astro-island').forEach((i) => {
    mesma(i.getAttribute('component-url'));
    mesma(i.getAttribute('renderer-url'));
  });
  return [...urls].filter((u) => !/\/sgps\/(login|relatum|intern)\b/.test(u));
}

/**
 * Keeps this page (the person's own card) and what it loaded, replacing whatever was kept before; registers the
 * service worker that serves them when the network fails. Silent: without it the card still works online.
 */
export async function guardarParaOffline(pessoa: number): Promise<boolean> {
  if (!suportado() || !('serviceWorker' in navigator)) return false;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const pagina = location.href.replace(/#.*$/, '');
    // everything is read first: a flaky network never leaves the phone with half a card, or none
    const lidas = await Promise.all(
      [pagina, ...recursosDaPagina()].map(async (u) => {
        const r = await fetch(u, { credentials: 'same-origin', cache: 'no-store' }).catch(() => null);
        return r?.ok && !r.redirected ? ([u, r] as const) : null;
      }),
    );
    if (!lidas[0]) return false;
    await caches.delete(CACHE_CARTAO);
    const cache = await caches.open(CACHE_CARTAO);
    for (const l of lidas) if (l) await cache.put(l[0], l[1]);
    localStorage.setItem(DONO, String(pessoa));
    await navigator.serviceWorker.ready;
    return true;
  } catch {
    return false;
  }
}
