import { exportEntries, type ChatExportSource } from '@confab/core/chat-export';
import type { SharedChatData, SharedChatMessage } from '@confab/core/protocol';

/**
 * What a link publishes: the conversation on screen (the visible path of the message tree, with the
 * chat's own system message), as plain role, text and model. Attachments, reasoning and tool calls
 * stay home; a clear-context mark has nothing to show a reader.
 */
export function sharedChatDataFrom(source: ChatExportSource): SharedChatData {
  const messages: SharedChatMessage[] = [];
  for (const entry of exportEntries(source)) {
    if (entry.kind !== 'message') continue;
    messages.push({
      role: entry.role,
      content: entry.content,
      ...(entry.model === undefined ? {} : { model: entry.model }),
      createdAt: entry.createdAt,
    });
  }
  return { version: 1, title: source.meta.chatTitle, createdAt: source.meta.createdAt, messages };
}
