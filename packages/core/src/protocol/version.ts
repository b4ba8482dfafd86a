import * as z from 'zod/mini';

/** GET /api/version. The field name follows the spec's version check. */
export const versionResponseSchema = z.object({ vercelGitSHA: z.string() });

export type VersionResponse = z.infer<typeof versionResponseSchema>;
