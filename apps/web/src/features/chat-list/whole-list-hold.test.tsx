import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createChatMeta, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';

// The app's hold lets go for good once the list is wanted: each test takes fresh modules (and so
// a fresh storage context, which the harness must share with the list).
beforeEach(() => {
  vi.resetModules();
});
afterEach(cleanup);

/** 120 chats (more than the first screen reads) whose whole-list reads are counted. */
async function longList(): Promise<{ storage: StoragePort; slices: () => number }> {
  const storage = createMemoryStorage();
  await storage.chats.putMany(
    Array.from({ length: 120 }, (_, index) => ({
      ...createChatMeta({ id: `chat-${String(index).padStart(3, '0')}`, now: 1_000 + index }),
      chatTitle: `Chat ${String(index)}`,
    })),
  );
  let slices = 0;
  const pageAfter = storage.chats.pageAfter.bind(storage.chats);
  storage.chats.pageAfter = (after, limit) => {
    slices += 1;
    return pageAfter(after, limit);
  };
  return { storage, slices: () => slices };
}

async function renderHeldList(storage: StoragePort) {
  const { ModelsTestRoot } = await import('../models/test-harness.tsx');
  const { ChatList } = await import('./chat-list.tsx');
  const { holdChatListForAnswers } = await import('./whole-list-hold.ts');
  holdChatListForAnswers(true);
  render(
    <ModelsTestRoot storage={storage}>
      <ChatList activeChatID={undefined} onOpenChat={() => undefined} onNewChat={() => undefined} />
    </ModelsTestRoot>,
  );
  return {
    release: () => {
      holdChatListForAnswers(false);
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the sidebar while an answer streams', () => {
  it('shows its first screen and reads the rest once the answer has ended', async () => {
    const { storage, slices } = await longList();
    const { release } = await renderHeldList(storage);
    expect(await screen.findByRole('link', { name: /Chat 119/ })).toBeTruthy();
    await settle();
    expect(slices()).toBe(0);
    release();
    await waitFor(() => {
      expect(slices()).toBeGreaterThan(0);
    });
  });

  it('reads the rest at once when the person turns to the list', async () => {
    const { storage, slices } = await longList();
    await renderHeldList(storage);
    const newest = await screen.findByRole('link', { name: /Chat 119/ });
    await settle();
    expect(slices()).toBe(0);
    fireEvent.pointerEnter(newest);
    await waitFor(() => {
      expect(slices()).toBeGreaterThan(0);
    });
  });

  it('reads the rest at once when its first screen cannot show without it (projects)', async () => {
    const { storage, slices } = await longList();
    await storage.folders.put({
      id: 'fo-1',
      title: 'Work',
      order: 0,
      open: true,
      settings: { files: [] },
      createdAt: 1,
      updatedAt: 1,
      syncedAt: null,
    });
    await renderHeldList(storage);
    await waitFor(() => {
      expect(slices()).toBeGreaterThan(0);
    });
    expect((await screen.findAllByRole('button', { name: /Work/ })).length).toBeGreaterThan(0);
  });
});
