import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { Agent } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { useStoredAgents } from './use-stored-agents.ts';

afterEach(cleanup);

function agent(id: string, title: string): Agent {
  return {
    id,
    title,
    description: '',
    prompt: 'Answer briefly.',
    welcomeMessage: '',
    conversationStarters: [],
    model: '',
    categories: [],
    type: 'user',
    pinned: false,
    lastUsedAt: null,
    createdAt: 1,
    updatedAt: 1,
    syncedAt: null,
  };
}

describe('useStoredAgents', () => {
  it('lists agents by title and follows later changes', async () => {
    const storage = createMemoryStorage();
    await storage.agents.put(agent('a-2', 'Zebra'));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorageProvider storage={storage}>{children}</StorageProvider>
    );
    const { result } = renderHook(() => useStoredAgents(), { wrapper });
    await waitFor(() => {
      expect(result.current.map((stored) => stored.title)).toEqual(['Zebra']);
    });
    // It used to read once on mount: an agent added while the project dialog was open never showed.
    await act(() => storage.agents.put(agent('a-1', 'Aardvark')));
    await waitFor(() => {
      expect(result.current.map((stored) => stored.title)).toEqual(['Aardvark', 'Zebra']);
    });
  });
});
