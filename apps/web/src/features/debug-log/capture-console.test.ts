import { afterEach, describe, expect, it, vi } from 'vitest';
import { debugLog, debugModeOn, endDebugMode, startDebugLogCapture } from './capture-console.ts';

describe('debug log capture', () => {
  afterEach(() => {
    endDebugMode();
    vi.restoreAllMocks();
  });

  it('stays off without debug=true', () => {
    expect(startDebugLogCapture(new URLSearchParams('?debug=false'))).toBe(false);
    expect(debugModeOn(new URLSearchParams(''))).toBe(false);
  });

  it('copies console output from start, keeps the mode for the tab, and stops when turned off', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(startDebugLogCapture(new URLSearchParams('?debug=true'))).toBe(true);
    console.warn('disk nearly full', { used: 9 });
    expect(debugLog.entries().map((entry) => [entry.level, entry.text])).toEqual([
      ['warn', 'disk nearly full {"used":9}'],
    ]);
    // The address loses debug=true after the first load; the tab remembers it.
    expect(debugModeOn(new URLSearchParams(''))).toBe(true);
    endDebugMode();
    console.warn('after');
    expect(debugLog.entries()).toEqual([]);
    expect(debugModeOn(new URLSearchParams(''))).toBe(false);
  });
});
