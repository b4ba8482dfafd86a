import { describe, expect, it } from 'vitest';
import { yieldEvery } from './yield-to-browser.ts';

/** True once a task queued now has run: only a real hand-back to the event loop lets it. */
function queuedTask(): { ran: () => boolean } {
  let ran = false;
  setTimeout(() => {
    ran = true;
  }, 0);
  return { ran: () => ran };
}

describe('yieldEvery', () => {
  it('returns within the same task until the budget of work is spent, then lets queued tasks run', async () => {
    let clock = 0;
    const pause = yieldEvery(30, () => clock);
    const first = queuedTask();
    clock = 10;
    await pause();
    expect(first.ran()).toBe(false);
    clock = 40;
    await pause();
    expect(first.ran()).toBe(true);
    const second = queuedTask();
    clock = 50;
    await pause();
    expect(second.ran()).toBe(false);
  });
});
