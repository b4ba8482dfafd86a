import { describe, expect, it } from 'vitest';
import { rowOffsets, scrollTopToReveal, visibleRange } from './visible-range.ts';

const offsets = rowOffsets(Array.from({ length: 10_000 }, (_, index) => (index % 10 === 0 ? 40 : 50)));

describe('visibleRange', () => {
  it('sums row heights into offsets', () => {
    expect(rowOffsets([10, 20, 30])).toEqual([0, 10, 30, 60]);
  });

  it('draws the rows in view plus the overscan', () => {
    expect(visibleRange(offsets, { scrollTop: 0, viewportHeight: 200, overscan: 2 })).toEqual({
      start: 0,
      end: 7,
    });
    // Row 100 starts at 100 * 50 - 10 * 10 = 4900.
    expect(visibleRange(offsets, { scrollTop: 4900, viewportHeight: 100, overscan: 0 })).toEqual({
      start: 100,
      end: 103,
    });
  });

  it('stops at the ends of the list', () => {
    const total = offsets.at(-1) ?? 0;
    expect(visibleRange(offsets, { scrollTop: total - 100, viewportHeight: 100, overscan: 5 }).end).toBe(
      10_000,
    );
    expect(visibleRange(rowOffsets([]), { scrollTop: 0, viewportHeight: 100, overscan: 5 })).toEqual({
      start: 0,
      end: 0,
    });
  });
});

describe('scrollTopToReveal', () => {
  it('scrolls up or down just enough, or not at all', () => {
    const small = rowOffsets([50, 50, 50, 50]);
    expect(scrollTopToReveal(small, 0, { scrollTop: 60, viewportHeight: 100 })).toBe(0);
    expect(scrollTopToReveal(small, 3, { scrollTop: 0, viewportHeight: 100 })).toBe(100);
    expect(scrollTopToReveal(small, 1, { scrollTop: 0, viewportHeight: 100 })).toBeUndefined();
  });
});
