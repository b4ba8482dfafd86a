import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useStableCallback } from './use-stable-callback.ts';

describe('useStableCallback', () => {
  it('keeps one identity across renders and calls the latest callback', () => {
    const { result, rerender } = renderHook(({ word }: { word: string }) => useStableCallback(() => word), {
      initialProps: { word: 'first' },
    });
    const first = result.current;
    expect(first()).toBe('first');
    rerender({ word: 'second' });
    expect(result.current).toBe(first);
    expect(first()).toBe('second');
  });
});
