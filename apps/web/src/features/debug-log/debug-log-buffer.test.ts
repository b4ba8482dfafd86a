import { describe, expect, it } from 'vitest';
import { DebugLogBuffer, debugLogCapacity, debugLogText, formatLogArguments } from './debug-log-buffer.ts';

describe('debug log buffer', () => {
  it('keeps the last entries in order once full', () => {
    const log = new DebugLogBuffer(3);
    for (const text of ['a', 'b', 'c', 'd', 'e']) log.add('log', text, 0);
    expect(log.entries().map((entry) => entry.text)).toEqual(['c', 'd', 'e']);
    expect(debugLogCapacity).toBe(1000);
  });

  it('gives the same snapshot until something changes, and tells listeners', () => {
    const log = new DebugLogBuffer(5);
    let calls = 0;
    log.subscribe(() => (calls += 1));
    log.add('warn', 'x', 0);
    const first = log.entries();
    expect(log.entries()).toBe(first);
    log.clear();
    expect(log.entries()).toEqual([]);
    expect(calls).toBe(2);
  });

  it('formats console arguments and cuts long ones', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(formatLogArguments(['n', 1, { a: 1 }, null, undefined])).toBe('n 1 {"a":1} null undefined');
    expect(formatLogArguments([cyclic])).toBe('[object Object]');
    expect(formatLogArguments(['x'.repeat(5000)])).toHaveLength(4001);
  });

  it('copies as one line per entry', () => {
    const log = new DebugLogBuffer(5);
    log.add('error', 'boom', Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(debugLogText(log.entries())).toBe('2026-01-02T03:04:05.000Z [error] boom');
  });
});
