/** Where each row starts, plus the total height as the last entry. */
export function rowOffsets(heights: readonly number[]): number[] {
  const offsets = new Array<number>(heights.length + 1);
  offsets[0] = 0;
  for (let index = 0; index < heights.length; index += 1) {
    offsets[index + 1] = (offsets[index] ?? 0) + (heights[index] ?? 0);
  }
  return offsets;
}

/** The first row whose bottom edge is below `position` (binary search over the offsets). */
function rowAt(offsets: readonly number[], position: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((offsets[middle + 1] ?? 0) <= position) low = middle + 1;
    else high = middle;
  }
  return Math.max(0, low);
}

/**
 * The rows to draw for a scroll position: those in the viewport plus `overscan` on each side, as a
 * half-open range [start, end). Drawing only these keeps 10,000 chats as cheap as 20.
 */
export function visibleRange(
  offsets: readonly number[],
  options: { scrollTop: number; viewportHeight: number; overscan: number },
): { start: number; end: number } {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const first = rowAt(offsets, options.scrollTop);
  const last = rowAt(offsets, options.scrollTop + Math.max(options.viewportHeight, 1) - 1);
  return {
    start: Math.max(0, first - options.overscan),
    end: Math.min(count, last + 1 + options.overscan),
  };
}

/** The scroll position that brings a row fully into view, or undefined when it already is. */
export function scrollTopToReveal(
  offsets: readonly number[],
  index: number,
  options: { scrollTop: number; viewportHeight: number },
): number | undefined {
  const top = offsets[index];
  const bottom = offsets[index + 1];
  if (top === undefined || bottom === undefined) return undefined;
  if (top < options.scrollTop) return top;
  if (bottom > options.scrollTop + options.viewportHeight) return bottom - options.viewportHeight;
  return undefined;
}
