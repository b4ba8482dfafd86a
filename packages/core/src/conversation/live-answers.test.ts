import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { streamRedrawIntervalMs } from '../scheduling/index.ts';
import { LiveAnswers } from './live-answers.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveAnswers', () => {
  it('tells the screen about tokens at the redraw cadence, and about a start or an end at once', () => {
    const live = new LiveAnswers();
    const listener = vi.fn();
    live.subscribe(listener);
    live.start('m1');
    expect(listener).toHaveBeenCalledTimes(1);

    live.append('m1', { text: 'a' });
    expect(listener).toHaveBeenCalledTimes(2);
    for (const token of ['b', 'c', 'd']) live.append('m1', { text: token });
    expect(listener).toHaveBeenCalledTimes(2);
    // The copy is current even before the screen is told.
    expect(live.get('m1')?.content).toBe('abcd');
    vi.advanceTimersByTime(streamRedrawIntervalMs);
    expect(listener).toHaveBeenCalledTimes(3);

    live.append('m1', { text: 'e' });
    live.finish('m1', { storedAt: 1 });
    expect(listener).toHaveBeenCalledTimes(4);
    expect(live.get('m1')).toMatchObject({ content: 'abcde', running: false });
    // The pending token update was folded into the end's.
    vi.advanceTimersByTime(streamRedrawIntervalMs);
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
