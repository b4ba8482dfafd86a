import { activePath, buildMessageTree, effectiveContent } from '../chat/index.ts';
import type { ChatMeta, Message } from '../entities/index.ts';

/** One chat as an export reads it: its sidebar record and every stored message of its tree. */
export interface ChatExportSource {
  meta: ChatMeta;
  messages: readonly Message[];
}

export type ExportRole = 'system' | 'user' | 'assistant';

/** What every share format walks: the conversation on screen, in order, in plain terms. */
export type ExportEntry =
  | {
      kind: 'message';
      role: ExportRole;
      content: string;
      /** The model that wrote an answer (a multi-model message names its primary response's). */
      model?: string;
      attachmentNames: string[];
      createdAt: number;
    }
  | { kind: 'clear-context' };

function primaryModel(message: Message): string | undefined {
  if (message.type !== 'tm_multi_responses' || !message.responses) return message.model;
  const primary =
    message.responses.find((response) => response.uuid === message.primaryResponseID) ?? message.responses[0];
  return primary?.model ?? message.model;
}

/**
 * The path the chat shows through its message tree. Tool results and answers that never produced
 * text are left out: they say nothing to a reader.
 */
function conversationEntries(source: ChatExportSource): ExportEntry[] {
  const entries: ExportEntry[] = [];
  const path = activePath(buildMessageTree(source.messages), source.meta.currentLeafUUID);
  for (const message of path) {
    if (message.type === 'clear-context') {
      entries.push({ kind: 'clear-context' });
      continue;
    }
    if (message.role === 'tool') continue;
    const content = effectiveContent(message);
    const attachmentNames = (message.attachments ?? []).map((attachment) => attachment.name);
    if (content.trim() === '' && attachmentNames.length === 0) continue;
    const model = message.role === 'assistant' ? primaryModel(message) : undefined;
    entries.push({
      kind: 'message',
      role: message.role,
      content,
      ...(model === undefined ? {} : { model }),
      attachmentNames,
      createdAt: message.createdAt,
    });
  }
  return entries;
}

/** The chat's own system message (when it has one), then the conversation on screen. */
export function exportEntries(source: ChatExportSource): ExportEntry[] {
  const systemMessage = source.meta.systemMessage?.trim();
  const system: ExportEntry[] = systemMessage
    ? [
        {
          kind: 'message',
          role: 'system',
          content: systemMessage,
          attachmentNames: [],
          createdAt: source.meta.createdAt,
        },
      ]
    : [];
  return [...system, ...conversationEntries(source)];
}

/** False when the chat holds no message worth exporting (spec §5: that is an error, not an empty file). */
export function hasExportableContent(source: ChatExportSource): boolean {
  return conversationEntries(source).some((entry) => entry.kind === 'message');
}
