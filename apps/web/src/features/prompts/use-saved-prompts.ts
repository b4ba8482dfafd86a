import { useEffect, useState } from 'react';
import type { Prompt } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';
import { useHostConfig } from '../../host/host-config.tsx';
import { fillDefaultPromptsOnce } from './fill-default-prompts.ts';

export interface SavedPromptsState {
  prompts: Prompt[];
  loaded: boolean;
}

/**
 * The user's saved prompts, re-read when this or another tab changes them. On a host that does not
 * manage the workspace, the built-in prompts are filled in first, so the empty state never flashes.
 */
export function useSavedPrompts(): SavedPromptsState {
  const storage = useStorage();
  const managed = useHostConfig().managed;
  const [state, setState] = useState<SavedPromptsState>({ prompts: [], loaded: false });

  useEffect(() => {
    let cancelled = false;
    const read = async () => {
      const prompts = await storage.prompts.list();
      if (!cancelled) setState({ prompts, loaded: true });
    };
    const start = async () => {
      if (!managed) {
        try {
          await fillDefaultPromptsOnce(storage, Date.now());
        } catch {
          // Without the defaults the library still works; the user's own prompts matter more.
        }
      }
      await read();
    };
    void start();
    const unsubscribe = storage.subscribe((change) => {
      if (change.table === 'prompts') void read();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [storage, managed]);

  return state;
}
