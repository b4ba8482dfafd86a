import { createChatMeta, type ChatMeta, type Message } from '../entities/index.ts';
import type { ChatExportSource } from './export-entries.ts';

/** A compact message factory for the export tests (order doubles as the creation time). */
export function exportMessage(
  uuid: string,
  order: number,
  fields: Partial<Message> & Pick<Message, 'role' | 'content'>,
): Message {
  return {
    uuid,
    chatID: 'chat-1',
    order,
    createdAt: 1_000 + order,
    updatedAt: 1_000 + order,
    syncedAt: null,
    ...fields,
  };
}

export function exportChat(messages: Message[], meta: Partial<ChatMeta> = {}): ChatExportSource {
  return {
    meta: {
      ...createChatMeta({ id: 'chat-1', now: Date.UTC(2026, 0, 31, 14, 5) }),
      chatTitle: 'Trip plan',
      ...meta,
    },
    messages,
  };
}

/** User → assistant, the answer regenerated once (a sibling), a clear-context marker, then a multi-model answer. */
export function branchedChat(meta: Partial<ChatMeta> = {}): ChatExportSource {
  return exportChat(
    [
      exportMessage('u1', 0, { role: 'user', content: 'Where should I go?' }),
      exportMessage('a1', 1, {
        role: 'assistant',
        content: 'First answer',
        parentUUID: 'u1',
        model: 'gpt-4o',
      }),
      exportMessage('a2', 2, {
        role: 'assistant',
        content: 'Lisbon is **lovely**.',
        parentUUID: 'u1',
        model: 'gpt-4o',
      }),
      exportMessage('c1', 3, { role: 'user', content: '', type: 'clear-context', parentUUID: 'a2' }),
      exportMessage('u2', 4, { role: 'user', content: 'And in winter?', parentUUID: 'c1' }),
      exportMessage('m1', 5, {
        role: 'assistant',
        content: '',
        parentUUID: 'u2',
        type: 'tm_multi_responses',
        primaryResponseID: 'r2',
        responses: [
          { uuid: 'r1', model: 'claude', content: 'Not the primary', createdAt: 1_005 },
          { uuid: 'r2', model: 'gemini', content: 'The Canaries.', createdAt: 1_005 },
        ],
      }),
    ],
    { currentLeafUUID: 'm1', ...meta },
  );
}
