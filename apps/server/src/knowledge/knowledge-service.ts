import type {
  KnowledgeTag,
  KnowledgeTagsResponse,
  OrganisationKnowledgeResponse,
} from '@confab/core/protocol';
import type { ConfabDatabase } from '../db/tables.ts';
import { HttpError } from '../http/http-error.ts';
import { knowledgeMessages } from './knowledge-messages.ts';
import { documentCounts, readKnowledgeRecords, type KnowledgeRecords } from './knowledge-records.ts';
import {
  organisationCollection,
  organisationFile,
  type OrganisationKnowledge,
} from './organisation-knowledge.ts';

export interface KnowledgeService {
  tags: (userID: string) => Promise<KnowledgeTagsResponse>;
  /** The caller's own collections and files (the portal page). */
  ownRecords: (userID: string) => Promise<KnowledgeRecords>;
  /** What the caller's device keeps read-only of the organisation's knowledge base. */
  organisation: (userID: string) => Promise<OrganisationKnowledgeResponse>;
  /** The account holding a published blob; refuses (404) every blob no published file names. */
  organisationBlobOwner: (userID: string, blobID: string) => Promise<string>;
}

const byName = (left: KnowledgeTag, right: KnowledgeTag) =>
  left.name.localeCompare(right.name) || left.id.localeCompare(right.id);

export function createKnowledgeService({
  database,
  organisation,
}: {
  database: ConfabDatabase;
  organisation: OrganisationKnowledge;
}): KnowledgeService {
  return {
    async tags(userID) {
      const own = await readKnowledgeRecords(database, [userID]);
      const ownCounts = documentCounts(own.files);
      const tags: KnowledgeTag[] = own.collections
        .map((collection) => ({
          id: collection.id,
          name: collection.name,
          ...(collection.description === undefined ? {} : { description: collection.description }),
          documentCount: ownCounts.get(collection.id) ?? 0,
          organisation: false,
        }))
        .sort(byName);
      const ownIDs = new Set(tags.map((tag) => tag.id));
      const shared = await organisation.read(userID);
      const sharedCounts = documentCounts(shared.files);
      const organisationTags: KnowledgeTag[] = shared.collections
        .filter((collection) => !ownIDs.has(collection.id))
        .map((collection) => ({
          id: collection.id,
          name: collection.name,
          ...(collection.description === undefined ? {} : { description: collection.description }),
          documentCount: sharedCounts.get(collection.id) ?? 0,
          organisation: true,
        }))
        .sort(byName);
      return { tags: [...tags, ...organisationTags] };
    },

    ownRecords: (userID) => readKnowledgeRecords(database, [userID]),

    async organisation(userID) {
      const shared = await organisation.read(userID);
      const collections = shared.collections.flatMap((record) => organisationCollection(record) ?? []);
      const kept = new Set(collections.map((collection) => collection.id));
      const files = shared.files.flatMap((record) => {
        const file = organisationFile({
          ...record,
          collectionIDs: record.collectionIDs.filter((id) => kept.has(id)),
        });
        return file && file.collectionIDs.length > 0 ? [file] : [];
      });
      return { collections, files };
    },

    async organisationBlobOwner(userID, blobID) {
      const shared = await organisation.read(userID);
      const file = shared.files.find((candidate) => candidate.blobID === blobID);
      if (!file) throw new HttpError(404, knowledgeMessages.documentNotFound);
      return file.ownerID;
    },
  };
}
