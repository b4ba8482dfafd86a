import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { followsEndAttribute } from '@confab/ui';

/** How far outside the viewport, in viewport heights, an element counts as about to be seen. */
const lookAheadScreens = 1;

export interface NearViewportOptions {
  /**
   * Decide before the first paint whether the element is already near (one layout read), instead of
   * waiting for the observer's first callback a frame later. For content whose stand-in would
   * otherwise flash for a frame.
   */
  measureOnMount?: boolean;
  /** Near from the start (and so for good), without measuring or observing. */
  initiallyNear?: boolean;
}

function isNear(element: Element): boolean {
  const pinned = element.closest(`[${followsEndAttribute}="true"]`);
  if (pinned) return nearTheEnd(element, pinned);
  const rect = element.getBoundingClientRect();
  const reach = window.innerHeight * lookAheadScreens;
  return rect.bottom >= -reach && rect.top <= window.innerHeight + reach;
}

/**
 * Inside a scroll box that pins itself to its end (the chat log following an answer), the view will
 * be the box's last screen: it pins after this layout, so its scroll position still points where
 * the end was before the new text. Measured against that, an answer arriving at once drew its first
 * sections (near the old end) and showed its last ones, where the view goes, as source.
 */
function nearTheEnd(element: Element, box: Element): boolean {
  const rect = element.getBoundingClientRect();
  const top = rect.top - box.getBoundingClientRect().top - box.clientTop + box.scrollTop;
  const reach = box.clientHeight * lookAheadScreens;
  const viewTop = box.scrollHeight - box.clientHeight;
  return top + rect.height >= viewTop - reach && top <= box.scrollHeight + reach;
}

/**
 * True once the element has come near the viewport, and from then on. Heavy work far down a
 * 100,000-token answer (drawing its blocks, highlighting code) waits until someone scrolls towards it.
 */
export function useNearViewport<Element extends HTMLElement>({
  measureOnMount = false,
  initiallyNear = false,
}: NearViewportOptions = {}): [RefObject<Element | null>, boolean] {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(() => initiallyNear || typeof IntersectionObserver === 'undefined');

  useLayoutEffect(() => {
    const element = ref.current;
    if (!measureOnMount || initiallyNear || !element) return;
    if (isNear(element)) setNear(true);
    // In effect at mount only: the options are fixed per caller; later moves reach the observer.
  }, [measureOnMount, initiallyNear]);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const margin = `${lookAheadScreens * 100}% 0px`;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // scrollMargin widens the clip of scrolling ancestors too (the chat log), not only the viewport.
      { rootMargin: margin, scrollMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near]);
  return [ref, near];
}
