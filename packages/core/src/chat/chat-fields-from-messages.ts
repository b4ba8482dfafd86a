import { chatPreview, type ChatMeta, type Message } from '../entities/index.ts';

/** The sidebar fields that follow from a chat's messages: preview, count and activity time. */
export function chatFieldsFromMessages(
  messages: readonly Message[],
): Pick<ChatMeta, 'preview' | 'messageCount' | 'lastMessageCreatedAt'> {
  const firstUser = messages.find((message) => message.role === 'user' && message.type !== 'clear-context');
  const last = messages.reduce<Message | undefined>(
    (latest, message) => (!latest || message.createdAt >= latest.createdAt ? message : latest),
    undefined,
  );
  return {
    preview: firstUser ? chatPreview(firstUser.content) : '',
    messageCount: messages.length,
    lastMessageCreatedAt: last?.createdAt ?? null,
  };
}
