import { chatFieldsFromMessages } from '../chat/index.ts';
import {
  chatMetaSchema,
  messageRoles,
  messageSchema,
  type Message,
  type MessageRole,
} from '../entities/index.ts';
import { withAttachmentNotes } from './attachment-notes.ts';
import { importFailure, validate, type ConversionResult } from './conversion-result.ts';
import type { ImportedChat } from './imported-chat.ts';
import { importedMessageUUID } from './link-imported-messages.ts';
import { arrayField, field, idField, isJsonObject, stringField, timeField } from './read-fields.ts';

const roles: ReadonlySet<string> = new Set(messageRoles);

/** A chat exactly as Confab exports it: its record and messages pass the entity schemas unchanged. */
function asConfabChat(raw: unknown): ImportedChat | undefined {
  const meta = validate(chatMetaSchema, raw);
  const messages = arrayField(raw, 'messages');
  if (!meta.ok || !messages) return undefined;
  const checked: Message[] = [];
  for (const message of messages) {
    const result = validate(messageSchema, message);
    if (!result.ok || result.value.chatID !== meta.value.id) return undefined;
    checked.push(result.value);
  }
  return { ...meta.value, messages: checked };
}

/** A message part array (OpenAI style) as text; image and file parts become attachment notes. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  const texts: string[] = [];
  const attachments: string[] = [];
  for (const part of content) {
    if (typeof part === 'string') texts.push(part);
    else if (stringField(part, 'type') === 'text') texts.push(stringField(part, 'text') ?? '');
    else if (isJsonObject(part)) attachments.push(stringField(part, 'type') ?? 'attachment');
  }
  return withAttachmentNotes(texts.join('\n'), attachments);
}

/**
 * A chat of the TypingMind-style format (interop-formats §1: `chatID`, `chatTitle`, messages with
 * `role`, `content` and `uuid`) brought to Confab's record; the sidebar fields are recomputed from
 * the messages. Messages are linear unless they name a `parentUUID`.
 */
function fromTypingMindChat(raw: unknown, now: number): { chat?: ImportedChat; reason?: string } {
  const id = idField(raw, 'id') ?? idField(raw, 'chatID');
  if (id === undefined) return { reason: 'The chat has no id.' };
  const chatCreatedAt = timeField(raw, 'createdAt') ?? now;
  const messages: Message[] = [];
  const seen = new Set<string>();
  for (const [index, message] of (arrayField(raw, 'messages') ?? []).entries()) {
    const role = stringField(message, 'role');
    if (role === undefined || !roles.has(role)) continue;
    let uuid = idField(message, 'uuid') ?? idField(message, 'id') ?? importedMessageUUID(id, String(index));
    if (seen.has(uuid)) uuid = importedMessageUUID(id, `${uuid}-${index}`);
    seen.add(uuid);
    const createdAt = timeField(message, 'createdAt') ?? messages.at(-1)?.createdAt ?? chatCreatedAt;
    const parentUUID = idField(message, 'parentUUID');
    const model = stringField(message, 'model');
    messages.push({
      uuid,
      chatID: id,
      role: role as MessageRole,
      content: contentText(field(message, 'content')),
      ...(model === undefined ? {} : { model }),
      ...(parentUUID === undefined ? {} : { parentUUID }),
      order: messages.length,
      createdAt,
      updatedAt: Math.max(timeField(message, 'updatedAt') ?? createdAt, createdAt),
      syncedAt: null,
    });
  }
  const tags = (arrayField(raw, 'tags') ?? []).flatMap((tag) => {
    const name = stringField(tag, 'name') ?? (typeof tag === 'string' ? tag : undefined);
    return name === undefined ? [] : [{ id: idField(tag, 'id') ?? name, name }];
  });
  const model = stringField(raw, 'model');
  const meta = {
    id,
    chatTitle: stringField(raw, 'chatTitle') ?? stringField(raw, 'title') ?? '',
    tags,
    folderID: idField(raw, 'folderID') ?? null,
    favoritedAt: timeField(raw, 'favoritedAt') ?? null,
    archivedAt: timeField(raw, 'archivedAt') ?? null,
    ...chatFieldsFromMessages(messages),
    ...(model === undefined ? {} : { model }),
    createdAt: chatCreatedAt,
    updatedAt: Math.max(timeField(raw, 'updatedAt') ?? chatCreatedAt, chatCreatedAt),
    syncedAt: null,
  };
  const checked = validate(chatMetaSchema, meta);
  if (!checked.ok) return { reason: checked.reason };
  for (const message of messages) {
    const result = validate(messageSchema, message);
    if (!result.ok) return { reason: `message ${message.uuid}: ${result.reason}` };
  }
  return { chat: { ...checked.value, messages } };
}

/** The `chats` of an export record: Confab's own records as they are, else the TypingMind-style shape. */
export function convertExportChats(
  records: readonly unknown[],
  options: { now: number },
  into: ConversionResult<ImportedChat>,
): void {
  for (const raw of records) {
    if (timeField(raw, 'deletedAt') !== undefined) continue;
    const own = asConfabChat(raw);
    if (own) {
      into.items.push(own);
      continue;
    }
    const converted = fromTypingMindChat(raw, options.now);
    if (converted.chat) into.items.push(converted.chat);
    else into.failures.push(importFailure(converted.reason ?? 'The chat is not valid.', raw));
  }
}
