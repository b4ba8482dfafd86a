/** Timers as a port, so a use-case that waits (a redraw cadence, a lifetime) is driven by tests, not the wall. */
export interface Timers {
  /** Runs `callback` once after `milliseconds`; the returned function cancels it if it has not run. */
  schedule(callback: () => void, milliseconds: number): () => void;
}

export const systemTimers: Timers = {
  schedule(callback, milliseconds) {
    const handle = setTimeout(callback, milliseconds);
    return () => {
      clearTimeout(handle);
    };
  },
};
