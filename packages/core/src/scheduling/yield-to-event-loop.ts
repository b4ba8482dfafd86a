interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Lets the browser run input, rendering and timers before the caller goes on: `scheduler.yield()`
 * where it exists (the continuation keeps its priority), else a macrotask.
 */
export function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The longest wait for a frame: a hidden page draws none, and its caller must still go on (a
 * background tab's timers are slowed to about a second, which is fine for work nobody sees).
 */
export const frameWaitLimitMs = 100;

type RequestFrame = (callback: () => void) => number;

/**
 * Resumes after the browser has drawn its next frame: a task posted from the frame's
 * `requestAnimationFrame` runs once that frame's style, layout and paint are done. Unlike
 * `yieldToEventLoop`, whose continuation runs ahead of the frame (and of React's render task), what
 * the caller has put on screen so far is drawn before it goes on. Where there are no frames (Node,
 * a worker) it is `yieldToEventLoop`.
 */
export function yieldToNextFrame(): Promise<void> {
  const requestFrame = (globalThis as { requestAnimationFrame?: RequestFrame }).requestAnimationFrame;
  if (typeof requestFrame !== 'function') return yieldToEventLoop();
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, frameWaitLimitMs);
    requestFrame(() => {
      clearTimeout(limit);
      setTimeout(resolve, 0);
    });
  });
}
