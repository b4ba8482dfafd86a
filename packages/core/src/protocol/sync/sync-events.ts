import * as z from 'zod/mini';

/**
 * GET /api/cloud/sync/events: a server-sent event stream. `event: changed` with data
 * `{"cursor":N}` after every write to the account, from any server instance.
 */
export const syncChangedEventSchema = z.object({ cursor: z.int().check(z.nonnegative()) });

export type SyncChangedEvent = z.infer<typeof syncChangedEventSchema>;
