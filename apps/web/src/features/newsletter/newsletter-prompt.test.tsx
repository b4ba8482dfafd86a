import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  defaultHostConfig,
  parseHostConfig,
  type ChatMeta,
  type HostConfig,
  type StoragePort,
} from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { ReviewPrompt } from '../review-widget/index.ts';
import { examplesProjectID } from './own-chat-count.ts';
import { NewsletterPrompt } from './newsletter-prompt.tsx';

afterEach(cleanup);

function chat(id: string, folderID: string | null = null): ChatMeta {
  return {
    id,
    chatTitle: id,
    tags: [],
    folderID,
    favoritedAt: null,
    archivedAt: null,
    preview: '',
    lastMessageCreatedAt: null,
    messageCount: 0,
    createdAt: 1,
    updatedAt: 1,
    syncedAt: null,
  };
}

async function withChats(count: number, samples = 0): Promise<StoragePort> {
  const storage = createMemoryStorage();
  await storage.chats.putMany([
    ...Array.from({ length: count }, (_, index) => chat(`c-${String(index)}`)),
    ...Array.from({ length: samples }, (_, index) => chat(`s-${String(index)}`, examplesProjectID)),
  ]);
  return storage;
}

const newsletterHost: HostConfig = { ...defaultHostConfig, newsletter: true };

function renderPrompts(storage: StoragePort, hostConfig: HostConfig = newsletterHost) {
  return render(
    <HostConfigProvider config={hostConfig}>
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">
          <NewsletterPrompt />
          <ReviewPrompt />
        </IntlRoot>
      </StorageProvider>
    </HostConfigProvider>,
  );
}

const feedbackHost = parseHostConfig({
  newsletter: true,
  links: { feedback: 'https://reviews.example/confab' },
});

describe('NewsletterPrompt', () => {
  it('opens at the third chat of the person; samples do not count', async () => {
    const storage = await withChats(2, 5);
    renderPrompts(storage);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => storage.chats.put(chat('c-third')));
    expect(await screen.findByText('You can close this in 10 seconds.')).toBeTruthy();
  });

  it('stays away where the host sends no newsletter', async () => {
    renderPrompts(await withChats(5), defaultHostConfig);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away with fewer chats, and on an organisation host', async () => {
    renderPrompts(await withChats(2, 5));
    const managed = await withChats(5);
    renderPrompts(managed, parseHostConfig({ managed: true, newsletter: true }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('remembers an answer, and the review widget waits for a later page load', async () => {
    const storage = await withChats(12);
    const first = renderPrompts(storage, feedbackHost);
    expect(await screen.findByText('You can close this in 10 seconds.')).toBeTruthy();
    expect(screen.queryByText('Are you enjoying Confab?')).toBeNull();
    // Answered on another device: the synced setting arrives and the popup goes.
    await storage.settings.set({
      key: 'newsletter.popup',
      value: { shownAt: 1, subscribedAt: null },
      updatedAt: 2,
      syncedAt: null,
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    first.unmount();

    renderPrompts(storage, feedbackHost);
    expect(await screen.findByText('Are you enjoying Confab?')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(async () => {
      expect(
        ((await storage.settings.get('review.state'))?.value as { snoozedAt: unknown }).snoozedAt,
      ).toEqual(expect.any(Number));
    });
    expect(screen.queryByText('Are you enjoying Confab?')).toBeNull();
  });
});
