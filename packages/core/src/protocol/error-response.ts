import * as z from 'zod/mini';

/** Every 4xx/5xx answer of the server has this shape; internals never leak into it. */
export const errorResponseSchema = z.object({ userMessage: z.string() });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
