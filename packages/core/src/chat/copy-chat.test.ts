import { describe, expect, it } from 'vitest';
import type { ChatMeta, Message } from '../entities/index.ts';
import { copyChatUnderNewIDs } from './copy-chat.ts';

const times = { createdAt: 1, updatedAt: 1, syncedAt: 5 };

function message(uuid: string, parentUUID: string | null, order: number): Message {
  return {
    uuid,
    chatID: 'c-old',
    role: order % 2 === 0 ? 'user' : 'assistant',
    content: uuid,
    parentUUID,
    order,
    ...times,
  };
}

describe('copyChatUnderNewIDs', () => {
  it('keeps every branch and its links under new ids, marked for sync', () => {
    // A prompt with two answers (a regenerate): the tree, not only the path shown.
    const messages = [message('m1', null, 0), message('m2', 'm1', 1), message('m3', 'm1', 2)];
    const meta = { id: 'c-old', chatTitle: 'Trip', currentLeafUUID: 'm3', ...times } as ChatMeta;
    let next = 0;
    const copy = copyChatUnderNewIDs(meta, messages, {
      chatID: 'c-new',
      uuid: () => `n${String((next += 1))}`,
      now: 9,
    });
    expect(copy.meta).toMatchObject({
      id: 'c-new',
      chatTitle: 'Trip',
      currentLeafUUID: 'n3',
      updatedAt: 9,
      syncedAt: null,
    });
    expect(
      copy.messages.map(({ uuid, parentUUID, chatID, content, syncedAt }) => ({
        uuid,
        parentUUID,
        chatID,
        content,
        syncedAt,
      })),
    ).toEqual([
      { uuid: 'n1', parentUUID: null, chatID: 'c-new', content: 'm1', syncedAt: null },
      { uuid: 'n2', parentUUID: 'n1', chatID: 'c-new', content: 'm2', syncedAt: null },
      { uuid: 'n3', parentUUID: 'n1', chatID: 'c-new', content: 'm3', syncedAt: null },
    ]);
  });
});
