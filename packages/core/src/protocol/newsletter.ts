import * as z from 'zod/mini';
import { emailAddressSchema } from './login.ts';

/**
 * POST /api/subscribe-newsletter (spec: payload `email`). A signed-in caller's own address wins
 * over the body's, so `email` may be left out with a session; without one it is required.
 * Subscribing an address twice keeps one subscription and answers the same way.
 */
export const subscribeNewsletterRequestSchema = z.object({
  email: z.optional(emailAddressSchema),
});

export type SubscribeNewsletterRequest = z.infer<typeof subscribeNewsletterRequestSchema>;

export const subscribeNewsletterResponseSchema = z.object({ ok: z.literal(true) });

export type SubscribeNewsletterResponse = z.infer<typeof subscribeNewsletterResponseSchema>;

/** GET /api/unsubscribe-newsletter?token=…: the link every newsletter e-mail carries. */
export const unsubscribeNewsletterPath = '/api/unsubscribe-newsletter';
