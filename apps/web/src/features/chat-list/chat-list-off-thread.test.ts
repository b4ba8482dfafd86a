import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatMeta, type ChatMeta, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import {
  chatListWorkerStallMs,
  offerWholeChatListReader,
  workerChatListReader,
} from './chat-list-off-thread.ts';
import { readChatsInSlices } from './chat-metas-reads.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function storeWithChats(count: number): Promise<StoragePort> {
  const storage = createMemoryStorage();
  await storage.chats.putMany(
    Array.from({ length: count }, (_, index) => ({
      ...createChatMeta({ id: `chat-${String(index).padStart(3, '0')}`, now: 1_000 + index }),
      chatTitle: `Chat ${String(index)}`,
    })),
  );
  return storage;
}

/** Counts the page's own slice reads, which an off-thread read of the list makes unnecessary. */
function countingSlices(storage: StoragePort): { storage: StoragePort; slices: () => number } {
  let slices = 0;
  const counted: StoragePort = {
    ...storage,
    chats: {
      ...storage.chats,
      pageAfter: (after, limit) => {
        slices += 1;
        return storage.chats.pageAfter(after, limit);
      },
    },
  };
  return { storage: counted, slices: () => slices };
}

const sortedIDs = (byID: ReadonlyMap<string, ChatMeta>) => [...byID.keys()].sort();

describe('the whole chat list read off the page', () => {
  it('takes a long list from the offered reader, without reading slices on the page', async () => {
    const stored = await storeWithChats(60);
    const { storage, slices } = countingSlices(stored);
    const everyChat = new Map((await stored.chats.list()).map((chat) => [chat.id, chat]));
    const reader = vi.fn((sliceSize: number) => {
      expect(sliceSize).toBe(25);
      return Promise.resolve(new Map(everyChat));
    });
    offerWholeChatListReader(storage, reader);
    const early = vi.fn();

    const read = await readChatsInSlices(storage, early, 25);

    expect(reader).toHaveBeenCalledOnce();
    expect(slices()).toBe(0);
    expect(read.complete).toBe(true);
    expect(sortedIDs(read.byID)).toEqual(sortedIDs(everyChat));
    // The first screen still comes first, from the page's own indexed reads.
    expect(early).toHaveBeenCalledWith(expect.objectContaining({ complete: false }));
  });

  it('reads a short list on the page: a first screen that holds it all needs no worker', async () => {
    const { storage, slices } = countingSlices(await storeWithChats(12));
    const reader = vi.fn(() => Promise.resolve(new Map<string, ChatMeta>()));
    offerWholeChatListReader(storage, reader);

    const read = await readChatsInSlices(storage, () => undefined, 5);

    expect(reader).not.toHaveBeenCalled();
    expect(slices()).toBe(3);
    expect(read.byID.size).toBe(12);
  });

  it('falls back to slices on the page when the reader fails, and says so in the console', async () => {
    const { storage, slices } = countingSlices(await storeWithChats(60));
    offerWholeChatListReader(storage, () => Promise.reject(new Error('Worker blocked')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const read = await readChatsInSlices(storage, () => undefined, 25);

    expect(read.byID.size).toBe(60);
    expect(read.complete).toBe(true);
    expect(slices()).toBe(3);
    expect(warn).toHaveBeenCalledWith(
      'Confab: the chat list is read on the page instead:',
      expect.any(Error),
    );
  });

  it('gives up on a worker that posts nothing for the stall time, so the page reads the list itself', async () => {
    vi.useFakeTimers();
    const terminate = vi.fn();
    // A worker whose database open never answers: it posts nothing at all.
    class SilentWorker {
      addEventListener = vi.fn();
      postMessage = vi.fn();
      terminate = terminate;
    }
    vi.stubGlobal('Worker', SilentWorker);
    const outcome = expect(workerChatListReader('confab')(1000)).rejects.toThrow('stalled');
    await vi.advanceTimersByTimeAsync(chatListWorkerStallMs - 1);
    expect(terminate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(terminate).toHaveBeenCalledOnce();
  });
});
