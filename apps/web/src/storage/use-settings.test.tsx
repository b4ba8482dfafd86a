import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import * as z from 'zod/mini';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createMemoryStorage } from '@confab/storage-browser';
import { StorageProvider } from './app-storage.tsx';
import type { SettingKey } from './setting-keys.ts';
import { useSettings } from './use-settings.ts';

afterEach(cleanup);

const textSchema = z.string();
const keys: SettingKey[] = ['apiKeys.openai', 'apiKeys.gemini'];

function renderSettings() {
  const storage = createMemoryStorage();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StorageProvider storage={storage}>{children}</StorageProvider>
  );
  // A new array every render, as callers mapping a registry pass it.
  const hook = renderHook(() => useSettings([...keys], textSchema, ''), { wrapper });
  return { storage, ...hook };
}

describe('useSettings', () => {
  it('reads every key, falling back for missing or invalid values', async () => {
    const { storage, result } = renderSettings();
    await waitFor(() => {
      expect(result.current.loaded).toBe(true);
    });
    expect([...result.current.values]).toEqual([
      ['apiKeys.openai', ''],
      ['apiKeys.gemini', ''],
    ]);
    await act(() => storage.settings.set({ key: 'apiKeys.gemini', value: 42, updatedAt: 1, syncedAt: null }));
    expect(result.current.values.get('apiKeys.gemini')).toBe('');
  });

  it('follows changes made elsewhere and shows its own saves at once', async () => {
    const { storage, result } = renderSettings();
    await waitFor(() => {
      expect(result.current.loaded).toBe(true);
    });
    await act(() =>
      storage.settings.set({ key: 'apiKeys.openai', value: 'sk-1', updatedAt: 1, syncedAt: null }),
    );
    await waitFor(() => {
      expect(result.current.values.get('apiKeys.openai')).toBe('sk-1');
    });
    await act(() => result.current.save('apiKeys.gemini', 'AIza'));
    expect(result.current.values.get('apiKeys.gemini')).toBe('AIza');
    expect((await storage.settings.get('apiKeys.gemini'))?.value).toBe('AIza');
  });

  it('keeps the same map when a re-read finds the same values', async () => {
    const { storage, result } = renderSettings();
    await waitFor(() => {
      expect(result.current.loaded).toBe(true);
    });
    const before = result.current.values;
    await act(async () => {
      await storage.settings.set({ key: 'apiKeys.openai', value: '', updatedAt: 2, syncedAt: null });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current.values).toBe(before);
  });
});
