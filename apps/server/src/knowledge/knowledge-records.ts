import type { ConfabDatabase } from '../db/tables.ts';

/** The sync record kinds of the knowledge base (added to sync-rules by the data-lifecycle work). */
export const collectionKind = 'knowledgeCollection';
export const fileKind = 'file';

/** What the knowledge routes need of a synced collection; the full record is kept for the organisation route. */
export interface CollectionRecord {
  ownerID: string;
  id: string;
  name: string;
  description?: string;
  updatedAt: number;
  data: Record<string, unknown>;
}

export interface FileRecord {
  ownerID: string;
  id: string;
  name: string;
  mimeType: string;
  size: number;
  blobID: string;
  collectionIDs: string[];
  updatedAt: number;
  data: Record<string, unknown>;
}

export interface KnowledgeRecords {
  collections: CollectionRecord[];
  files: FileRecord[];
}

/** More than any one person's knowledge base; bounds what one request reads and draws. */
export const maxRecordsRead = 20_000;

function objectOf(text: string | null): Record<string, unknown> | undefined {
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;

/**
 * Record data was written by a device; only the fields read here are trusted, each checked. A
 * collection or file a member keeps as an organisation copy (`organisation: true`) is not theirs to list.
 */
function toCollection(
  ownerID: string,
  id: string,
  data: Record<string, unknown>,
): CollectionRecord | undefined {
  const name = text(data.name);
  if (name === undefined || data.organisation === true) return undefined;
  const description = text(data.description);
  return {
    ownerID,
    id,
    name,
    ...(description === undefined ? {} : { description }),
    updatedAt: count(data.updatedAt),
    data,
  };
}

function toFile(ownerID: string, id: string, data: Record<string, unknown>): FileRecord | undefined {
  const name = text(data.name);
  if (name === undefined || data.organisation === true) return undefined;
  const collectionIDs = Array.isArray(data.collectionIDs)
    ? [...new Set(data.collectionIDs.filter((entry): entry is string => typeof entry === 'string'))]
    : [];
  return {
    ownerID,
    id,
    name,
    mimeType: text(data.mimeType) ?? '',
    size: count(data.size),
    blobID: text(data.blobID) ?? '',
    collectionIDs,
    updatedAt: count(data.updatedAt),
    data,
  };
}

/** The live (not deleted) knowledge collections and files of the given accounts. */
export async function readKnowledgeRecords(
  database: ConfabDatabase,
  ownerIDs: readonly string[],
): Promise<KnowledgeRecords> {
  if (ownerIDs.length === 0) return { collections: [], files: [] };
  const rows = await database
    .selectFrom('sync_records')
    .select(['user_id', 'kind', 'id', 'data'])
    .where('user_id', 'in', ownerIDs)
    .where('kind', 'in', [collectionKind, fileKind])
    .where('deleted', '=', 0)
    .orderBy('user_id')
    .orderBy('kind')
    .orderBy('id')
    .limit(maxRecordsRead)
    .execute();
  const collections: CollectionRecord[] = [];
  const files: FileRecord[] = [];
  for (const row of rows) {
    const data = objectOf(row.data);
    if (!data) continue;
    if (row.kind === collectionKind) {
      const collection = toCollection(row.user_id, row.id, data);
      if (collection) collections.push(collection);
    } else {
      const file = toFile(row.user_id, row.id, data);
      if (file) files.push(file);
    }
  }
  return { collections, files };
}

/** How many of `files` name each collection id. */
export function documentCounts(files: readonly FileRecord[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of files) {
    for (const id of file.collectionIDs) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
