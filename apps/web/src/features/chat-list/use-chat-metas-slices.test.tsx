import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import {
  createChatMeta,
  groupSidebarChats,
  sidebarRowsOf,
  sortChats,
  type ChatMeta,
  type StoragePort,
} from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { readChatsInSlices, refreshChangedChats } from './chat-metas-reads.ts';
import { useChatMetas } from './use-chat-metas.ts';
import { firstScreenRows } from './use-chat-list-view.ts';

afterEach(cleanup);

function chat(index: number, overrides: Partial<ChatMeta> = {}): ChatMeta {
  const id = `chat-${String(index).padStart(3, '0')}`;
  return { ...createChatMeta({ id, now: 1_000 + index }), chatTitle: `Chat ${String(index)}`, ...overrides };
}

async function storedChats(count: number): Promise<StoragePort> {
  const storage = createMemoryStorage();
  await storage.chats.putMany(
    Array.from({ length: count }, (_, index) =>
      chat(index, {
        // A few favourites and archived chats spread through the list, as people leave them.
        favoritedAt: index % 17 === 3 ? 5 : null,
        archivedAt: index % 11 === 4 ? 6 : null,
        // Ids and activity in different orders, so no slice happens to be a screen.
        updatedAt: 1_000 + ((index * 37) % count),
      }),
    ),
  );
  return storage;
}

const ids = (chats: readonly ChatMeta[]) => chats.map((candidate) => candidate.id);

describe('refreshChangedChats', () => {
  it('patches many changed chats a slice at a time: changed, added and deleted ones alike', async () => {
    const storage = await storedChats(45);
    const before = await readChatsInSlices(storage, () => undefined, { sliceSize: 10 });
    const changed = [...before.byID.values()].slice(0, 23);
    const changedIDs = ids(changed);
    await storage.chats.putMany(changed.map((meta) => ({ ...meta, chatTitle: `New ${meta.id}` })));
    await storage.chats.putMany([chat(100), chat(101)]);
    await storage.chats.delete('chat-044');
    const reads: number[] = [];
    const counting: StoragePort = {
      ...storage,
      chats: {
        ...storage.chats,
        getMany: (slice) => (reads.push(slice.length), storage.chats.getMany(slice)),
      },
    };
    const changes = [
      {
        table: 'chats' as const,
        origin: 'local' as const,
        ids: [...changedIDs, 'chat-100', 'chat-101', 'chat-044'],
      },
    ];
    const after = await refreshChangedChats(counting, before, changes, 10);
    expect(reads).toEqual([10, 10, 6]);
    const full = await storage.chats.query({ includeArchived: true });
    expect(ids(sortChats([...after.byID.values()], 'recent'))).toEqual(ids(sortChats(full, 'recent')));
    expect(after.byID.get('chat-000')?.chatTitle).toBe('New chat-000');
  });
});

describe('readChatsInSlices', () => {
  it('reads the same chats as the one full read, in the same sidebar order', async () => {
    const storage = await storedChats(95);
    const full = await storage.chats.query({ includeArchived: true });
    const read = await readChatsInSlices(storage, () => undefined, { sliceSize: 10 });
    expect(read.complete).toBe(true);
    expect(ids(sortChats([...read.byID.values()], 'recent'))).toEqual(ids(sortChats(full, 'recent')));
    expect(ids(sortChats([...read.byID.values()], 'title-ascending'))).toEqual(
      ids(sortChats(full, 'title-ascending')),
    );
  });

  it('hands over the first screen first: the favourites and the newest and oldest page', async () => {
    const storage = await storedChats(95);
    const full = await storage.chats.query({ includeArchived: true });
    const early: ChatMeta[][] = [];
    await readChatsInSlices(storage, (read) => early.push([...read.byID.values()]), { sliceSize: 10 });
    expect(early).toHaveLength(1);
    const firstScreen = early[0] ?? [];
    const active = full.filter((candidate) => candidate.archivedAt === null);
    for (const order of ['recent', 'oldest'] as const) {
      expect(ids(sortChats(firstScreen, order).slice(0, 20))).toEqual(
        ids(sortChats(active, order).slice(0, 20)),
      );
    }
  });

  it('puts the same chats first when the first page ends among chats of one time', async () => {
    const storage = createMemoryStorage();
    const timeOf = (index: number) => (index < 10 ? 9_000 : index < 30 ? 5_000 : 1_000 + index);
    await storage.chats.putMany(
      Array.from({ length: 60 }, (_, index) => chat(index, { updatedAt: timeOf(index) })),
    );
    const full = await storage.chats.query({ includeArchived: true });
    let firstScreen: ChatMeta[] = [];
    await readChatsInSlices(storage, (read) => (firstScreen = [...read.byID.values()]), { sliceSize: 10 });
    for (const order of ['recent', 'oldest'] as const) {
      expect(ids(sortChats(firstScreen, order).slice(0, 20))).toEqual(
        ids(sortChats(full, order).slice(0, 20)),
      );
    }
  });
});

describe('useChatMetas in slices', () => {
  it('keeps every change made while the slices are read', async () => {
    const storage = await storedChats(60);
    const pageAfter = storage.chats.pageAfter.bind(storage.chats);
    let slices = 0;
    storage.chats.pageAfter = async (after, limit) => {
      const page = await pageAfter(after, 10);
      slices += 1;
      if (slices === 2) {
        // Between slices: a chat already read changes, one is deleted, one lands before the cursor.
        await storage.chats.put(chat(5, { chatTitle: 'Renamed mid-read', updatedAt: 9_999 }));
        await storage.deleteChat('chat-001');
        await storage.chats.put({ ...chat(0), id: 'chat-000a', chatTitle: 'Added mid-read' });
      }
      return page.chats.length > limit ? { ...page, chats: page.chats.slice(0, limit) } : page;
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorageProvider storage={storage}>{children}</StorageProvider>
    );
    const { result } = renderHook(() => useChatMetas(), { wrapper });
    const full = async () => ids(sortChats(await storage.chats.query({ includeArchived: true }), 'recent'));
    await waitFor(async () => {
      expect(result.current.complete).toBe(true);
      expect(ids(sortChats(result.current.chats, 'recent'))).toEqual(await full());
    });
    expect(slices).toBeGreaterThan(2);
    const titles = result.current.chats.map((candidate) => candidate.chatTitle);
    expect(titles).toEqual(expect.arrayContaining(['Renamed mid-read', 'Added mid-read']));
    expect(ids(result.current.chats)).not.toContain('chat-001');
  });
});

describe('firstScreenRows', () => {
  const chats = Array.from({ length: 45 }, (_, index) => chat(index));
  const rowsWithOpenChat = (activeChatID: string | undefined) =>
    sidebarRowsOf(
      groupSidebarChats({ chats, folders: [], view: 'active', tagIDs: new Set(), sort: 'recent' }),
      { shownCounts: new Map(), activeChatID, draggingFolderID: null },
    );
  const known = {
    foldersLoaded: true,
    folderCount: 0,
    view: 'active' as const,
    sort: 'recent' as const,
    sortLoaded: true,
  };

  it('shows the first page only: not the open chat further down, not "show more"', () => {
    const rows = firstScreenRows(rowsWithOpenChat('chat-005'), known);
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.kind === 'chat')).toBe(true);
    expect(rows.some((row) => row.kind === 'chat' && row.chat.id === 'chat-005')).toBe(false);
  });

  it('waits for the whole list with projects, in a title order or before the sort is read', () => {
    const rows = rowsWithOpenChat(undefined);
    expect(firstScreenRows(rows, { ...known, folderCount: 1 })).toEqual([]);
    expect(firstScreenRows(rows, { ...known, foldersLoaded: false })).toEqual([]);
    expect(firstScreenRows(rows, { ...known, sort: 'title-ascending' })).toEqual([]);
    expect(firstScreenRows(rows, { ...known, sortLoaded: false })).toEqual([]);
    expect(firstScreenRows(rows, { ...known, view: 'archived' })).toEqual([]);
  });
});
