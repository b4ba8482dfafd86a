import * as z from 'zod/mini';

/** Longest agent a share link may hold (its JSON); instructions and examples fit many times over. */
export const maxSharedAgentBytes = 256 * 1024;

/** POST /api/shared_characters (bearer token): publishes a copy of one of the user's agents. */
export const shareAgentRequestSchema = z.object({ data: z.record(z.string(), z.unknown()) });

export type ShareAgentRequest = z.infer<typeof shareAgentRequestSchema>;

export const shareAgentResponseSchema = z.object({ id: z.string().check(z.minLength(1)) });

export type ShareAgentResponse = z.infer<typeof shareAgentResponseSchema>;

/**
 * GET /api/shared_characters/{id} (no token: anyone with the link may read it). The app opens it
 * from `?character={id}` or `?import_character={id}` (spec agents-sync-keys §2 Routes, §7).
 */
export const sharedAgentResponseSchema = z.object({
  id: z.string().check(z.minLength(1)),
  data: z.record(z.string(), z.unknown()),
});

export type SharedAgentResponse = z.infer<typeof sharedAgentResponseSchema>;
