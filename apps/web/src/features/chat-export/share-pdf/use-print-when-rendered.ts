import { useEffect, useRef, type RefObject } from 'react';

function allMarkdownRendered(container: HTMLElement): boolean {
  return container.querySelector('.markdown:not([data-rendered="complete"])') === null;
}

/**
 * Opens the print dialog once, when every message's markdown has finished rendering (long messages
 * render in steps, and the renderer itself loads lazily), so the printout is never half drawn.
 */
export function usePrintWhenRendered(containerRef: RefObject<HTMLElement | null>, ready: boolean): void {
  const printedRef = useRef(false);
  useEffect(() => {
    const container = containerRef.current;
    if (!ready || !container || printedRef.current) return;
    let frame = 0;
    const printIfRendered = () => {
      if (printedRef.current || !allMarkdownRendered(container)) return;
      printedRef.current = true;
      observer.disconnect();
      // One frame later the browser has laid out what React just committed.
      frame = window.requestAnimationFrame(() => {
        window.print();
      });
    };
    const observer = new MutationObserver(printIfRendered);
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-rendered'],
    });
    printIfRendered();
    return () => {
      observer.disconnect();
      window.cancelAnimationFrame(frame);
    };
  }, [containerRef, ready]);
}
