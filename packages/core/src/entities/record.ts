import * as z from 'zod/mini';

/** Milliseconds since the Unix epoch; every stored time uses this unit. */
export const epochMillisecondsSchema = z.int().check(z.nonnegative());

/**
 * The three times every persisted record carries. `syncedAt` null means "changed since the last sync",
 * which is how the sync engine finds dirty records without a separate outbox.
 */
export const recordTimesShape = {
  createdAt: epochMillisecondsSchema,
  updatedAt: epochMillisecondsSchema,
  syncedAt: z.nullable(epochMillisecondsSchema),
};

/** A tag as chats and prompts store it: the id is stable, the name is what the user sees. */
export const tagSchema = z.object({ id: z.string().check(z.minLength(1)), name: z.string() });

export type Tag = z.infer<typeof tagSchema>;

/**
 * English issue messages ("Invalid input: expected string, received number") for reports that show
 * them. zod/mini loads no locale, so without this map every message would read "Invalid input".
 */
export const entityIssueMessages: z.core.$ZodErrorMap = z.locales.en().localeError;
