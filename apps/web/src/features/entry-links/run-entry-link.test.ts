import { describe, expect, it } from 'vitest';
import type { Agent } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { runEntryLink, type EntryLinkEffects } from './run-entry-link.ts';

function agent(fields: Partial<Agent> & Pick<Agent, 'id' | 'title'>): Agent {
  return {
    description: '',
    categories: [],
    type: 'user',
    pinned: false,
    prompt: '',
    lastUsedAt: null,
    createdAt: 1,
    updatedAt: 1,
    syncedAt: null,
    ...fields,
  };
}

function effects(storage: ReturnType<typeof createMemoryStorage>, extra: Partial<EntryLinkEffects> = {}) {
  const loading: string[] = [];
  return {
    loading,
    effects: {
      storage,
      systemAgents: [],
      origin: 'https://app.test',
      signal: new AbortController().signal,
      onLoadingContext: (address: string) => loading.push(address),
      ...extra,
    } satisfies EntryLinkEffects,
  };
}

const textFetch =
  (text: string): typeof fetch =>
  () =>
    Promise.resolve(new Response(text, { headers: { 'content-type': 'text/plain' } }));

describe('runEntryLink', () => {
  it('starts a chat with the named agent (by title, any case) and the link’s title', async () => {
    const storage = createMemoryStorage();
    await storage.agents.put(
      agent({ id: 'a-tr', title: 'Translator', prompt: 'Translate.', welcomeMessage: 'Hi!' }),
    );
    const outcome = await runEntryLink(
      { agent: 'translator', chatTitle: 'French lesson', sendFirstMessage: false },
      effects(storage).effects,
    );
    if (outcome.kind !== 'open-chat') throw new Error(`expected a chat, got ${outcome.kind}`);
    const chat = await storage.chats.get(outcome.chatID);
    expect(chat?.chatTitle).toBe('French lesson');
    expect(chat?.systemMessage).toBe('Translate.');
    expect(chat?.character?.id).toBe('a-tr');
    expect((await storage.messages.listByChat(outcome.chatID)).map((message) => message.content)).toEqual([
      'Hi!',
    ]);
  });

  it('makes the fetched context the system message, after an agent’s own instructions', async () => {
    const storage = createMemoryStorage();
    await storage.agents.put(agent({ id: 'a-1', title: 'Tutor', prompt: 'Be kind.' }));
    const { effects: withContext, loading } = effects(storage, {
      fetchImplementation: textFetch('Chapter 1'),
    });
    const alone = await runEntryLink(
      { initialContextURL: 'https://x.test/c.txt', sendFirstMessage: false },
      withContext,
    );
    const withAgent = await runEntryLink(
      { agent: 'a-1', initialContextURL: 'https://x.test/c.txt', sendFirstMessage: false },
      withContext,
    );
    if (alone.kind !== 'open-chat' || withAgent.kind !== 'open-chat') throw new Error('expected chats');
    expect((await storage.chats.get(alone.chatID))?.systemMessage).toBe('Chapter 1');
    expect((await storage.chats.get(withAgent.chatID))?.systemMessage).toBe('Be kind.\n\nChapter 1');
    expect(loading).toEqual(['https://x.test/c.txt', 'https://x.test/c.txt']);
  });

  it('opens no chat when the context fails, and says why', async () => {
    const storage = createMemoryStorage();
    const failing: typeof fetch = () => Promise.resolve(new Response('no', { status: 403 }));
    const outcome = await runEntryLink(
      { chatTitle: 'T', initialContextURL: 'https://x.test/c.txt', sendFirstMessage: false },
      effects(storage, { fetchImplementation: failing }).effects,
    );
    expect(outcome).toEqual({
      kind: 'failed',
      address: 'https://x.test/c.txt',
      failure: { kind: 'status', status: 403 },
    });
    expect(await storage.chats.list()).toEqual([]);
  });

  it('stays on the new-chat screen for an unknown agent alone or a message alone', async () => {
    const storage = createMemoryStorage();
    const { effects: plain } = effects(storage);
    expect(await runEntryLink({ agent: 'nobody', sendFirstMessage: false }, plain)).toEqual({ kind: 'stay' });
    expect(await runEntryLink({ message: 'hi', sendFirstMessage: true }, plain)).toEqual({ kind: 'stay' });
    expect(await storage.chats.list()).toEqual([]);
  });
});
