// What the markdown bench reads inside the page: long tasks, long animation frames and slow input
// events (Event Timing), recorded from the page's start.

// Every page-side snippet is a string: tsx's __name helper does not exist inside the page.
export const installObservers = `(() => {
  const record = { longTasks: [], animationFrames: [], events: [] };
  window.__markdownBench = record;
  const observe = (type, into, options) => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) into.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
      }).observe({ type, buffered: true, ...options });
    } catch (error) {}
  };
  observe('longtask', record.longTasks, {});
  observe('long-animation-frame', record.animationFrames, {});
  observe('event', record.events, { durationThreshold: 16 });
})()`;

export const readObservations = `(() => {
  const record = window.__markdownBench;
  const streamEnd = performance.getEntriesByName('markdown-harness:stream-end')[0];
  return {
    longTasks: record.longTasks.map((entry) => entry.duration),
    animationFrames: record.animationFrames.map((entry) => entry.duration),
    keyEvents: record.events
      .filter((entry) => entry.name === 'keydown' || entry.name === 'keypress' || entry.name === 'input')
      .map((entry) => entry.duration),
    streamEndMs: streamEnd ? streamEnd.startTime : NaN,
    now: performance.now(),
  };
})()`;

export interface Observations {
  longTasks: number[];
  animationFrames: number[];
  keyEvents: number[];
  streamEndMs: number;
  now: number;
}

export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

/** Forgets what was recorded so far, so the next phase is measured alone. */
export const clearObservations = `(() => {
  const record = window.__markdownBench;
  record.longTasks.length = 0;
  record.animationFrames.length = 0;
  record.events.length = 0;
})()`;
