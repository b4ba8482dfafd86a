import { useCallback, useEffect, useState } from 'react';
import { requestPersistentStorage } from '@confab/storage-browser';

export interface BrowserStorageState {
  /** Bytes this origin uses and may use, as the browser estimates them; undefined when it cannot say. */
  usage: number | undefined;
  quota: number | undefined;
  /** undefined when the browser has no persistence API. */
  persisted: boolean | undefined;
}

async function readBrowserStorageState(): Promise<BrowserStorageState> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [estimate, persisted] = await Promise.all([
    typeof storage?.estimate === 'function' ? storage.estimate().catch(() => undefined) : undefined,
    typeof storage?.persisted === 'function' ? storage.persisted().catch(() => undefined) : undefined,
  ]);
  return { usage: estimate?.usage, quota: estimate?.quota, persisted };
}

/** The browser's view of this origin's storage, and the request to keep it from eviction. */
export function useBrowserStorageState() {
  const [state, setState] = useState<BrowserStorageState>();
  const [refused, setRefused] = useState(false);

  const read = useCallback(() => {
    void readBrowserStorageState().then(setState);
  }, []);

  useEffect(read, [read]);

  const requestPersistence = useCallback(() => {
    void requestPersistentStorage().then((result) => {
      setRefused(result !== 'granted');
      read();
    });
  }, [read]);

  return { state, refused, requestPersistence };
}
