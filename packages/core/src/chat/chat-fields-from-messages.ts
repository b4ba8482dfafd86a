import { chatPreview, chatPreviewLength, type ChatMeta, type Message } from '../entities/index.ts';
import { markdownToPlainText } from './markdown-to-plain-text.ts';

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
    // The sidebar shows words, not Markdown: `**Plan** my trip` previews as "Plan my trip".
    preview: firstUser
      ? chatPreview(markdownToPlainText(firstUser.content, { maxLength: chatPreviewLength }))
      : '',
    messageCount: messages.length,
    lastMessageCreatedAt: last?.createdAt ?? null,
  };
}
