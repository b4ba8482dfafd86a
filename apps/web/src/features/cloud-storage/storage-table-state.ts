import type { CloudStorageRequest } from '@confab/core';

export type StorageSortField = NonNullable<CloudStorageRequest['orderBy']>;

export interface StorageSort {
  orderBy: StorageSortField;
  orderDir: 'asc' | 'desc';
}

/** Spec workspace §9: page size 50, and the default sort syncedAt descending. */
export const storagePageSize = 50;
export const defaultStorageSort: StorageSort = { orderBy: 'syncedAt', orderDir: 'desc' };

/**
 * Spec workspace §4: clicking a sort column cycles ascending, descending, none; a new column starts
 * ascending. `null` is "none" (the server's default order).
 */
export function nextSort(current: StorageSort | null, field: StorageSortField): StorageSort | null {
  if (current?.orderBy !== field) return { orderBy: field, orderDir: 'asc' };
  return current.orderDir === 'asc' ? { orderBy: field, orderDir: 'desc' } : null;
}

/** Spec workspace §9: the pager shows a window of five page numbers around the current page. */
export function pageWindow(page: number, pageCount: number, size = 5): number[] {
  if (pageCount <= 0) return [];
  const start = Math.max(0, Math.min(page - Math.floor(size / 2), pageCount - size));
  return Array.from({ length: Math.min(size, pageCount) }, (_, index) => start + index);
}

/** Spec workspace §9: usage as a percentage with two decimals. */
export function usagePercent(used: number, limit: number): string {
  return limit <= 0 ? '100.00' : Math.min(100, (used / limit) * 100).toFixed(2);
}
