import { useCallback, useEffect, useRef, type RefObject, type UIEvent } from 'react';

/** How close to the bottom (px) counts as "following" a streaming answer. */
const followThresholdPixels = 80;

/**
 * Keeps the log pinned to its bottom while `followRef` is on: whenever a message (or the log) changes
 * size, whoever changed it (a streamed token, a part of a long answer drawn late, math or a diagram
 * arriving), and before the change is painted. Only the reader moving up turns following off;
 * coming back near the bottom turns it on again. Scroll anchoring moving the view down when content
 * above grows is not the reader, so it leaves following as it is.
 */
export function useFollowBottom(
  logRef: RefObject<HTMLDivElement | null>,
  followRef: RefObject<boolean>,
): (event: UIEvent<HTMLDivElement>) => void {
  const lastScrollTopRef = useRef(0);

  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const pin = () => {
      if (followRef.current) log.scrollTop = log.scrollHeight;
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
    return () => {
      resizes.disconnect();
      additions.disconnect();
    };
  }, [logRef, followRef]);

  return useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const log = event.currentTarget;
      const nearBottom = log.scrollHeight - log.scrollTop - log.clientHeight < followThresholdPixels;
      if (nearBottom) followRef.current = true;
      else if (log.scrollTop < lastScrollTopRef.current - 1) followRef.current = false;
      lastScrollTopRef.current = log.scrollTop;
    },
    [followRef],
  );
}
