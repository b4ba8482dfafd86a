import type { StoredFile } from '@confab/core/entities';
import { fileTypeGroupOf, type FileTypeFilter } from './file-kind.ts';

export const fileSortKeys = ['date', 'name', 'size', 'type'] as const;
export type FileSortKey = (typeof fileSortKeys)[number];

export interface FileListQuery {
  search: string;
  sort: FileSortKey;
  filter: FileTypeFilter;
}

export const defaultFileListQuery: FileListQuery = { search: '', sort: 'date', filter: 'all' };

/**
 * The files to list: those whose name holds every word of the search (any case) and that match the
 * type filter, newest first, by name (A–Z), largest first or grouped by type. Ties fall back to the
 * name so the order never jumps between renders.
 */
export function visibleFiles(
  files: readonly StoredFile[],
  query: FileListQuery,
  collator: Intl.Collator,
): StoredFile[] {
  const words = query.search.toLocaleLowerCase().split(/\s+/u).filter(Boolean);
  const kept = files.filter((file) => {
    if (query.filter !== 'all' && fileTypeGroupOf(file) !== query.filter) return false;
    if (words.length === 0) return true;
    const name = file.name.toLocaleLowerCase();
    return words.every((word) => name.includes(word));
  });
  const byName = (first: StoredFile, second: StoredFile) => collator.compare(first.name, second.name);
  const compare = comparators[query.sort];
  // The type of a file is computed once per file, not once per comparison.
  const groups = query.sort === 'type' ? new Map(kept.map((file) => [file.id, fileTypeGroupOf(file)])) : null;
  return kept.sort((first, second) => {
    if (groups) {
      const order = collator.compare(groups.get(first.id) ?? '', groups.get(second.id) ?? '');
      if (order !== 0) return order;
    } else {
      const order = compare(first, second);
      if (order !== 0) return order;
    }
    return byName(first, second) || first.id.localeCompare(second.id);
  });
}

const comparators: Record<FileSortKey, (first: StoredFile, second: StoredFile) => number> = {
  date: (first, second) => second.createdAt - first.createdAt,
  name: () => 0,
  size: (first, second) => second.size - first.size,
  type: () => 0,
};
