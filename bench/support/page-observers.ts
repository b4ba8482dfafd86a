// What the markdown bench reads inside the page: long tasks, long animation frames and the time from
// each key to the end of the frame that draws it, recorded from the page's start.

// Every page-side snippet is a string: tsx's __name helper does not exist inside the page.
export const installObservers = `(() => {
  const record = { longTasks: [], animationFrames: [], keyToFrame: [] };
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
  // When the answer became fully rendered (the DOM change itself, not a poll): the harness says done
  // and the markdown says complete.
  record.renderedAt = null;
  new MutationObserver(() => {
    if (record.renderedAt !== null) return;
    if (document.querySelector('[role="status"][data-status="done"]') && document.querySelector('.markdown[data-rendered="complete"]')) {
      record.renderedAt = performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-status', 'data-rendered'] });
  // When the answer's first text was drawn: the first DOM change that puts text in the answer, then
  // the task after the animation frame that follows it (as for keys below).
  record.firstTextAt = null;
  let firstTextSeen = false;
  new MutationObserver(() => {
    if (firstTextSeen) return;
    const answer = document.querySelector('.markdown');
    if (!answer || (answer.textContent ?? '').trim() === '') return;
    firstTextSeen = true;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { record.firstTextAt = performance.now(); };
      channel.port2.postMessage(null);
    });
  }).observe(document, { subtree: true, childList: true, characterData: true });
  // Not Event Timing: in headless Chromium a key typed into a textarea gets no presentation of its
  // own, so its "duration" ran to the page's next DOM change (the stream's next redraw). Here a key
  // counts until the task after the first animation frame that follows it, when that frame's style,
  // layout and paint are done on the main thread.
  addEventListener('keydown', (event) => {
    const typedAt = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => record.keyToFrame.push(performance.now() - typedAt);
      channel.port2.postMessage(null);
    });
  }, true);
})()`;

export const readObservations = `(() => {
  const record = window.__markdownBench;
  const streamEnd = performance.getEntriesByName('markdown-harness:stream-end')[0];
  const request = performance.getEntriesByName('markdown-harness:request')[0];
  const firstDelta = performance.getEntriesByName('markdown-harness:first-delta')[0];
  const fromRequest = (entries) =>
    entries.filter((entry) => request !== undefined && entry.start >= request.startTime).map((entry) => entry.duration);
  return {
    longTasks: record.longTasks.map((entry) => entry.duration),
    animationFrames: record.animationFrames.map((entry) => entry.duration),
    longTasksFromRequest: fromRequest(record.longTasks),
    animationFramesFromRequest: fromRequest(record.animationFrames),
    keyToFrame: record.keyToFrame,
    streamEndMs: streamEnd ? streamEnd.startTime : NaN,
    requestMs: request ? request.startTime : NaN,
    firstDeltaMs: firstDelta ? firstDelta.startTime : NaN,
    renderedMs: record.renderedAt ?? NaN,
    firstTextMs: record.firstTextAt ?? NaN,
    now: performance.now(),
  };
})()`;

export interface Observations {
  longTasks: number[];
  animationFrames: number[];
  /** Those that began once the harness had asked for the answer: the stream's, not the page load's. */
  longTasksFromRequest: number[];
  animationFramesFromRequest: number[];
  keyToFrame: number[];
  /** Page times (from navigation start): the stream's end, the harness's request, fully rendered. */
  streamEndMs: number;
  requestMs: number;
  /** When the page had read the answer's first text from the stream (the provider's latency is before it). */
  firstDeltaMs: number;
  renderedMs: number;
  /** When the answer's first text was drawn (the frame after the DOM change that put it there). */
  firstTextMs: number;
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
  record.keyToFrame.length = 0;
})()`;
