import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { Message } from '@confab/core';
import { firstScreenCharacters } from './messages-to-load.ts';
import { useFirstScreenFirst } from './use-first-screen-first.ts';

afterEach(cleanup);

function message(order: number, content: string): Message {
  return {
    uuid: `message-${String(order)}`,
    chatID: 'chat-1',
    role: order % 2 === 0 ? 'user' : 'assistant',
    content,
    order,
    createdAt: order,
    updatedAt: order,
    syncedAt: null,
    parentUUID: null,
  };
}

/** Twenty messages of a quarter screen each: the newest four fill the first screen. */
const chat = Array.from({ length: 20 }, (_, order) => message(order, 'x'.repeat(firstScreenCharacters / 4)));

function renderLog(allowed: boolean) {
  return renderHook(({ shown }) => useFirstScreenFirst(shown, allowed), {
    initialProps: { shown: [] as readonly Message[] },
  });
}

describe('useFirstScreenFirst', () => {
  it('draws the newest screenful of a chat just opened first, then every message', async () => {
    const { result, rerender } = renderLog(true);
    expect(result.current).toEqual([]);
    rerender({ shown: chat });
    expect(result.current).toEqual(chat.slice(16));
    await waitFor(() => {
      expect(result.current).toEqual(chat);
    });
    // Later changes (a new message) show at once.
    const longer = [...chat, message(20, 'new')];
    rerender({ shown: longer });
    expect(result.current).toEqual(longer);
  });

  it('draws every message at once when a search target may be among the older ones', () => {
    const { result, rerender } = renderLog(false);
    rerender({ shown: chat });
    expect(result.current).toEqual(chat);
  });

  it('never holds back messages once a chat was drawn whole', () => {
    const { result, rerender } = renderLog(true);
    rerender({ shown: chat.slice(0, 2) });
    expect(result.current).toEqual(chat.slice(0, 2));
    rerender({ shown: chat });
    expect(result.current).toEqual(chat);
  });
});
