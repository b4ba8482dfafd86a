import type { Folder } from '../entities/index.ts';

export type OrderableFolder = Pick<Folder, 'id' | 'order' | 'createdAt'>;

/** Projects in their stored order; equal orders fall back to creation time. Returns a new array. */
export function sortFolders<Item extends OrderableFolder>(folders: readonly Item[]): Item[] {
  return [...folders].sort(
    (first, second) => first.order - second.order || first.createdAt - second.createdAt,
  );
}

/** The order a new project takes so it appears first, where its name field is in view. */
export function firstFolderOrder(folders: readonly OrderableFolder[]): number {
  return folders.reduce((lowest, folder) => Math.min(lowest, folder.order), 1) - 1;
}

/**
 * Moves one project to a new position (an index into the sorted list) and numbers them 0, 1, 2…
 * again. Returns only the projects whose order changed, ready to be written back.
 */
export function moveFolder<Item extends OrderableFolder>(
  folders: readonly Item[],
  options: { folderID: string; toIndex: number },
): Item[] {
  const sorted = sortFolders(folders);
  const fromIndex = sorted.findIndex((folder) => folder.id === options.folderID);
  if (fromIndex === -1) return [];
  const [moved] = sorted.splice(fromIndex, 1);
  if (moved === undefined) return [];
  sorted.splice(Math.max(0, Math.min(options.toIndex, sorted.length)), 0, moved);
  return sorted.flatMap((folder, index) => (folder.order === index ? [] : [{ ...folder, order: index }]));
}
