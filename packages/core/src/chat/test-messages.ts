import type { Message } from '../entities/index.ts';

/** A compact message factory for the chat use-case tests. */
export function testMessage(
  uuid: string,
  order: number,
  overrides: Partial<Message> & Pick<Message, 'role'> = { role: 'user' },
): Message {
  return {
    uuid,
    chatID: 'chat-1',
    content: `content of ${uuid}`,
    order,
    createdAt: 1_000 + order,
    updatedAt: 1_000 + order,
    syncedAt: null,
    ...overrides,
  };
}
