import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SyncStatus } from '@confab/core/sync';
import { useStorage } from '../../storage/app-storage.tsx';
import { useCloudToken } from '../account/index.ts';
import { createSyncController, type SyncController } from './sync-controller.ts';

const CloudSyncContext = createContext<SyncController | undefined>(undefined);

/** Runs sync for as long as this browser holds a cloud token; everything below can read it. */
export function CloudSyncProvider({ children }: { children: ReactNode }) {
  const storage = useStorage();
  const token = useCloudToken();
  const [controller] = useState(() => createSyncController(storage));
  useEffect(() => {
    if (token === undefined) return;
    controller.start(token);
    return () => {
      controller.stop();
    };
  }, [controller, token]);
  return <CloudSyncContext.Provider value={controller}>{children}</CloudSyncContext.Provider>;
}

export function useSyncController(): SyncController {
  const controller = useContext(CloudSyncContext);
  if (!controller) throw new Error('useSyncController needs a CloudSyncProvider above it.');
  return controller;
}

/** The sync status (spec: Sync details), re-rendering when it changes. */
export function useSyncStatus(): SyncStatus {
  const controller = useSyncController();
  return useSyncExternalStore(
    (listener) => controller.subscribe(listener),
    () => controller.status,
  );
}
