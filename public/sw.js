/*
 * The service worker of the exam card kept on the phone (issue 38; src/lib/offline.ts writes its cache).
 * It never decides what is kept: it only answers a GET of this site from the cache when the network fails, and the
 * cache holds nothing but the signed-in person's card page and what that page loaded. Online, every request goes
 * to the network as if it were not there.
 */
const CACHE_CARTAO = 'cartao-de-prova-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  // older caches of this worker (another version's name) go
  event.waitUntil(
    caches
      .keys()
      .then((nomes) => Promise.all(nomes.filter((n) => n.startsWith('cartao-de-prova-') && n !== CACHE_CARTAO).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(req).catch(async () => {
      const guardada = await caches.open(CACHE_CARTAO).then((c) => c.match(req.url, { ignoreVary: true }));
      return guardada || Response.error();
    }),
  );
});
