export interface TouchPoint {
  x: number;
  y: number;
}

/** Spec §9: a swipe right over 40 px that starts within 50 px of the left edge opens the sidebar. */
export const openSwipe = { edgePixels: 50, distancePixels: 40 } as const;
/** Spec §9: a swipe left over 100 px closes it. */
export const closeSwipe = { distancePixels: 100 } as const;

export function swipeOutcome(
  start: TouchPoint,
  end: TouchPoint,
  sidebarOpen: boolean,
): 'open' | 'close' | null {
  const horizontal = end.x - start.x;
  // A mostly vertical gesture is a scroll, never a sidebar swipe.
  if (Math.abs(horizontal) <= Math.abs(end.y - start.y)) return null;
  if (!sidebarOpen && start.x <= openSwipe.edgePixels && horizontal > openSwipe.distancePixels) return 'open';
  if (sidebarOpen && -horizontal > closeSwipe.distancePixels) return 'close';
  return null;
}
