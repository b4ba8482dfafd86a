import {
  fileCollectionsMaximum,
  knowledgeCollectionSchema,
  storedFileNameMaximumLength,
  storedFileSchema,
  type KnowledgeCollection,
  type StoredFile,
} from '@confab/core/entities';
import type { HostConfig } from '@confab/core/protocol';
import type { ConfabDatabase } from '../db/tables.ts';
import {
  readKnowledgeRecords,
  type CollectionRecord,
  type FileRecord,
  type KnowledgeRecords,
} from './knowledge-records.ts';

/**
 * Organisation collections (docs/knowledge.md "Organisation collections"): on a managed host the
 * accounts named in KNOWLEDGE_CURATORS curate the organisation's knowledge base. Every collection a
 * curator syncs is published to every signed-in member of the host, with the curator's files in it.
 * Members only read: their sync writes go to their own account, never to a curator's.
 */
export interface OrganisationKnowledge {
  /** The published collections and files, leaving out the caller's own (a curator sees theirs as their own). */
  read: (callerID: string) => Promise<KnowledgeRecords>;
}

export function createOrganisationKnowledge({
  database,
  currentHostConfig,
  curatorEmails,
}: {
  database: ConfabDatabase;
  /** Read on every call: an admin who makes the host managed publishes the curators' collections. */
  currentHostConfig: () => Promise<Pick<HostConfig, 'managed'>>;
  /** Normalised (trimmed, lower-case) e-mail addresses. */
  curatorEmails: readonly string[];
}): OrganisationKnowledge {
  const curatorIDs = async (): Promise<string[]> => {
    if (curatorEmails.length === 0 || !(await currentHostConfig()).managed) return [];
    const rows = await database
      .selectFrom('users')
      .select('id')
      .where('email', 'in', curatorEmails)
      .execute();
    return rows.map((row) => row.id);
  };

  return {
    async read(callerID) {
      const owners = (await curatorIDs()).filter((id) => id !== callerID);
      const records = await readKnowledgeRecords(database, owners);
      // Two curators could hold the same id; the first keeps it so a member's copy has one source.
      const collections = new Map<string, CollectionRecord>();
      for (const collection of records.collections) {
        if (!collections.has(collection.id)) collections.set(collection.id, collection);
      }
      const files: FileRecord[] = [];
      const fileIDs = new Set<string>();
      for (const file of records.files) {
        const published = file.collectionIDs.filter((id) => collections.get(id)?.ownerID === file.ownerID);
        if (published.length === 0 || fileIDs.has(file.id)) continue;
        fileIDs.add(file.id);
        files.push({ ...file, collectionIDs: published });
      }
      return { collections: [...collections.values()], files };
    },
  };
}

const timeOf = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;

/**
 * A published collection as a member's device stores it: marked `organisation` (read-only there),
 * and already in sync (`syncedAt`), since the member's device must never push it back.
 */
export function organisationCollection(record: CollectionRecord): KnowledgeCollection | undefined {
  const updatedAt = timeOf(record.updatedAt, 0);
  const parsed = knowledgeCollectionSchema.safeParse({
    id: record.id,
    name: record.name.slice(0, 120),
    ...(record.description === undefined ? {} : { description: record.description.slice(0, 2_000) }),
    organisation: true,
    createdAt: timeOf(record.data.createdAt, updatedAt),
    updatedAt,
    syncedAt: updatedAt,
  });
  return parsed.success ? parsed.data : undefined;
}

/** A published file record as a member's device stores it; its bytes come from the organisation blob route. */
export function organisationFile(record: FileRecord): StoredFile | undefined {
  const updatedAt = timeOf(record.updatedAt, 0);
  const parsed = storedFileSchema.safeParse({
    id: record.id,
    name: record.name.slice(0, storedFileNameMaximumLength),
    mimeType: record.mimeType,
    size: Math.floor(record.size),
    blobID: record.blobID,
    collectionIDs: record.collectionIDs.slice(0, fileCollectionsMaximum),
    organisation: true,
    createdAt: timeOf(record.data.createdAt, updatedAt),
    updatedAt,
    syncedAt: updatedAt,
  });
  return parsed.success ? parsed.data : undefined;
}
