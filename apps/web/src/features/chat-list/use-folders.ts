import { useEffect, useState } from 'react';
import type { Folder } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';

/** Every project, kept live across tabs. There are few, so a change re-reads them all. */
export function useFolders(): readonly Folder[] {
  const storage = useStorage();
  const [folders, setFolders] = useState<readonly Folder[]>([]);
  useEffect(() => {
    let cancelled = false;
    const read = async () => {
      const found = await storage.folders.list();
      if (!cancelled) setFolders(found);
    };
    void read();
    const unsubscribe = storage.subscribe((change) => {
      if (change.table === 'folders') void read();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [storage]);
  return folders;
}
