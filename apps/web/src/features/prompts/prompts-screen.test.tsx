import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  organisationPromptUsesSchema,
  parseHostConfig,
  type HostConfig,
  type StoragePort,
} from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { peekComposerDraft, clearComposerDraft } from '../chat/composer-draft.ts';
import { PromptsScreen } from './prompts-screen.tsx';

function renderScreen(hostConfig: HostConfig, storage: StoragePort = createMemoryStorage()) {
  render(
    <HostConfigProvider config={hostConfig}>
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">
          <PromptsScreen />
        </IntlRoot>
      </StorageProvider>
    </HostConfigProvider>,
  );
  return storage;
}

describe('PromptsScreen', () => {
  afterEach(() => {
    cleanup();
    clearComposerDraft();
  });

  it('fills the built-in prompts once on a host that does not manage the workspace', async () => {
    const storage = renderScreen(parseHostConfig({}));
    await screen.findByRole('article', { name: 'Proofread and polish' });
    const count = (await storage.prompts.list()).length;
    expect(count).toBeGreaterThanOrEqual(30);
    expect((await storage.settings.get(settingKeys.defaultPromptsFilled))?.value).toBe(true);

    await storage.prompts.delete('pr-default-proofread');
    cleanup();
    renderScreen(parseHostConfig({}), storage);
    await screen.findByRole('article', { name: 'Summarise in five bullets' });
    expect(screen.queryByRole('article', { name: 'Proofread and polish' })).toBeNull();
    expect(await storage.prompts.list()).toHaveLength(count - 1);
  });

  it('shows organisation prompts read-only on a managed host, skipping bad entries', async () => {
    const storage = renderScreen(
      parseHostConfig({
        managed: true,
        systemPrompts: [
          {
            id: 'org-style',
            title: 'House style',
            prompt: 'Follow the house style.',
            tags: [{ id: 't', name: 'Team' }],
          },
          { id: 'org-empty', title: 'Not written yet', prompt: '' },
          { title: 'No id', prompt: 'x' },
          42,
        ],
      }),
    );
    const card = await screen.findByRole('article', { name: 'House style' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(await storage.prompts.list()).toEqual([]);
    expect(within(card).getByText('Organisation')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Duplicate' })).toBeNull();
    const useEmpty = within(screen.getByRole('article', { name: 'Not written yet' })).getByRole('button', {
      name: 'Use',
    });
    expect(useEmpty).toHaveProperty('disabled', true);

    fireEvent.click(within(card).getByRole('button', { name: 'Favourite' }));
    await waitFor(() => {
      expect(within(card).getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Use' }));
    expect(peekComposerDraft()).toBe('Follow the house style.');
    await waitFor(async () => {
      const stored = await storage.settings.get(settingKeys.organisationPromptUses);
      const uses = organisationPromptUsesSchema.parse(stored?.value);
      expect(typeof uses['org-style']?.favoritedAt).toBe('number');
      expect(typeof uses['org-style']?.lastUsedAt).toBe('number');
    });
  });

  it('shows the empty library on a managed host without prompts', async () => {
    renderScreen(parseHostConfig({ managed: true }));
    const empty = await screen.findByRole('region', { name: 'No prompts yet' });
    expect(within(empty).getByRole('button', { name: 'Add prompt' })).toBeTruthy();
  });
});
