import { useEffect, useState } from 'react';

/** Whole seconds left, counting down once a second from `seconds` to 0 after mount. */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      // From the clock, not by counting ticks: a throttled background tab still reaches zero on time.
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 250);
    return () => {
      window.clearInterval(timer);
    };
  }, [seconds]);
  return left;
}
