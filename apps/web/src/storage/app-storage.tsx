import { createContext, useContext, type ReactNode } from 'react';
import type { StoragePort } from '@confab/core';

const StorageContext = createContext<StoragePort | null>(null);

/** The one local store of the running app (IndexedDB in the browser, memory in component tests). */
export function StorageProvider({ storage, children }: { storage: StoragePort; children: ReactNode }) {
  return <StorageContext.Provider value={storage}>{children}</StorageContext.Provider>;
}

export function useStorage(): StoragePort {
  const storage = useContext(StorageContext);
  if (!storage) throw new Error('useStorage needs a StorageProvider above it');
  return storage;
}
