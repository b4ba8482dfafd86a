import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createChatMeta, type StoragePort } from '@confab/core';
import { SearchService, storageSearchSource } from '@confab/core/search';
import { createMemoryStorage } from '@confab/storage-browser';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { SearchClientProvider } from './search-client-context.tsx';
import type { SearchClient } from './search-client.ts';
import { ChatSearchResults } from './chat-search-results.tsx';

/** The same service the worker runs, in-thread over memory storage. */
function localClient(storage: StoragePort): SearchClient {
  const service = new SearchService(storageSearchSource(storage), {
    now: () => 0,
    setTimer: () => undefined,
  });
  return { search: (query, limit) => service.search(query, limit), whenComplete: () => service.start() };
}

async function seed(storage: StoragePort) {
  const bread = { ...createChatMeta({ id: 'bread', now: 2 }), chatTitle: 'Baking' };
  await storage.saveChatWithMessages(bread, [
    {
      uuid: 'q',
      chatID: 'bread',
      role: 'user',
      content: 'Hi',
      order: 0,
      createdAt: 1,
      updatedAt: 1,
      syncedAt: null,
    },
    {
      uuid: 'a',
      chatID: 'bread',
      role: 'assistant',
      content: 'Feed your <b>sourdough</b> starter daily.',
      order: 1,
      createdAt: 2,
      updatedAt: 2,
      syncedAt: null,
    },
  ]);
  await storage.chats.put({
    ...createChatMeta({ id: 'untitled', now: 1 }),
    tags: [{ id: 't', name: 'Sourcing' }],
  });
}

function renderResults(
  storage: StoragePort,
  query: string,
  onOpenChat = vi.fn(),
  client: SearchClient = localClient(storage),
) {
  render(
    <IntlRoot locale="en">
      <SearchClientProvider client={client}>
        <ChatSearchResults query={query} activeChatID={undefined} onOpenChat={onOpenChat} />
      </SearchClientProvider>
    </IntlRoot>,
  );
  return onOpenChat;
}

describe('ChatSearchResults', () => {
  afterEach(cleanup);

  it('lists matching chats named by title, with the snippet highlighted as text', async () => {
    const storage = createMemoryStorage();
    await seed(storage);
    const onOpenChat = renderResults(storage, 'sour');
    const link = await screen.findByRole('link', { name: 'Baking' });
    expect(link.querySelector('mark')?.textContent).toBe('sour');
    // Message text is shown as text: the <b> in it is not markup.
    expect(link.textContent).toContain('<b>');
    expect(screen.getByRole('link', { name: 'New Chat' }).textContent).toContain('Tags: Sourcing');
    fireEvent.click(link);
    expect(onOpenChat).toHaveBeenCalledWith('bread');
  });

  it('says when nothing matches', async () => {
    const storage = createMemoryStorage();
    await seed(storage);
    renderResults(storage, 'pasta');
    expect(await screen.findByText('No chat matches your search.')).toBeTruthy();
  });

  it('shows title matches at once while the index is first built, then the full answer', async () => {
    const storage = createMemoryStorage();
    await seed(storage);
    const full = localClient(storage);
    let finishBuild: () => void = () => undefined;
    const built = new Promise<void>((resolve) => {
      finishBuild = resolve;
    });
    let asked = 0;
    const client: SearchClient = {
      search: async (query, limit) => {
        asked += 1;
        if (asked > 1) return full.search(query, limit);
        const result = { chatID: 'bread', title: 'Baking', activityAt: 2, matchedTagNames: [] };
        return { results: [result], total: 1, complete: false };
      },
      whenComplete: () => built,
    };
    renderResults(storage, 'sour', vi.fn(), client);
    const early = await screen.findByRole('link', { name: 'Baking' });
    expect(early.querySelector('mark')).toBeNull();
    finishBuild();
    expect(await screen.findByText('sour', { selector: 'mark' })).toBeTruthy();
  });
});
