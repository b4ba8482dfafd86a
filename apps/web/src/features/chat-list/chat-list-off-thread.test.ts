import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatMeta, type ChatMeta, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { offerWholeChatListReader } from './chat-list-off-thread.ts';
import { chatListWorkerStallMs, readChatListInWorker } from './chat-list-worker-reader.ts';
import { readChatsInSlices } from './chat-metas-reads.ts';
import { createWholeListHold } from './whole-list-hold.ts';

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

    const read = await readChatsInSlices(storage, early, { sliceSize: 25 });

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

    const read = await readChatsInSlices(storage, () => undefined, { sliceSize: 5 });

    expect(reader).not.toHaveBeenCalled();
    expect(slices()).toBe(3);
    expect(read.byID.size).toBe(12);
  });

  it('falls back to slices on the page when the reader fails, and says so in the console', async () => {
    const { storage, slices } = countingSlices(await storeWithChats(60));
    offerWholeChatListReader(storage, () => Promise.reject(new Error('Worker blocked')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const read = await readChatsInSlices(storage, () => undefined, { sliceSize: 25 });

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
    const outcome = expect(readChatListInWorker('confab', 1000, createWholeListHold())).rejects.toThrow(
      'stalled',
    );
    await vi.advanceTimersByTimeAsync(chatListWorkerStallMs - 1);
    expect(terminate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(terminate).toHaveBeenCalledOnce();
  });

  it('does not count a held worker as stalled, and tells it when the hold changes', async () => {
    vi.useFakeTimers();
    const posted: unknown[] = [];
    const terminate = vi.fn();
    class HeldWorker {
      addEventListener = vi.fn();
      postMessage = (message: unknown) => posted.push(message);
      terminate = terminate;
    }
    vi.stubGlobal('Worker', HeldWorker);
    const hold = createWholeListHold();
    hold.setAnswersArriving(true);
    const outcome = expect(readChatListInWorker('confab', 1000, hold)).rejects.toThrow('stalled');
    expect(posted).toEqual([{ type: 'read', databaseName: 'confab', sliceSize: 1000, held: true }]);
    await vi.advanceTimersByTimeAsync(chatListWorkerStallMs * 3);
    expect(terminate).not.toHaveBeenCalled();

    hold.setAnswersArriving(false);
    expect(posted.at(-1)).toEqual({ type: 'hold', held: false });
    await vi.advanceTimersByTimeAsync(chatListWorkerStallMs);
    await outcome;
    expect(terminate).toHaveBeenCalledOnce();
  });
});

describe('the whole list while an answer streams', () => {
  const turns = async (count: number) => {
    for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('shows the first screen, then waits for the answer to end before reading the rest', async () => {
    const { storage, slices } = countingSlices(await storeWithChats(60));
    const hold = createWholeListHold();
    hold.setAnswersArriving(true);
    const early = vi.fn();
    let done = false;
    const reading = readChatsInSlices(storage, early, { sliceSize: 25, hold }).then((read) => {
      done = true;
      return read;
    });
    await turns(10);
    expect(early).toHaveBeenCalledWith(expect.objectContaining({ complete: false }));
    expect(slices()).toBe(0);
    expect(done).toBe(false);

    hold.setAnswersArriving(false);
    const read = await reading;
    expect(read.byID.size).toBe(60);
    expect(slices()).toBe(3);
  });

  it('reads it at once when the person wants it, and never waits again', async () => {
    const { storage } = countingSlices(await storeWithChats(60));
    const hold = createWholeListHold();
    hold.setAnswersArriving(true);
    const reading = readChatsInSlices(storage, () => undefined, { sliceSize: 25, hold });
    await turns(5);
    hold.want();
    expect((await reading).byID.size).toBe(60);
    hold.setAnswersArriving(true);
    expect(hold.held()).toBe(false);
  });

  it('does not hold a short list, which the first screen read holds whole', async () => {
    const { storage } = countingSlices(await storeWithChats(12));
    const hold = createWholeListHold();
    hold.setAnswersArriving(true);
    expect((await readChatsInSlices(storage, () => undefined, { sliceSize: 5, hold })).byID.size).toBe(12);
  });
});
