import { readDocumentInWorker } from '../index.ts';
import { DocumentReadError } from '../document-read-error.ts';

/**
 * Test page (never shipped): reads the chosen file through the app's reader worker while watching
 * the page's own thread, so e2e and the bench can show that a long PDF does not block it. The
 * figures are written as JSON into the status element.
 */
const input = document.querySelector<HTMLInputElement>('#document-input');
const result = document.querySelector<HTMLElement>('#result');
const frameCounter = document.querySelector<HTMLOutputElement>('#frame-counter');

interface PageWatch {
  stop(): { longTasks: number[]; frames: number; longestFrameGap: number };
}

/** Long tasks (over 50 ms) on this thread, and the frames drawn with the longest gap between two. */
function watchThePage(): PageWatch {
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(Math.round(entry.duration));
  });
  observer.observe({ type: 'longtask' });
  let frames = 0;
  let longestFrameGap = 0;
  let previous = performance.now();
  let running = true;
  const frame = (now: number) => {
    if (!running) return;
    frames += 1;
    longestFrameGap = Math.max(longestFrameGap, now - previous);
    previous = now;
    if (frameCounter) frameCounter.value = String(frames);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return {
    stop: () => {
      running = false;
      observer.disconnect();
      return { longTasks, frames, longestFrameGap: Math.round(longestFrameGap) };
    },
  };
}

async function readChosenFile(file: File): Promise<void> {
  if (!result) return;
  result.dataset.state = 'reading';
  result.textContent = 'Reading…';
  const watch = watchThePage();
  const started = performance.now();
  try {
    const read = await readDocumentInWorker(file, { name: file.name, mimeType: file.type });
    const milliseconds = Math.round(performance.now() - started);
    const figures = watch.stop();
    result.textContent = JSON.stringify(
      {
        milliseconds,
        ...figures,
        pageCount: read.pageCount,
        noTextLayer: read.noTextLayer ?? false,
        blockCount: read.blocks.length,
        blocks: read.blocks.slice(0, 8),
        pagesWithText: [...new Set(read.blocks.map((block) => block.page))].length,
        phrases: read.blocks.filter((block) => block.text.includes('ledger')),
      },
      null,
      2,
    );
    result.dataset.state = 'done';
  } catch (error) {
    watch.stop();
    result.textContent = JSON.stringify({
      error: error instanceof DocumentReadError ? error.code : String(error),
      message: error instanceof Error ? error.message : '',
    });
    result.dataset.state = 'failed';
  }
}

input?.addEventListener('change', () => {
  const file = input.files?.[0];
  if (file) void readChosenFile(file);
});
