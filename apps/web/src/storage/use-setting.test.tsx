import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import * as z from 'zod/mini';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { StorageProvider } from './app-storage.tsx';
import { settingKeys } from './setting-keys.ts';
import { useSetting } from './use-setting.ts';

afterEach(cleanup);

const booleanSchema = z.boolean();

/** A store whose first settings read waits until the test lets it answer. */
function storageWithHeldFirstRead(): { storage: StoragePort; release: () => void } {
  const inner = createMemoryStorage();
  let release: () => void = () => undefined;
  const held = new Promise<undefined>((resolve) => {
    release = () => {
      resolve(undefined);
    };
  });
  let first = true;
  const settings = {
    ...inner.settings,
    get: async (key: string) => {
      if (first) {
        first = false;
        const answer = await inner.settings.get(key);
        await held;
        return answer;
      }
      return inner.settings.get(key);
    },
  };
  return {
    storage: { ...inner, settings },
    release: () => {
      release();
    },
  };
}

describe('useSetting', () => {
  it('keeps a value saved before the first read answered', async () => {
    const { storage, release } = storageWithHeldFirstRead();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorageProvider storage={storage}>{children}</StorageProvider>
    );
    const { result } = renderHook(() => useSetting(settingKeys.streaming, booleanSchema, true), { wrapper });
    await act(() => result.current.save(false));
    expect(result.current.value).toBe(false);
    // The first read answers now, with the value from before the save: it must not show.
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current).toMatchObject({ value: false, loaded: true });
  });
});
