import { systemTimers, type Timers } from '../ports/index.ts';

/**
 * How often a streaming answer is redrawn. Every redraw costs the browser a whole frame of style,
 * layout and paint (about 4 ms on a two-core machine) on top of the render; drawn per token, a
 * 50 tokens/s answer kept the main thread busy over a third of the time. At this cadence text still
 * reads as flowing and the thread stays free for typing.
 */
export const streamRedrawIntervalMs = 40;

export interface ThrottledUpdate {
  /** Asks for an update: runs now when the last one is at least an interval old, else at its end. */
  request(): void;
  /** Runs a pending update now (the stream ended: its last words must not wait). */
  flush(): void;
  /** Drops a pending update. */
  cancel(): void;
}

export interface ThrottleOptions {
  /** A monotonic clock in milliseconds; `performance.now()` unless a test pins it. */
  now?: () => number;
  timers?: Timers;
}

/**
 * Throttles `update` to one run per `intervalMs`, leading and trailing: the first request after a
 * quiet interval runs at once (the first token shows without delay) and the last one is never lost.
 */
export function throttleUpdates(
  update: () => void,
  intervalMs: number,
  { now = () => performance.now(), timers = systemTimers }: ThrottleOptions = {},
): ThrottledUpdate {
  let lastRun = -Infinity;
  let cancelPending: (() => void) | undefined;
  const run = () => {
    cancelPending = undefined;
    lastRun = now();
    update();
  };
  return {
    request() {
      if (cancelPending !== undefined) return;
      const wait = lastRun + intervalMs - now();
      if (wait <= 0) run();
      else cancelPending = timers.schedule(run, wait);
    },
    flush() {
      if (cancelPending === undefined) return;
      cancelPending();
      run();
    },
    cancel() {
      cancelPending?.();
      cancelPending = undefined;
    },
  };
}
