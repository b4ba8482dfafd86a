import {
  agentSchema,
  blobRecordSchema,
  chatActivityTime,
  chatMetaSchema,
  customModelSchema,
  entityIssueMessages,
  folderSchema,
  indexedDocumentSchema,
  knowledgeChunkSchema,
  knowledgeCollectionSchema,
  messageSchema,
  pluginSchema,
  profileSchema,
  promptSchema,
  settingSchema,
  storedFileSchema,
  tombstoneSchema,
  type ChatMeta,
} from '@confab/core/entities';
import { InvalidRecordError, type StorageTableName } from '@confab/core/ports';
import type { RecordKey, StoredRow } from './record-backend.ts';

interface Parser {
  safeParse(
    input: unknown,
    context: { error: typeof entityIssueMessages },
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

const schemas: Record<StorageTableName, Parser> = {
  chats: chatMetaSchema,
  messages: messageSchema,
  folders: folderSchema,
  agents: agentSchema,
  prompts: promptSchema,
  plugins: pluginSchema,
  customModels: customModelSchema,
  profiles: profileSchema,
  settings: settingSchema,
  blobs: blobRecordSchema,
  tombstones: tombstoneSchema,
  files: storedFileSchema,
  knowledgeCollections: knowledgeCollectionSchema,
  knowledgeChunks: knowledgeChunkSchema,
  indexedDocuments: indexedDocumentSchema,
};

/** Chats are stored with flat index fields: tag ids (multi-entry) and the sidebar's sort time. */
export function chatRow(meta: ChatMeta): StoredRow {
  return { ...meta, tagIDs: meta.tags.map((tag) => tag.id), activityAt: chatActivityTime(meta) };
}

export type ParseResult<T> = { ok: true; record: T } | { ok: false; problems: string[] };

/** Validates against the table's entity schema; the parse also drops stored-only index fields. */
export function parseRecord<T>(table: StorageTableName, input: unknown): ParseResult<T> {
  const result = schemas[table].safeParse(input, { error: entityIssueMessages });
  if (result.success) return { ok: true, record: result.data as T };
  const problems = result.error.issues.map(
    (issue) => `${issue.path.map(String).join('.') || '(record)'}: ${issue.message}`,
  );
  return { ok: false, problems };
}

/** Writes refuse invalid records outright; the caller has a bug to fix. */
export function requireValid<T>(table: StorageTableName, input: T): T {
  const result = parseRecord<T>(table, input);
  if (!result.ok) throw new InvalidRecordError(table, result.problems);
  return result.record;
}

/** The key a table stores its records under. */
export function recordKey(table: StorageTableName, row: StoredRow): RecordKey {
  if (table === 'tombstones') return [String(row.table), String(row.id)];
  const field = table === 'messages' ? 'uuid' : table === 'settings' ? 'key' : 'id';
  return String(row[field]);
}
