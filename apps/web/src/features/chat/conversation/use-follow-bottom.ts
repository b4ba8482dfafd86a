import { useCallback, useEffect, useRef, type RefObject, type UIEvent } from 'react';
import { followsEndAttribute } from '@confab/ui';

/** How close to the bottom (px) counts as "following" a streaming answer. */
const followThresholdPixels = 80;

/** How long after a wheel, touch, key or pointer press a scroll counts as the reader's own. */
const readerScrollWindowMs = 1_000;

const readerInputEvents = ['wheel', 'touchstart', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * While following, scroll anchoring is off (it could move the view away from the end), and the log
 * says so to the long answers' sections, which decide what to draw by where the view will be.
 */
function showFollowing(log: HTMLElement, following: boolean): void {
  const value = String(following);
  if (log.getAttribute(followsEndAttribute) === value) return;
  log.style.overflowAnchor = following ? 'none' : '';
  log.setAttribute(followsEndAttribute, value);
}

/**
 * Keeps the log pinned to its bottom while `followRef` is on: whenever a message (or the log) changes
 * size, whoever changed it (a streamed token, a part of a long answer drawn late, math or a diagram
 * arriving), and before the change is painted. Only the reader scrolling up (wheel, touch, keys, the
 * scrollbar) turns following off; coming back near the bottom turns it on again. A scroll the page
 * makes by itself (content above shrinking, scroll anchoring) never stops following, and while
 * following, scroll anchoring is off so it cannot move the view away from the end.
 */
export function useFollowBottom(
  logRef: RefObject<HTMLDivElement | null>,
  followRef: RefObject<boolean>,
): (event: UIEvent<HTMLDivElement>) => void {
  const lastScrollTopRef = useRef(0);
  const readerInputAtRef = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    // Runs after the frame's layout, so reading the height is free, but only before any write: written
    // first (a style, an attribute), the read laid the page out again inside the frame (13 ms per
    // 100,000-token answer's first text in a profile). Unchanged values are not written at all.
    const pin = () => {
      const following = followRef.current;
      const end = following ? log.scrollHeight : 0;
      showFollowing(log, following);
      if (following) log.scrollTop = end;
    };
    const resizes = new ResizeObserver(pin);
    const observeAll = () => {
      resizes.observe(log);
      // Observing an element twice is a no-op, so every added message is simply observed too.
      for (const child of log.children) resizes.observe(child);
    };
    observeAll();
    const additions = new MutationObserver(observeAll);
    additions.observe(log, { childList: true });
    const noteReaderInput = () => {
      readerInputAtRef.current = performance.now();
    };
    for (const type of readerInputEvents) log.addEventListener(type, noteReaderInput, { passive: true });
    return () => {
      resizes.disconnect();
      additions.disconnect();
      for (const type of readerInputEvents) log.removeEventListener(type, noteReaderInput);
    };
  }, [logRef, followRef]);

  return useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const log = event.currentTarget;
      const nearBottom = log.scrollHeight - log.scrollTop - log.clientHeight < followThresholdPixels;
      const movedUp = log.scrollTop < lastScrollTopRef.current - 1;
      const byReader = performance.now() - readerInputAtRef.current < readerScrollWindowMs;
      if (nearBottom) followRef.current = true;
      else if (movedUp && byReader) followRef.current = false;
      showFollowing(log, followRef.current);
      lastScrollTopRef.current = log.scrollTop;
    },
    [followRef],
  );
}
