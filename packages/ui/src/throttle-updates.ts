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

/**
 * Throttles `update` to one run per `intervalMs`, leading and trailing: the first request after a
 * quiet interval runs at once (the first token shows without delay) and the last one is never lost.
 */
export function throttleUpdates(
  update: () => void,
  intervalMs: number,
  now: () => number = () => performance.now(),
): ThrottledUpdate {
  let lastRun = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    lastRun = now();
    update();
  };
  return {
    request() {
      if (timer !== undefined) return;
      const wait = lastRun + intervalMs - now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    },
    flush() {
      if (timer === undefined) return;
      clearTimeout(timer);
      run();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
