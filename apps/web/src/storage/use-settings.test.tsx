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

  it('shares one read among every reader of the same keys, each with its own schema', async () => {
    const storage = createMemoryStorage();
    await storage.settings.set({ key: 'apiKeys.openai', value: 'sk-1', updatedAt: 1, syncedAt: null });
    let gets = 0;
    const counted = {
      ...storage,
      settings: {
        ...storage.settings,
        get: (key: string) => {
          gets += 1;
          return storage.settings.get(key);
        },
      },
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorageProvider storage={counted}>{children}</StorageProvider>
    );
    const { result } = renderHook(
      () => [useSettings(keys, textSchema, ''), useSettings(keys, z.enum(['sk-2', 'none']), 'none')] as const,
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current[0].loaded).toBe(true);
    });
    expect(result.current[0].values.get('apiKeys.openai')).toBe('sk-1');
    expect(result.current[1].values.get('apiKeys.openai')).toBe('none');
    expect(gets).toBe(keys.length);
    await act(() => result.current[1].save('apiKeys.openai', 'sk-2'));
    expect(result.current[0].values.get('apiKeys.openai')).toBe('sk-2');
    expect(result.current[1].values.get('apiKeys.openai')).toBe('sk-2');
  });
});
