import { useEffect, useRef } from 'react';
import { swipeOutcome, type TouchPoint } from './sidebar-swipe.ts';

export function useSidebarSwipe(sidebarOpen: boolean, setSidebarOpen: (open: boolean) => void): void {
  const openRef = useRef(sidebarOpen);
  useEffect(() => {
    openRef.current = sidebarOpen;
  }, [sidebarOpen]);

  useEffect(() => {
    let start: TouchPoint | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const outcome = swipeOutcome(start, { x: touch.clientX, y: touch.clientY }, openRef.current);
      start = null;
      if (outcome) setSidebarOpen(outcome === 'open');
    };
    window.addEventListener('touchstart', onTouchStart, { passive: true });
    window.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchend', onTouchEnd);
    };
  }, [setSidebarOpen]);
}
