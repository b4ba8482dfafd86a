import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createChatMeta, defaultHostConfig, type HostConfig, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { ShareChatDialog } from './share-chat-dialog.tsx';

const formats = ['Copy as text', 'Fine-tune JSON', 'HTML', 'Markdown', 'Print / save as PDF'];

async function storageWithChats(): Promise<StoragePort> {
  const storage = createMemoryStorage();
  await storage.saveChatWithMessages({ ...createChatMeta({ id: 'chat-full', now: 1 }), chatTitle: 'Full' }, [
    {
      uuid: 'm1',
      chatID: 'chat-full',
      role: 'user',
      content: 'Hello',
      order: 0,
      createdAt: 1,
      updatedAt: 1,
      syncedAt: null,
    },
  ]);
  await storage.chats.put(createChatMeta({ id: 'chat-empty', now: 1 }));
  return storage;
}

function renderDialog(storage: StoragePort, chatID: string, hostConfig: HostConfig = defaultHostConfig) {
  render(
    <HostConfigProvider config={hostConfig}>
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">
          <ShareChatDialog chatID={chatID} onClose={() => undefined} />
        </IntlRoot>
      </StorageProvider>
    </HostConfigProvider>,
  );
}

function formatButtons(): HTMLButtonElement[] {
  return formats.map((name) => screen.getByRole<HTMLButtonElement>('button', { name, hidden: true }));
}

describe('ShareChatDialog', () => {
  afterEach(cleanup);

  it('offers every format for a chat with messages', async () => {
    renderDialog(await storageWithChats(), 'chat-full');
    await screen.findByRole('button', { name: 'Markdown', hidden: true });
    await expect.poll(() => formatButtons().every((button) => !button.disabled)).toBe(true);
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('');
  });

  it('says there is nothing to export for an empty or unknown chat', async () => {
    const storage = await storageWithChats();
    renderDialog(storage, 'chat-empty');
    await expect
      .poll(() => screen.getByRole('alert', { hidden: true }).textContent)
      .toBe('Nothing to export: this chat has no messages yet.');
    expect(formatButtons().every((button) => button.disabled)).toBe(true);
    cleanup();
    renderDialog(storage, 'chat-gone');
    await expect
      .poll(() => screen.getByRole('alert', { hidden: true }).textContent)
      .toBe('Nothing to export: this chat has no messages yet.');
  });

  it('disables every format when the host turns actionButtons.share off', async () => {
    const hostConfig = {
      ...defaultHostConfig,
      chatFeatures: { ...defaultHostConfig.chatFeatures, 'actionButtons.share': false },
    };
    renderDialog(await storageWithChats(), 'chat-full', hostConfig);
    await expect
      .poll(() => screen.getByRole('alert', { hidden: true }).textContent)
      .toBe('Sharing is turned off on this workspace.');
    expect(formatButtons().every((button) => button.disabled)).toBe(true);
  });

  it('disables every format and links to the plans without a licence where licences are sold', async () => {
    const hostConfig = { ...defaultHostConfig, licensing: { publicKey: 'spki' } };
    renderDialog(await storageWithChats(), 'chat-full', hostConfig);
    await expect
      .poll(() => screen.getByRole('alert', { hidden: true }).textContent)
      .toBe('Sharing and exporting chats come with a licence.');
    expect(formatButtons().every((button) => button.disabled)).toBe(true);
    expect(screen.getByRole('link', { name: 'See licences', hidden: true }).getAttribute('href')).toBe(
      '#pricing',
    );
  });
});
