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
