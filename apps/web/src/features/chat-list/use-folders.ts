import type { Folder } from '@confab/core';
import { useLiveQuery } from '../../storage/use-live-query.ts';

const noFolders: readonly Folder[] = [];

/**
 * Every project, kept live across tabs. There are few, so a change re-reads them all. `loaded` is
 * false until the first read answered.
 */
export function useFolders(): { folders: readonly Folder[]; loaded: boolean } {
  const { value, loaded } = useLiveQuery(
    () => ({
      read: (storage) => storage.folders.list(),
      watches: (change) => change.table === 'folders',
    }),
    [],
  );
  return { folders: value ?? noFolders, loaded };
}
