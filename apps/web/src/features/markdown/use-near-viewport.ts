import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface NearViewportOptions {
  /** How far outside the viewport, in viewport heights, an element counts as about to be seen. */
  lookAheadScreens?: number;
  /**
   * Decide before the first paint whether the element is already near (one layout read), instead of
   * waiting for the observer's first callback a frame later. For content whose stand-in would
   * otherwise flash for a frame.
   */
  measureOnMount?: boolean;
}

function isNear(element: Element, lookAheadScreens: number): boolean {
  const rect = element.getBoundingClientRect();
  const reach = window.innerHeight * lookAheadScreens;
  return rect.bottom >= -reach && rect.top <= window.innerHeight + reach;
}

/**
 * True once the element has come near the viewport, and from then on. Heavy work far down a
 * 100,000-token answer (drawing its blocks, highlighting code) waits until someone scrolls towards it.
 */
export function useNearViewport<Element extends HTMLElement>({
  lookAheadScreens = 1,
  measureOnMount = false,
}: NearViewportOptions = {}): [RefObject<Element | null>, boolean] {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useLayoutEffect(() => {
    const element = ref.current;
    if (!measureOnMount || !element) return;
    if (isNear(element, lookAheadScreens)) setNear(true);
    // Both options are fixed per caller, so this runs at mount only; later moves reach the observer.
  }, [measureOnMount, lookAheadScreens]);

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
  }, [near, lookAheadScreens]);
  return [ref, near];
}
