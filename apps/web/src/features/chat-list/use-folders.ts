import type { Folder } from '@confab/core';
import { useLiveQuery } from '../../storage/use-live-query.ts';

const noFolders: readonly Folder[] = [];

/** Every project, kept live across tabs. There are few, so a change re-reads them all. */
export function useFolders(): readonly Folder[] {
  const { value } = useLiveQuery(
    () => ({
      read: (storage) => storage.folders.list(),
      watches: (change) => change.table === 'folders',
    }),
    [],
  );
  return value ?? noFolders;
}
