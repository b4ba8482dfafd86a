import * as z from 'zod/mini';

/** Spec §3 Shared link types. Plugins cannot be shared yet; their list is always empty. */
export const sharedLinkTypes = ['chat', 'plugin', 'character'] as const;

export const sharedLinkTypeSchema = z.enum(sharedLinkTypes);

export type SharedLinkType = z.infer<typeof sharedLinkTypeSchema>;

/** Spec §3 Shared link. `createdAt` is milliseconds since 1970. */
export const sharedLinkSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  createdAt: z.number(),
  type: sharedLinkTypeSchema,
});

export type SharedLink = z.infer<typeof sharedLinkSchema>;

/** GET /api/shared-links?type= and POST /api/shared-links (bearer token): the caller's links of one type. */
export const sharedLinksResponseSchema = z.array(sharedLinkSchema);

export type SharedLinksResponse = z.infer<typeof sharedLinksResponseSchema>;

/** Most ids one delete names; "delete all" names none. */
export const maxSharedLinkDeleteIDs = 1000;

/** POST /api/shared-links: deletes the caller's links of `type` named by `ids`, or all of them. */
export const deleteSharedLinksRequestSchema = z.object({
  ids: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(maxSharedLinkDeleteIDs)),
  type: sharedLinkTypeSchema,
  isDeleteAll: z.boolean(),
});

export type DeleteSharedLinksRequest = z.infer<typeof deleteSharedLinksRequestSchema>;
