import { describe, expect, it } from 'vitest';
import { nextSort, pageWindow, usagePercent } from './storage-table-state.ts';

describe('storage table', () => {
  it('cycles a column ascending, descending, none; a new column starts ascending', () => {
    const ascending = nextSort(null, 'size');
    expect(ascending).toEqual({ orderBy: 'size', orderDir: 'asc' });
    const descending = nextSort(ascending, 'size');
    expect(descending).toEqual({ orderBy: 'size', orderDir: 'desc' });
    expect(nextSort(descending, 'size')).toBeNull();
    expect(nextSort(descending, 'name')).toEqual({ orderBy: 'name', orderDir: 'asc' });
  });

  it('shows five page numbers around the current page, clamped at both ends', () => {
    expect(pageWindow(0, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(1, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 0)).toEqual([]);
  });

  it('gives usage with two decimals', () => {
    expect(usagePercent(1, 3)).toBe('33.33');
    expect(usagePercent(0, Number.MAX_SAFE_INTEGER)).toBe('0.00');
  });
});
