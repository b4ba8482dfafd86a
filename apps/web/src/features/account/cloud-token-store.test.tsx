import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { cloudTokenStore, useCloudToken } from './cloud-token-store.ts';
import { tokenCookieName } from './token-cookie.ts';

afterEach(() => {
  cleanup();
  cloudTokenStore.clear();
});

describe('useCloudToken', () => {
  it('follows the store’s writes, and a cookie changed elsewhere once the window regains focus', () => {
    const { result } = renderHook(() => useCloudToken());
    expect(result.current).toBeUndefined();
    act(() => {
      cloudTokenStore.save('token-one');
    });
    expect(result.current).toBe('token-one');

    // Another tab signs in with another token: seen when this window is focused again.
    document.cookie = `${tokenCookieName}=token-two; Path=/`;
    expect(result.current).toBe('token-one');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(result.current).toBe('token-two');

    act(() => {
      cloudTokenStore.clear();
    });
    expect(result.current).toBeUndefined();
  });
});
