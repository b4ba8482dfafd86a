import { useMemo } from 'react';
import {
  duplicatePrompt,
  promptFromDraft,
  type Prompt,
  type PromptDraft,
  type StoragePort,
} from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';
import { placeComposerDraft } from '../chat/index.ts';

const uuidSource = { uuid: () => crypto.randomUUID() };

/** Hands the text to the chat composer and shows the chat tab, where the person can edit and send it. */
export function openInComposer(text: string): void {
  placeComposerDraft(text);
  window.location.hash = 'chat';
}

function createActions(storage: StoragePort) {
  const readPrompt = async (id: string): Promise<Prompt> => {
    const prompt = await storage.prompts.get(id);
    if (!prompt) throw new Error(`Prompt ${id} is gone`);
    return prompt;
  };
  return {
    /** Saves a draft as a new prompt or over `existing`; answers the saved record. */
    save: async (draft: PromptDraft, existing?: Prompt): Promise<Prompt> => {
      const prompt = promptFromDraft(draft, { existing, uuidSource, now: Date.now() });
      await storage.prompts.put(prompt);
      return prompt;
    },
    toggleFavourite: async (id: string) => {
      const prompt = await readPrompt(id);
      const now = Date.now();
      await storage.prompts.put({
        ...prompt,
        favoritedAt: prompt.favoritedAt === null ? now : null,
        updatedAt: now,
        syncedAt: null,
      });
    },
    duplicate: async (id: string): Promise<Prompt> => {
      const copy = duplicatePrompt(await readPrompt(id), { uuidSource, now: Date.now() });
      await storage.prompts.put(copy);
      return copy;
    },
    /** Removes the prompt; the store records its id as deleted (a tombstone) in the same step. */
    remove: async (id: string) => {
      await storage.prompts.delete(id);
    },
    markUsed: async (id: string) => {
      const prompt = await readPrompt(id);
      const now = Date.now();
      await storage.prompts.put({ ...prompt, lastUsedAt: now, updatedAt: now, syncedAt: null });
    },
  };
}

export type PromptActions = ReturnType<typeof createActions>;

export function usePromptActions(): PromptActions {
  const storage = useStorage();
  return useMemo(() => createActions(storage), [storage]);
}
