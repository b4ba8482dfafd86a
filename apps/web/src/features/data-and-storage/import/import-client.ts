import type { ImportWorkerRequest, ImportWorkerResponse } from './import-protocol.ts';

/** The page's handle on one import worker. */
export interface ImportWorkerHandle {
  send(request: ImportWorkerRequest): void;
  terminate(): void;
}

/** One worker per import: it holds the payload, so closing the dialog frees it with the worker. */
export function startImportWorker(
  onResponse: (response: ImportWorkerResponse) => void,
  onCrash: () => void,
): ImportWorkerHandle {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), {
    type: 'module',
    name: 'confab-import',
  });
  worker.addEventListener('message', (event: MessageEvent<ImportWorkerResponse>) => {
    onResponse(event.data);
  });
  worker.addEventListener('error', (event) => {
    console.warn('The import worker failed', event.message);
    onCrash();
  });
  return {
    send: (request) => {
      worker.postMessage(request);
    },
    terminate: () => {
      worker.terminate();
    },
  };
}
