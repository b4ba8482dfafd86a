import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryStorage } from '@confab/storage-browser';
import { keyVaultStore } from '../key-vault/index.ts';
import { ModelsTestRoot, saveSetting } from './test-harness.tsx';
import { useConnectionSettings } from './use-connection-settings.ts';

const lockedKey = 'encrypted-v1.600000.c2FsdA.aXY.Y2lwaGVy.1234';

describe('useConnectionSettings with locked keys', () => {
  afterEach(() => {
    cleanup();
    // The vault store is one per tab (a module): leave it locked for the next test file.
    keyVaultStore.reset();
  });

  it('never hands on a locked key: it counts as locked until this tab unlocks it', async () => {
    const storage = createMemoryStorage();
    await saveSetting(storage, 'apiKeys.openai', lockedKey);
    await saveSetting(storage, 'apiKeys.gemini', 'AIza-plain');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ModelsTestRoot storage={storage}>{children}</ModelsTestRoot>
    );
    const { result } = renderHook(() => useConnectionSettings(), { wrapper });
    await waitFor(() => {
      expect(result.current.loaded).toBe(true);
    });
    expect(result.current.settings.apiKeys.openai).toBeUndefined();
    expect(result.current.settings.apiKeys.gemini).toBe('AIza-plain');
    expect([...result.current.lockedStyles]).toEqual(['openai']);

    act(() => {
      keyVaultStore.setState({ opened: new Map([[lockedKey, 'sk-unlocked-1234']]) });
    });
    expect(result.current.settings.apiKeys.openai).toBe('sk-unlocked-1234');
    expect(result.current.lockedStyles.size).toBe(0);
  });
});
