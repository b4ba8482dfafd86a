/** How long a queue works before the browser gets a turn: half a frame at 60 Hz. */
const sliceBudgetMs = 8;

// A plain task, not scheduler.yield(): a continuation of scheduler.yield() runs ahead of the
// browser's frame, so a long queue would hold the next paint back for all its slices.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface SlicedWorkQueue {
  /** Runs `job` after the jobs already queued and after the caller's own synchronous code. */
  add(job: () => void): void;
}

/**
 * Work that arrives in a burst (every formula of an answer waiting for the KaTeX chunk, every code
 * block waiting for the highlighter) runs in slices of about 8 ms with a turn of the event loop
 * between them, instead of as one task as long as all of it.
 */
export function createSlicedWorkQueue(): SlicedWorkQueue {
  const jobs: Array<() => void> = [];
  let draining = false;

  async function drain(): Promise<void> {
    draining = true;
    try {
      let sliceStart = performance.now();
      while (jobs.length > 0) {
        if (performance.now() - sliceStart >= sliceBudgetMs) {
          await nextTask();
          sliceStart = performance.now();
        }
        const job = jobs.shift();
        try {
          job?.();
        } catch (error) {
          // One failing job must not stop the others; the error still reaches the global handler.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    } finally {
      draining = false;
    }
  }

  return {
    add(job) {
      jobs.push(job);
      if (!draining) {
        draining = true;
        // Started in a microtask so a caller adding many jobs in one turn hands them over at once.
        queueMicrotask(() => void drain());
      }
    },
  };
}
