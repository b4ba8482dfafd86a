import { controllerChanged, offerServiceWorkerUpdate } from '../features/render-errors/index.ts';

/** A long-lived tab never navigates, so it asks for a new build itself this often. */
const updateCheckMilliseconds = 60 * 60 * 1000;
/** Showing the tab again checks too, but not more often than this. */
const visibleCheckMilliseconds = 10 * 60 * 1000;

/**
 * Watches one registration for a build that installed while a page of the old one runs. Only with
 * a controller: the very first install has nothing stale to replace.
 */
export function watchForUpdates(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
): void {
  const offerIfInstalled = (worker: ServiceWorker | null) => {
    if (worker && worker.state === 'installed' && container.controller) offerServiceWorkerUpdate(worker);
  };
  offerIfInstalled(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      offerIfInstalled(installing);
    });
  });
  container.addEventListener('controllerchange', () => {
    controllerChanged();
  });
  let lastCheck = Date.now();
  const check = () => {
    lastCheck = Date.now();
    registration.update().catch(() => {
      // Offline or the server restarting: the next check tries again.
    });
  };
  window.setInterval(check, updateCheckMilliseconds);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > visibleCheckMilliseconds) check();
  });
}

/** Registers /sw.js after load so installing the cache never competes with the first render. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const register = () => {
    container
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        watchForUpdates(registration, container);
      })
      .catch((error: unknown) => {
        console.warn('Service worker registration failed', error);
      });
  };
  // The app starts after an await, so the load event may already have fired.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
