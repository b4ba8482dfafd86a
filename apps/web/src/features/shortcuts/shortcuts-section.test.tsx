import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryStorage } from '@confab/storage-browser';
import type { StoragePort } from '@confab/core';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { ShortcutsSection } from './shortcuts-section.tsx';

function renderSection(storage: StoragePort) {
  render(
    <IntlRoot locale="en">
      <StorageProvider storage={storage}>
        <ShortcutsSection />
      </StorageProvider>
    </IntlRoot>,
  );
}

async function startChanging(action: string) {
  const button = await screen.findByRole('button', { name: `Change the shortcut for ${action}` });
  await expect.poll(() => (button as HTMLButtonElement).disabled).toBe(false);
  fireEvent.click(button);
  return button;
}

describe('ShortcutsSection', () => {
  afterEach(cleanup);

  it('stores a new letter pressed for an action, as a synced setting', async () => {
    const storage = createMemoryStorage();
    renderSection(storage);
    const button = await startChanging('Regenerate the last answer');
    fireEvent.keyDown(button, { key: 'g', code: 'KeyG' });
    expect(await screen.findByText(/Regenerate the last answer: Ctrl\+Alt\+G/)).toBeTruthy();
    await expect
      .poll(async () => (await storage.settings.get(settingKeys.keyboardShortcuts))?.value)
      .toMatchObject({ regenerate: 'G', search: 'K' });
    expect((await storage.settings.get(settingKeys.keyboardShortcuts))?.syncedAt).toBeNull();
  });

  it('refuses a letter another action has, naming it, and keeps the old one', async () => {
    const storage = createMemoryStorage();
    renderSection(storage);
    const button = await startChanging('New chat');
    fireEvent.keyDown(button, { key: 'r', code: 'KeyR' });
    expect(
      await screen.findByText(/Ctrl\+Alt\+R is already used by "Regenerate the last answer"/),
    ).toBeTruthy();
    expect(await storage.settings.get(settingKeys.keyboardShortcuts)).toBeUndefined();
    fireEvent.keyDown(button, { key: 'Escape', code: 'Escape' });
    expect(await screen.findByRole('button', { name: 'Change the shortcut for New chat' })).toBeTruthy();
  });

  it('removes one and resets all to the defaults', async () => {
    const storage = createMemoryStorage();
    renderSection(storage);
    const remove = await screen.findByRole('button', { name: 'Remove the shortcut for Search chats' });
    await expect.poll(() => (remove as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(remove);
    expect(await screen.findByText('Search chats: None')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    await expect
      .poll(async () => (await storage.settings.get(settingKeys.keyboardShortcuts))?.value)
      .toMatchObject({ search: 'K' });
  });
});
