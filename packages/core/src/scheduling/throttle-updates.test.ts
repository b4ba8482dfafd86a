import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttleUpdates } from './throttle-updates.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('throttleUpdates', () => {
  it('runs the first request at once and folds the rest of an interval into one run at its end', () => {
    const update = vi.fn();
    const throttled = throttleUpdates(update, 80, { now: () => Date.now() });
    throttled.request();
    expect(update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20);
    throttled.request();
    vi.advanceTimersByTime(20);
    throttled.request();
    expect(update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(39);
    expect(update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('runs at once again after a quiet interval', () => {
    const update = vi.fn();
    const throttled = throttleUpdates(update, 80, { now: () => Date.now() });
    throttled.request();
    vi.advanceTimersByTime(200);
    throttled.request();
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('flush runs a pending update now and only once; cancel drops it', () => {
    const update = vi.fn();
    const throttled = throttleUpdates(update, 80, { now: () => Date.now() });
    throttled.request();
    throttled.request();
    throttled.flush();
    expect(update).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(200);
    expect(update).toHaveBeenCalledTimes(2);
    throttled.flush();
    expect(update).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(10);
    throttled.request();
    throttled.request();
    throttled.cancel();
    vi.advanceTimersByTime(200);
    expect(update).toHaveBeenCalledTimes(3);
  });
});
