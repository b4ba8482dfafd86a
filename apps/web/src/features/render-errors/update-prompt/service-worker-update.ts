/** Sent to a waiting worker to make it take over; the same text as in sw/service-worker.ts. */
export const skipWaitingMessage = 'confab:skip-waiting';

type Listener = () => void;
const listeners = new Set<Listener>();
let waitingWorker: Pick<ServiceWorker, 'postMessage'> | null = null;
let reloadRequested = false;

/** A new build installed while this page runs the old one: the prompt offers to reload. */
export function offerServiceWorkerUpdate(worker: Pick<ServiceWorker, 'postMessage'>): void {
  waitingWorker = worker;
  for (const listener of listeners) listener();
}

export function serviceWorkerUpdateReady(): boolean {
  return waitingWorker !== null;
}

export function subscribeServiceWorkerUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The prompt's "Reload": the new worker takes over, and `controllerChanged` then reloads. */
export function applyServiceWorkerUpdate(
  reload: () => void = () => {
    window.location.reload();
  },
): void {
  if (!waitingWorker) {
    reload();
    return;
  }
  reloadRequested = true;
  waitingWorker.postMessage({ type: skipWaitingMessage });
}

/** The page's controller changed: reload onto the new build if the person asked for it. */
export function controllerChanged(
  reload: () => void = () => {
    window.location.reload();
  },
): void {
  if (reloadRequested) reload();
}
