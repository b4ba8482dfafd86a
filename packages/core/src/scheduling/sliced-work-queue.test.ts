import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSlicedWorkQueue } from './sliced-work-queue.ts';

function busyFor(milliseconds: number): void {
  const until = performance.now() + milliseconds;
  while (performance.now() < until) {
    // Stands in for a formula or a code block that takes this long to render.
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createSlicedWorkQueue', () => {
  it('runs the jobs in order after the caller, not inside it', async () => {
    const queue = createSlicedWorkQueue();
    const ran: string[] = [];
    queue.add(() => ran.push('a'));
    queue.add(() => ran.push('b'));
    ran.push('caller');
    await settle();
    expect(ran).toEqual(['caller', 'a', 'b']);
  });

  it('gives the event loop a turn once a slice has used its budget', async () => {
    const queue = createSlicedWorkQueue();
    const ran: string[] = [];
    for (const name of ['slow 1', 'slow 2', 'slow 3']) {
      queue.add(() => {
        busyFor(10);
        ran.push(name);
      });
    }
    setTimeout(() => ran.push('timer'), 0);
    await settle();
    // Each 10 ms job fills a slice, so the timer queued before them runs between the first two.
    expect(ran).toEqual(['slow 1', 'timer', 'slow 2', 'slow 3']);
  });

  it('keeps going after a job throws, and reports the error', async () => {
    const reported: unknown[] = [];
    const realQueueMicrotask = globalThis.queueMicrotask.bind(globalThis);
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) => {
      realQueueMicrotask(() => {
        try {
          callback();
        } catch (error) {
          reported.push(error);
        }
      });
    });
    const queue = createSlicedWorkQueue();
    const ran: string[] = [];
    queue.add(() => {
      throw new Error('broken formula');
    });
    queue.add(() => ran.push('next'));
    await settle();
    expect(ran).toEqual(['next']);
    expect(reported).toEqual([new Error('broken formula')]);
  });

  it('starts again for jobs added after it ran dry', async () => {
    const queue = createSlicedWorkQueue();
    const ran: string[] = [];
    queue.add(() => ran.push('first'));
    await settle();
    queue.add(() => ran.push('later'));
    await settle();
    expect(ran).toEqual(['first', 'later']);
  });
});
