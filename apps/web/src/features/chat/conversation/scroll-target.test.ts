import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { clearScrollTarget, requestScrollToMessage, useScrollTarget } from './scroll-target.ts';

describe('scroll target', () => {
  afterEach(cleanup);

  it('is seen by the conversation of its chat only, until that conversation clears it', () => {
    const kitchen = renderHook(() => useScrollTarget('kitchen'));
    const garden = renderHook(() => useScrollTarget('garden'));
    const target = { chatID: 'kitchen', messageUUID: 'm4' };
    act(() => {
      requestScrollToMessage(target);
    });
    expect(kitchen.result.current).toEqual(target);
    expect(garden.result.current).toBeUndefined();

    // Clearing an older target leaves a newer one in place.
    const newer = { chatID: 'kitchen', messageUUID: 'm9' };
    act(() => {
      requestScrollToMessage(newer);
      clearScrollTarget(target);
    });
    expect(kitchen.result.current).toEqual(newer);
    act(() => {
      clearScrollTarget(newer);
    });
    expect(kitchen.result.current).toBeUndefined();
  });
});
