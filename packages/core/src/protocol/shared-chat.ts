import * as z from 'zod/mini';

/**
 * Longest shared chat (the `chatData` text). Below the server's 1 MiB body limit, so the share route
 * itself answers 413 with the spec's words; either 413 shows the same text in the app.
 */
export const maxSharedChatBytes = 900 * 1024;

/** Most messages one shared chat may hold; a longer chat is refused as too large. */
export const maxSharedChatMessages = 2000;

/** One message of the conversation as shown (the visible path of the chat's tree). */
export const sharedChatMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string(),
  /** The model that wrote an answer. */
  model: z.optional(z.string()),
  createdAt: z.number(),
});

export type SharedChatMessage = z.infer<typeof sharedChatMessageSchema>;

/** The shared document, version 1: a snapshot, never linked back to the owner's chat. */
export const sharedChatDataSchema = z.object({
  version: z.literal(1),
  title: z.string(),
  createdAt: z.number(),
  messages: z.array(sharedChatMessageSchema).check(z.minLength(1), z.maxLength(maxSharedChatMessages)),
});

export type SharedChatData = z.infer<typeof sharedChatDataSchema>;

/**
 * POST /api/share (bearer token). `chatData` is the JSON text of a `SharedChatData`; `c` is the
 * SHA-256 (lower-case hex) of that exact text's UTF-8 bytes, so the server checks what it received
 * is what the app meant to publish (a cut or altered body is refused, 400).
 */
export const shareChatRequestSchema = z.object({
  chatData: z.string().check(z.minLength(2)),
  c: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /** The owner lets search engines list the page; absent or false keeps it out of them (noindex). */
  indexable: z.optional(z.boolean()),
});

export type ShareChatRequest = z.infer<typeof shareChatRequestSchema>;

/** Spec §3 Share result: the public page and the page that deletes it (its secret in the path). */
export const shareChatResponseSchema = z.object({
  shareLink: z.string().check(z.minLength(1)),
  deleteLink: z.string().check(z.minLength(1)),
});

export type ShareChatResponse = z.infer<typeof shareChatResponseSchema>;

/** GET /api/share/{id} (no token): what "Continue this chat in Confab" imports. */
export const sharedChatResponseSchema = z.object({
  id: z.string().check(z.minLength(1)),
  chatData: sharedChatDataSchema,
});

export type SharedChatResponse = z.infer<typeof sharedChatResponseSchema>;
