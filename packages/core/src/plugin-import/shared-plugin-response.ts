import * as z from 'zod/mini';

/**
 * `GET /api/shared_plugins/{id}` (agents spec §7: the same shape as a shared agent's answer; the
 * install lookup reads `data.title`, `data.githubURL`, `data.id`). `data` is a plugin file, read by
 * `pluginFromFile`.
 */
export const sharedPluginResponseSchema = z.object({
  id: z.optional(z.string()),
  data: z.record(z.string(), z.unknown()),
});

export type SharedPluginResponse = z.infer<typeof sharedPluginResponseSchema>;
