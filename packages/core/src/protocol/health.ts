import * as z from 'zod/mini';

/** GET /api/health: 200 with this body while the server and its database answer; 503 otherwise. */
export const healthResponseSchema = z.object({ ok: z.literal(true) });

export type HealthResponse = z.infer<typeof healthResponseSchema>;
