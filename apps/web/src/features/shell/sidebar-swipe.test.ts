import { describe, expect, it } from 'vitest';
import { swipeOutcome } from './sidebar-swipe.ts';

describe('sidebar swipes', () => {
  it('opens on a swipe right over 40 px that starts within 50 px of the left edge', () => {
    expect(swipeOutcome({ x: 50, y: 300 }, { x: 91, y: 300 }, false)).toBe('open');
    expect(swipeOutcome({ x: 50, y: 300 }, { x: 90, y: 300 }, false)).toBeNull();
    expect(swipeOutcome({ x: 51, y: 300 }, { x: 200, y: 300 }, false)).toBeNull();
  });

  it('closes on a swipe left over 100 px', () => {
    expect(swipeOutcome({ x: 300, y: 300 }, { x: 199, y: 300 }, true)).toBe('close');
    expect(swipeOutcome({ x: 300, y: 300 }, { x: 200, y: 300 }, true)).toBeNull();
  });

  it('ignores mostly vertical gestures and swipes that change nothing', () => {
    expect(swipeOutcome({ x: 10, y: 100 }, { x: 60, y: 400 }, false)).toBeNull();
    expect(swipeOutcome({ x: 10, y: 300 }, { x: 200, y: 300 }, true)).toBeNull();
    expect(swipeOutcome({ x: 300, y: 300 }, { x: 100, y: 300 }, false)).toBeNull();
  });
});
