import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameWaitLimitMs, yieldToNextFrame } from './yield-to-event-loop.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToNextFrame', () => {
  it('resumes in a task after the next frame, not inside it', async () => {
    const order: string[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
      setTimeout(() => {
        order.push('frame');
        callback();
        order.push('frame done');
      }, 5);
      return 1;
    });
    await yieldToNextFrame();
    order.push('resumed');
    expect(order).toEqual(['frame', 'frame done', 'resumed']);
  });

  it('goes on without a frame when none comes (a hidden page draws none)', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestAnimationFrame', () => 1);
      let resumed = false;
      void yieldToNextFrame().then(() => {
        resumed = true;
      });
      await vi.advanceTimersByTimeAsync(frameWaitLimitMs - 1);
      expect(resumed).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(resumed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
