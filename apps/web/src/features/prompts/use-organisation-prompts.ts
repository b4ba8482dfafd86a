import { useCallback, useMemo } from 'react';
import {
  lookupOwn,
  organisationPromptUsesSchema,
  parseOrganisationPrompts,
  type OrganisationPromptUses,
} from '@confab/core';
import { useHostConfig } from '../../host/host-config.tsx';
import { useSetting } from '../../storage/use-setting.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import type { LibraryPrompt } from './library-prompt.ts';
import { organisationPromptEntries } from './organisation-prompt-audience.ts';
import { useCloudToken } from '../account/index.ts';

const noUses: OrganisationPromptUses = {};

export interface OrganisationPromptsState {
  prompts: LibraryPrompt[];
  toggleFavourite: (id: string) => Promise<void>;
  markUsed: (id: string) => Promise<void>;
}

/**
 * The organisation's prompts from the host config, read-only, with this member's own favourite and
 * last-use times, which live in a setting because the prompts themselves belong to the host.
 */
export function useOrganisationPrompts(): OrganisationPromptsState {
  const hostConfig = useHostConfig();
  const signedIn = useCloudToken() !== undefined;
  const systemPrompts = useMemo(
    () => organisationPromptEntries(hostConfig, signedIn),
    [hostConfig, signedIn],
  );
  const uses = useSetting(settingKeys.organisationPromptUses, organisationPromptUsesSchema, noUses);
  const parsed = useMemo(() => parseOrganisationPrompts(systemPrompts), [systemPrompts]);

  const prompts = useMemo(
    () =>
      parsed.map((prompt) => ({
        ...prompt,
        favoritedAt: lookupOwn(uses.value, prompt.id)?.favoritedAt ?? null,
        lastUsedAt: lookupOwn(uses.value, prompt.id)?.lastUsedAt ?? null,
        createdAt: 0,
        readOnly: true,
      })),
    [parsed, uses.value],
  );

  const { value: currentUses, save } = uses;
  const update = useCallback(
    async (
      id: string,
      change: (use: { favoritedAt: number | null; lastUsedAt: number | null }) => object,
    ) => {
      const current = lookupOwn(currentUses, id) ?? { favoritedAt: null, lastUsedAt: null };
      await save({ ...currentUses, [id]: { ...current, ...change(current) } });
    },
    [currentUses, save],
  );

  return {
    prompts,
    toggleFavourite: (id) =>
      update(id, (use) => ({ favoritedAt: use.favoritedAt === null ? Date.now() : null })),
    markUsed: (id) => update(id, () => ({ lastUsedAt: Date.now() })),
  };
}
