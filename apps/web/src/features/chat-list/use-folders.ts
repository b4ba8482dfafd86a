import type { Folder } from '@confab/core';
import { useSharedLiveQuery } from '../../storage/use-shared-live-query.ts';
import { foldersQuery, foldersQueryName } from './sidebar-reads.ts';

const noFolders: readonly Folder[] = [];

/**
 * Every project, kept live across tabs. There are few, so a change re-reads them all. `loaded` is
 * false until the first read answered.
 */
export function useFolders(): { folders: readonly Folder[]; loaded: boolean } {
  const { value, loaded } = useSharedLiveQuery(foldersQueryName, foldersQuery);
  return { folders: value ?? noFolders, loaded };
}
