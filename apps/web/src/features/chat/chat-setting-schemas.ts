import * as z from 'zod/mini';

/** Shapes of the chat-behaviour settings, defined once: useSetting re-reads when a schema changes. */
export const titleEnabledSchema = z.boolean();
export const titlePromptSchema = z.string();
/** 0 is "off": every message shows at once (spec §9). */
export const messagesToLoadSchema = z.int().check(z.gte(0));
export const switchSchema = z.boolean();
export const titleModelSchema = z.string();
export const queueDelaySecondsSchema = z.number().check(z.gte(0), z.lte(60));
