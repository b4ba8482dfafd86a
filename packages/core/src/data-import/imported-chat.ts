import { chatFieldsFromMessages } from '../chat/index.ts';
import type { ExportedChat } from '../chat-export/index.ts';
import { chatMetaSchema, type Tag } from '../entities/index.ts';
import { importFailure, validate, type ConversionResult } from './conversion-result.ts';
import type { LinkedMessages } from './link-imported-messages.ts';

/** A chat ready to store: its sidebar record and every message of its tree, as an export holds it. */
export type ImportedChat = ExportedChat;

export const importSources = ['chatgpt', 'claude', 'open-webui', 'librechat'] as const;
export type ImportSource = (typeof importSources)[number];

const sourceNames: ReadonlyMap<ImportSource, string> = new Map([
  ['chatgpt', 'ChatGPT'],
  ['claude', 'Claude'],
  ['open-webui', 'Open WebUI'],
  ['librechat', 'LibreChat'],
]);

/**
 * The "Imported from …" tag every chat from another app carries: a stable id per source, so the
 * sidebar can filter by it, and a name in English (a product name, shown as it is).
 */
export function importedTag(source: ImportSource): Tag {
  return { id: `imported-${source}`, name: `Imported from ${sourceNames.get(source) ?? source}` };
}

/** A chat's id: the source's own id under a prefix, so importing the same file twice finds the same chats. */
export function importedChatID(source: ImportSource, vendorID: string): string {
  return `${source}-${vendorID}`;
}

export interface ImportedChatFields {
  source: ImportSource;
  id: string;
  title: string;
  createdAt: number | undefined;
  updatedAt: number | undefined;
  model?: string | undefined;
  archivedAt?: number | undefined;
  favoritedAt?: number | undefined;
}

/**
 * Completes and validates one chat from another app. Its messages are not run through the schema
 * one by one: `linkImportedMessages` builds them from checked values only (strings, whole
 * non-negative times), the property tests hold it to the schema, and storage validates every
 * record it writes; a second pass here cost half the time of a large import. A chat with no kept message is a
 * failure (spec: only user and assistant messages with text are kept, so nothing would show).
 */
export function finishImportedChat(
  fields: ImportedChatFields,
  linked: LinkedMessages,
  raw: unknown,
  into: ConversionResult<ImportedChat>,
): void {
  if (linked.messages.length === 0) {
    into.failures.push(importFailure('The conversation has no user or assistant message with text.', raw));
    return;
  }
  const firstTime = linked.messages.reduce(
    (earliest, message) => Math.min(earliest, message.createdAt),
    Infinity,
  );
  const createdAt = fields.createdAt ?? firstTime;
  const lastModel = linked.messages.findLast((message) => message.model !== undefined)?.model;
  const model = fields.model ?? lastModel;
  const meta = {
    id: fields.id,
    chatTitle: fields.title.trim(),
    tags: [importedTag(fields.source)],
    folderID: null,
    favoritedAt: fields.archivedAt === undefined ? (fields.favoritedAt ?? null) : null,
    archivedAt: fields.archivedAt ?? null,
    ...chatFieldsFromMessages(linked.messages),
    ...(model === undefined ? {} : { model }),
    ...(linked.currentLeafUUID === undefined ? {} : { currentLeafUUID: linked.currentLeafUUID }),
    createdAt,
    updatedAt: Math.max(fields.updatedAt ?? createdAt, createdAt),
    syncedAt: null,
  };
  const checkedMeta = validate(chatMetaSchema, meta);
  if (!checkedMeta.ok) {
    into.failures.push(importFailure(checkedMeta.reason, raw));
    return;
  }
  into.items.push({ ...checkedMeta.value, messages: linked.messages });
}
