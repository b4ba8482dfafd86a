import * as z from 'zod/mini';
import { knowledgeCollectionSchema, storedFileSchema } from '../entities/index.ts';

/**
 * Spec agents-sync-keys §7: one knowledge base "tag" (a collection) as GET /api/cloud/knowledge/tags
 * lists it. `organisation` marks a collection the host's curators publish to every member.
 */
export const knowledgeTagSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  documentCount: z.int().check(z.nonnegative()),
  organisation: z.boolean(),
});

export type KnowledgeTag = z.infer<typeof knowledgeTagSchema>;

/** GET /api/cloud/knowledge/tags (bearer): the caller's synced collections and the organisation's. */
export const knowledgeTagsResponseSchema = z.object({ tags: z.array(knowledgeTagSchema) });

export type KnowledgeTagsResponse = z.infer<typeof knowledgeTagsResponseSchema>;

/**
 * GET /api/cloud/knowledge/portal (bearer): the address of the caller's knowledge portal page. The
 * address carries a short-lived signed token, so the framed page needs no cookie or header.
 */
export const knowledgePortalResponseSchema = z.object({
  url: z.string(),
  userMessage: z.optional(z.string()),
});

export type KnowledgePortalResponse = z.infer<typeof knowledgePortalResponseSchema>;

/** How long a portal address stays valid; the app asks for a fresh one each time it shows the page. */
export const knowledgePortalTokenLifetimeMs = 10 * 60 * 1000;

/**
 * GET /api/cloud/knowledge/organisation (bearer): the collections the host's curators publish and the
 * file records in them, to be kept read-only on the member's device. Each file's `collectionIDs`
 * names published collections only; its bytes come from `organisationBlobPath(blobID)`.
 */
export const organisationKnowledgeResponseSchema = z.object({
  collections: z.array(knowledgeCollectionSchema),
  files: z.array(storedFileSchema),
});

export type OrganisationKnowledgeResponse = z.infer<typeof organisationKnowledgeResponseSchema>;

export const organisationKnowledgePath = '/api/cloud/knowledge/organisation';

/** Where a member downloads the bytes of a published file (bearer, published blobs only). */
export function organisationBlobPath(blobID: string): string {
  return `${organisationKnowledgePath}/blobs/${encodeURIComponent(blobID)}`;
}
