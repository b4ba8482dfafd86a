import { describe, expect, it } from 'vitest';
import { createChatMeta, type ChatMeta } from '../entities/index.ts';
import type { StorageChangeListener } from '../ports/index.ts';
import { SearchService, type SearchStatus } from './search-service.ts';
import type { SearchSource, SearchableMessage } from './search-source.ts';

/** An in-memory source that announces changes like the storage port does. */
function fakeSource() {
  const chats = new Map<string, ChatMeta>();
  const messages = new Map<string, SearchableMessage[]>();
  const listeners = new Set<StorageChangeListener>();
  const source: SearchSource = {
    listChats: () => Promise.resolve([...chats.values()]),
    getChat: (chatID) => Promise.resolve(chats.get(chatID)),
    messagesOfChats: (chatIDs) =>
      Promise.resolve(new Map(chatIDs.map((chatID) => [chatID, messages.get(chatID) ?? []]))),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const save = (meta: ChatMeta, texts: string[], origin: 'local' | 'remote-tab' = 'local') => {
    chats.set(meta.id, meta);
    const list = texts.map((content, order) => ({
      uuid: `${meta.id}-${String(order)}`,
      chatID: meta.id,
      content,
    }));
    messages.set(meta.id, list);
    for (const listener of listeners) {
      listener({ table: 'chats', ids: [meta.id], origin });
      listener({ table: 'messages', ids: list.map((message) => message.uuid), chatIDs: [meta.id], origin });
    }
  };
  const remove = (chatID: string) => {
    chats.delete(chatID);
    messages.delete(chatID);
    for (const listener of listeners) listener({ table: 'chats', ids: [chatID], origin: 'remote-tab' });
  };
  return { source, save, remove, messages };
}

function meta(id: string, title = '', now = 1): ChatMeta {
  return { ...createChatMeta({ id, now }), chatTitle: title };
}

function createService(source: SearchSource, statuses: SearchStatus[] = []) {
  let time = 0;
  return new SearchService(source, {
    now: () => (time += 10),
    batchSize: 2,
    onStatus: (status) => statuses.push(status),
    // Updates are flushed by the searches themselves in these tests.
    setTimer: () => undefined,
  });
}

describe('SearchService', () => {
  it('builds from every chat and reports the build', async () => {
    const { source, save } = fakeSource();
    save(meta('a', 'Bread'), ['sourdough starter']);
    save(meta('b'), ['pasta']);
    save({ ...meta('c'), archivedAt: 5 }, ['sourdough discard']);
    const statuses: SearchStatus[] = [];
    const service = createService(source, statuses);
    await service.start();
    const answer = await service.search('sourdough', 10);
    expect(answer.total).toBe(2);
    expect(answer.results.map((result) => result.chatID).sort()).toEqual(['a', 'c']);
    expect(statuses.at(-1)).toMatchObject({ state: 'ready', chats: 3, messages: 3 });
  });

  it('gives the matching message and a snippet with its highlight', async () => {
    const { source, save } = fakeSource();
    save(meta('a', 'Kitchen'), ['hello', 'My sourdough starter died']);
    const service = createService(source);
    await service.start();
    const [result] = (await service.search('sour', 10)).results;
    expect(result).toMatchObject({
      chatID: 'a',
      title: 'Kitchen',
      messageUUID: 'a-1',
      snippet: { text: 'My sourdough starter died', ranges: [{ start: 3, end: 7 }] },
    });
  });

  it('matches a title with no message', async () => {
    const { source, save } = fakeSource();
    save(meta('a', 'Holiday plans'), []);
    const service = createService(source);
    await service.start();
    const [result] = (await service.search('holi', 10)).results;
    expect(result).toMatchObject({ chatID: 'a', title: 'Holiday plans' });
    expect(result?.messageUUID).toBeUndefined();
  });

  it('follows writes and deletes, also from other tabs', async () => {
    const { source, save, remove } = fakeSource();
    save(meta('a'), ['apples']);
    const service = createService(source);
    await service.start();
    save(meta('a'), ['pears'], 'remote-tab');
    save(meta('b'), ['pears and plums']);
    expect((await service.search('apples', 10)).total).toBe(0);
    expect((await service.search('pears', 10)).total).toBe(2);
    remove('b');
    expect((await service.search('plums', 10)).total).toBe(0);
  });

  it('searches the answers of multi-model messages', async () => {
    const { source, save, messages } = fakeSource();
    save(meta('a'), []);
    messages.set('a', [
      { uuid: 'multi', chatID: 'a', content: '', responses: [{ content: 'one' }, { content: 'quokka' }] },
    ]);
    const service = createService(source);
    await service.start();
    const [result] = (await service.search('quokka', 10)).results;
    expect(result?.messageUUID).toBe('multi');
  });
});
