import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far outside the viewport a block counts as about to be seen. */
const lookAheadMargin = '800px 0px';

/**
 * True once the element has come near the viewport, and from then on. Heavy work for blocks far down
 * a 100,000-token answer (syntax highlighting) waits until someone scrolls towards them.
 */
export function useNearViewport<Element extends HTMLElement>(): [RefObject<Element | null>, boolean] {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: lookAheadMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near]);
  return [ref, near];
}
