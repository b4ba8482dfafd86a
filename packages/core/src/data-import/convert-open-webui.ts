import { emptyResult, importFailure, type ConversionResult } from './conversion-result.ts';
import { finishImportedChat, importedChatID, type ImportedChat } from './imported-chat.ts';
import { linkImportedMessages, type MessageDraft, type SourceNode } from './link-imported-messages.ts';
import {
  arrayField,
  field,
  idField,
  isJsonObject,
  objectField,
  stringField,
  timeField,
} from './read-fields.ts';

function readMessage(message: unknown): MessageDraft | null {
  const role = stringField(message, 'role');
  if (role !== 'user' && role !== 'assistant') return null;
  const content = stringField(message, 'content') ?? '';
  if (content.trim() === '') return null;
  const createdAt = timeField(message, 'timestamp');
  const model = stringField(message, 'model') ?? stringField(arrayField(message, 'models'), '0');
  return {
    role,
    content,
    ...(createdAt === undefined ? {} : { createdAt }),
    ...(model === undefined ? {} : { model }),
  };
}

/** The full tree from `history.messages`, else the visible list `messages` (each after the one before). */
function readNodes(chat: unknown): SourceNode[] {
  const history = objectField(objectField(chat, 'history'), 'messages');
  if (history) {
    return Object.keys(history).map((key) => {
      const message = field(history, key);
      return {
        id: idField(message, 'id') ?? key,
        parentID: idField(message, 'parentId') ?? null,
        message: readMessage(message),
      };
    });
  }
  let previousID: string | null = null;
  return (arrayField(chat, 'messages') ?? []).map((message, index) => {
    const id = idField(message, 'id') ?? `message-${index}`;
    const node = { id, parentID: idField(message, 'parentId') ?? previousID, message: readMessage(message) };
    previousID = id;
    return node;
  });
}

/** Open WebUI's "Export chats" file (interop-formats §4): chat rows, each holding its message tree. */
export function convertOpenWebUI(value: unknown, options: { now: number }): ConversionResult<ImportedChat> {
  const result = emptyResult<ImportedChat>();
  for (const row of Array.isArray(value) ? value : [value]) {
    const chat = objectField(row, 'chat');
    const vendorID = idField(row, 'id') ?? idField(chat, 'id');
    if (!chat || vendorID === undefined) {
      result.failures.push(importFailure('Not an Open WebUI chat: it has no id or no chat.', row));
      continue;
    }
    const id = importedChatID('open-webui', vendorID);
    const createdAt = timeField(row, 'created_at') ?? timeField(chat, 'timestamp');
    const updatedAt = timeField(row, 'updated_at');
    const currentNodeID = idField(objectField(chat, 'history'), 'currentId');
    const models = arrayField(chat, 'models');
    finishImportedChat(
      {
        source: 'open-webui',
        id,
        title: stringField(row, 'title') ?? stringField(chat, 'title') ?? '',
        createdAt,
        updatedAt,
        model: typeof models?.[0] === 'string' ? models[0] : undefined,
        archivedAt: field(row, 'archived') === true ? (updatedAt ?? options.now) : undefined,
        favoritedAt: field(row, 'pinned') === true ? (updatedAt ?? options.now) : undefined,
      },
      linkImportedMessages(readNodes(chat), {
        chatID: id,
        ...(currentNodeID === undefined ? {} : { currentNodeID }),
        fallbackTime: createdAt ?? options.now,
      }),
      row,
      result,
    );
  }
  return result;
}

/** True when a row looks like Open WebUI's: a `chat` object with a history or a message list. */
export function isOpenWebUIRow(value: unknown): boolean {
  const chat = objectField(value, 'chat');
  return (
    isJsonObject(chat) &&
    (objectField(chat, 'history') !== undefined || arrayField(chat, 'messages') !== undefined)
  );
}
