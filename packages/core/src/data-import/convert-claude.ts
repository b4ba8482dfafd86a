import { emptyResult, importFailure, type ConversionResult } from './conversion-result.ts';
import { withAttachmentNotes } from './attachment-notes.ts';
import { finishImportedChat, importedChatID, type ImportedChat } from './imported-chat.ts';
import { linkImportedMessages, type MessageDraft, type SourceNode } from './link-imported-messages.ts';
import { arrayField, idField, stringField, timeField } from './read-fields.ts';

function attachmentNames(message: unknown): string[] {
  const files = [...(arrayField(message, 'attachments') ?? []), ...(arrayField(message, 'files') ?? [])];
  return files.map((file) => stringField(file, 'file_name') ?? 'file');
}

/**
 * The text blocks of `content`, else the flat `text`; `thinking` blocks become the answer's
 * reasoning; tool use and tool results are left out (they are not conversation text).
 */
function readMessage(message: unknown): MessageDraft | null {
  const sender = stringField(message, 'sender');
  const role = sender === 'human' ? 'user' : sender === 'assistant' ? 'assistant' : undefined;
  if (!role) return null;
  const blocks = arrayField(message, 'content') ?? [];
  const texts = blocks
    .filter((block) => stringField(block, 'type') === 'text')
    .map((block) => stringField(block, 'text') ?? '');
  const thoughts = blocks
    .filter((block) => stringField(block, 'type') === 'thinking')
    .map((block) => stringField(block, 'thinking') ?? '')
    .filter((thought) => thought !== '');
  const text = withAttachmentNotes(
    texts.length > 0 ? texts.join('\n\n') : (stringField(message, 'text') ?? ''),
    attachmentNames(message),
  );
  if (text.trim() === '') return null;
  const createdAt = timeField(message, 'created_at');
  return {
    role,
    content: text,
    ...(createdAt === undefined ? {} : { createdAt }),
    ...(role === 'assistant' && thoughts.length > 0 ? { reasoning: thoughts.join('\n\n') } : {}),
  };
}

/**
 * Claude's `conversations.json` (interop-formats §3). The export holds the current branch only, as
 * a list: each message follows the one before it, unless it names its parent.
 */
export function convertClaude(value: unknown, options: { now: number }): ConversionResult<ImportedChat> {
  const result = emptyResult<ImportedChat>();
  for (const conversation of Array.isArray(value) ? value : [value]) {
    const vendorID = idField(conversation, 'uuid');
    const chatMessages = arrayField(conversation, 'chat_messages');
    if (vendorID === undefined || !chatMessages) {
      result.failures.push(
        importFailure('Not a Claude conversation: it has no uuid or no chat_messages.', conversation),
      );
      continue;
    }
    const id = importedChatID('claude', vendorID);
    const nodes: SourceNode[] = [];
    let previousID: string | null = null;
    for (const [index, message] of chatMessages.entries()) {
      const nodeID = idField(message, 'uuid') ?? `message-${index}`;
      nodes.push({
        id: nodeID,
        parentID: idField(message, 'parent_message_uuid') ?? previousID,
        message: readMessage(message),
      });
      previousID = nodeID;
    }
    const createdAt = timeField(conversation, 'created_at');
    finishImportedChat(
      {
        source: 'claude',
        id,
        title: stringField(conversation, 'name') ?? '',
        createdAt,
        updatedAt: timeField(conversation, 'updated_at'),
      },
      linkImportedMessages(nodes, { chatID: id, fallbackTime: createdAt ?? options.now }),
      conversation,
      result,
    );
  }
  return result;
}
