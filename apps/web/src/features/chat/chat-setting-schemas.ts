import * as z from 'zod/mini';

/** Shapes of the chat-behaviour settings, defined once: useSetting re-reads when a schema changes. */
export const titleEnabledSchema = z.boolean();
export const titlePromptSchema = z.string();
export const messagesToLoadSchema = z.int().check(z.gte(1));
export const titleModelSchema = z.string();
export const queueDelaySecondsSchema = z.number().check(z.gte(0), z.lte(60));
