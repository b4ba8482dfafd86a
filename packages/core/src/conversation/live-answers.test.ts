import { describe, expect, it, vi } from 'vitest';
import type { Timers } from '../ports/index.ts';
import { streamRedrawIntervalMs } from '../scheduling/index.ts';
import { LiveAnswers } from './live-answers.ts';

/** Time that moves only when the test says so, with the timers that wait on it. */
function manualTime() {
  let now = 0;
  let pending: { at: number; callback: () => void }[] = [];
  const timers: Timers = {
    schedule(callback, milliseconds) {
      const timer = { at: now + milliseconds, callback };
      pending.push(timer);
      return () => {
        pending = pending.filter((candidate) => candidate !== timer);
      };
    },
  };
  const advance = (milliseconds: number) => {
    now += milliseconds;
    const due = pending.filter((timer) => timer.at <= now);
    pending = pending.filter((timer) => timer.at > now);
    for (const timer of due) timer.callback();
  };
  return { timers, now: () => now, advance };
}

describe('LiveAnswers', () => {
  it('tells the screen about tokens at the redraw cadence, and about a start or an end at once', () => {
    const time = manualTime();
    const live = new LiveAnswers({ timers: time.timers, now: time.now });
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
    time.advance(streamRedrawIntervalMs);
    expect(listener).toHaveBeenCalledTimes(3);

    live.append('m1', { text: 'e' });
    live.finish('m1', { storedAt: 1 });
    expect(listener).toHaveBeenCalledTimes(4);
    expect(live.get('m1')).toMatchObject({ content: 'abcde', running: false });
    // The pending token update was folded into the end's.
    time.advance(streamRedrawIntervalMs);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('draws an ended answer final at once, and keeps it running until its last write is stored', () => {
    const time = manualTime();
    const live = new LiveAnswers({ timers: time.timers, now: time.now });
    const listener = vi.fn();
    live.subscribe(listener);
    live.start('m1');
    live.append('m1', { text: 'a' });
    live.append('m1', { text: 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
    live.end('m1', { error: 'Cut off' });
    // Told at once, not at the next redraw.
    expect(listener).toHaveBeenCalledTimes(3);
    expect(live.get('m1')).toMatchObject({ content: 'ab', arriving: false, running: true, error: 'Cut off' });
    live.finish('m1', { error: 'Cut off', storedAt: 1 });
    expect(live.get('m1')).toMatchObject({ arriving: false, running: false });
  });

  it('forgets a finished answer once the screen has had time to re-read the stored copy', () => {
    const time = manualTime();
    const live = new LiveAnswers({ timers: time.timers, now: time.now });
    live.start('m1');
    live.finish('m1', { storedAt: 1 });
    time.advance(9_999);
    expect(live.get('m1')).toBeDefined();
    time.advance(1);
    expect(live.get('m1')).toBeUndefined();
  });

  it('says whether any answer may still get text, for background work that waits for it', () => {
    const live = new LiveAnswers({ timers: manualTime().timers });
    expect(live.anyArriving()).toBe(false);
    live.start('a');
    live.start('b');
    expect(live.anyArriving()).toBe(true);
    live.end('a');
    expect(live.anyArriving()).toBe(true);
    live.end('b');
    expect(live.anyArriving()).toBe(false);
    live.finish('b', { storedAt: 1 });
    expect(live.anyArriving()).toBe(false);
  });

  it('counts an answer asked for as arriving from the send until it is released, once', () => {
    const live = new LiveAnswers({ timers: manualTime().timers });
    const told: boolean[] = [];
    live.subscribe(() => told.push(live.anyArriving()));
    const release = live.expect();
    expect(live.anyArriving()).toBe(true);
    live.start('a');
    live.end('a');
    expect(live.anyArriving()).toBe(true);
    release();
    release();
    expect(live.anyArriving()).toBe(false);
    expect(told).toEqual([true, true, true, false]);
  });
});
