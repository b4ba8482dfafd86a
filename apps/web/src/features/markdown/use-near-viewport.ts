import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

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
  const rect = element.getBoundingClientRect();
  const reach = window.innerHeight * lookAheadScreens;
  return rect.bottom >= -reach && rect.top <= window.innerHeight + reach;
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
