import { emptyResult, importFailure, type ConversionResult } from './conversion-result.ts';
import { finishImportedChat, importedChatID, type ImportedChat } from './imported-chat.ts';
import { linkImportedMessages, type MessageDraft, type SourceNode } from './link-imported-messages.ts';
import { arrayField, field, idField, isJsonObject, stringField, timeField } from './read-fields.ts';

/** LibreChat marks a conversation's first message with this parent. */
const noParent = '00000000-0000-0000-0000-000000000000';

/** A text part's `text` is a string or `{ value }`; think and tool parts are not conversation text. */
function partText(part: unknown): string {
  if (stringField(part, 'type') !== 'text') return '';
  const text = field(part, 'text');
  return typeof text === 'string' ? text : (stringField(text, 'value') ?? '');
}

function readMessage(message: unknown, conversationModel: string | undefined): MessageDraft | null {
  const byUser = field(message, 'isCreatedByUser');
  const sender = stringField(message, 'sender')?.toLowerCase();
  const role = byUser === true || (byUser === undefined && sender === 'user') ? 'user' : 'assistant';
  const parts = arrayField(message, 'content');
  const text = parts
    ? parts
        .map(partText)
        .filter((part) => part !== '')
        .join('\n\n')
    : (stringField(message, 'text') ?? '');
  if (text.trim() === '') return null;
  const createdAt = timeField(message, 'createdAt');
  const model = stringField(message, 'model') ?? (role === 'assistant' ? conversationModel : undefined);
  return {
    role,
    content: text,
    ...(createdAt === undefined ? {} : { createdAt }),
    ...(model === undefined ? {} : { model }),
  };
}

function parentOf(message: unknown): string | null {
  const parent = idField(message, 'parentMessageId');
  return parent === undefined || parent === noParent ? null : parent;
}

/** Flat lists link by `parentMessageId`; recursive exports nest `children`, walked with a stack. */
function readNodes(conversation: unknown, model: string | undefined): SourceNode[] {
  const nodes: SourceNode[] = [];
  const pending = (arrayField(conversation, 'messages') ?? [])
    .map((message) => ({ message, parent: null as string | null }))
    .reverse();
  for (let next = pending.pop(); next; next = pending.pop()) {
    const id = idField(next.message, 'messageId') ?? `message-${nodes.length}`;
    nodes.push({
      id,
      parentID: next.parent ?? parentOf(next.message),
      message: readMessage(next.message, model),
    });
    const children = arrayField(next.message, 'children') ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1)
      pending.push({ message: children[index], parent: id });
  }
  return nodes;
}

/** LibreChat's per-conversation JSON export (interop-formats §5), flat or recursive; also a list of them. */
export function convertLibreChat(value: unknown, options: { now: number }): ConversionResult<ImportedChat> {
  const result = emptyResult<ImportedChat>();
  for (const conversation of Array.isArray(value) ? value : [value]) {
    const vendorID = idField(conversation, 'conversationId');
    if (vendorID === undefined || !isJsonObject(conversation) || !arrayField(conversation, 'messages')) {
      result.failures.push(
        importFailure('Not a LibreChat conversation: it has no conversationId or no messages.', conversation),
      );
      continue;
    }
    const id = importedChatID('librechat', vendorID);
    const model = stringField(conversation, 'model') ?? stringField(field(conversation, 'options'), 'model');
    const nodes = readNodes(conversation, model);
    const createdAt =
      timeField(conversation, 'createdAt') ??
      nodes.reduce<number | undefined>((earliest, node) => {
        const time = node.message?.createdAt;
        return time === undefined || (earliest !== undefined && earliest <= time) ? earliest : time;
      }, undefined);
    finishImportedChat(
      {
        source: 'librechat',
        id,
        title: stringField(conversation, 'title') ?? '',
        createdAt,
        updatedAt: timeField(conversation, 'updatedAt') ?? timeField(conversation, 'exportAt'),
        model,
      },
      linkImportedMessages(nodes, { chatID: id, fallbackTime: createdAt ?? options.now }),
      conversation,
      result,
    );
  }
  return result;
}
