/// <reference lib="webworker" />
// The app-shell service worker: precaches the built files so Confab opens offline, serves hashed
// assets cache-first and everything else network-first. API calls are never cached.

// The WebWorker library types `self` as a plain worker; this file only ever runs as the service worker.
const worker = self as unknown as ServiceWorkerGlobalScope;

interface PrecacheManifest {
  version: string;
  files: string[];
}

// Replaced at build time by build/service-worker-precache.ts with the list of built files.
const manifest = '__CONFAB_PRECACHE_MANIFEST__' as unknown as PrecacheManifest;
const cacheName = `confab-shell-${manifest.version}`;
// The page's "Reload" on the update prompt; the same text as in app/register-service-worker.ts.
const skipWaitingMessage = 'confab:skip-waiting';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      await cache.addAll(manifest.files);
      // The first install takes over at once. An update waits: the open pages run the old build,
      // whose lazy chunks live in the old cache; the page asks to switch when the person reloads
      // (app/register-service-worker.ts), or the update starts once every old page has closed.
      if (!worker.registration.active) await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('confab-shell-') && name !== cacheName)
          .map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === skipWaitingMessage) {
    void worker.skipWaiting();
  }
});

worker.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || url.pathname.startsWith('/api/')) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  event.respondWith(networkFirst(request, request.mode === 'navigate'));
});

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
  }
  return response;
}

async function networkFirst(request: Request, isNavigation: boolean): Promise<Response> {
  try {
    const response = await fetch(request);
    // A no-store answer (the member's host config, with the key the host lends) never reaches a cache.
    const storable = !(response.headers.get('cache-control') ?? '').includes('no-store');
    if (response.ok && !isNavigation && storable) {
      const cache = await caches.open(cacheName);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    // Every page of the app is the same single-page shell, so a navigation offline gets "/".
    const cached = await caches.match(isNavigation ? '/' : request);
    if (cached) return cached;
    throw error;
  }
}
