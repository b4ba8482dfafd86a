import type { Prompt } from '@confab/core';
import { useHostConfig } from '../../host/host-config.tsx';
import { useLiveQuery } from '../../storage/use-live-query.ts';
import { fillDefaultPromptsOnce } from './fill-default-prompts.ts';

export interface SavedPromptsState {
  prompts: Prompt[];
  loaded: boolean;
}

const noPrompts: Prompt[] = [];

/**
 * The user's saved prompts, re-read when this or another tab changes them. On a host that does not
 * manage the workspace, the built-in prompts are filled in before the first read, so the empty state
 * never flashes.
 */
export function useSavedPrompts(): SavedPromptsState {
  const managed = useHostConfig().managed;
  const { value, loaded } = useLiveQuery(
    () => ({
      read: async (storage) => {
        // Once per store (the fill is remembered), so every read may wait for it.
        if (!managed) {
          try {
            await fillDefaultPromptsOnce(storage, Date.now());
          } catch {
            // Without the defaults the library still works; the user's own prompts matter more.
          }
        }
        return storage.prompts.list();
      },
      watches: (change) => change.table === 'prompts',
    }),
    [managed],
  );
  return { prompts: value ?? noPrompts, loaded };
}
