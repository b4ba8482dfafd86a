import * as z from 'zod/mini';
import { recordTimesShape } from './record.ts';

export const messageRoles = ['system', 'user', 'assistant', 'tool'] as const;

/** `clear-context` cuts the history the model sees; `tm_multi_responses` holds answers from several models. */
export const messageTypes = ['clear-context', 'tm_multi_responses'] as const;

/** An attachment points at a row of the blobs table; the bytes never sit inside a message. */
export const messageAttachmentSchema = z.object({
  blobID: z.string().check(z.minLength(1)),
  name: z.string(),
  mimeType: z.string(),
  size: z.int().check(z.nonnegative()),
});

export const tokenUsageSchema = z.object({
  inputTokens: z.optional(z.int().check(z.nonnegative())),
  outputTokens: z.optional(z.int().check(z.nonnegative())),
  reasoningTokens: z.optional(z.int().check(z.nonnegative())),
  cachedInputTokens: z.optional(z.int().check(z.nonnegative())),
});

export const toolCallSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  // Kept as the model sent it: arguments are parsed where the tool runs, not where they are stored.
  arguments: z.string(),
});

/** One answer of a multi-model message. */
export const messageResponseSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  model: z.optional(z.string()),
  content: z.string(),
  reasoning: z.optional(z.string()),
  usage: z.optional(tokenUsageSchema),
  error: z.optional(z.string()),
  createdAt: z.int().check(z.nonnegative()),
});

export const messageSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  chatID: z.string().check(z.minLength(1)),
  role: z.enum(messageRoles),
  content: z.string(),
  attachments: z.optional(z.array(messageAttachmentSchema)),
  name: z.optional(z.string()),
  type: z.optional(z.enum(messageTypes)),
  responses: z.optional(z.array(messageResponseSchema)),
  primaryResponseID: z.optional(z.string()),
  originalContent: z.optional(z.string()),
  model: z.optional(z.string()),
  usage: z.optional(tokenUsageSchema),
  reasoning: z.optional(z.string()),
  /** Why the answer stopped short (a provider error); what arrived before it is kept in content. */
  error: z.optional(z.string()),
  toolCalls: z.optional(z.array(toolCallSchema)),
  toolCallID: z.optional(z.string()),
  /**
   * The message this one answers or follows. Regenerating or editing adds a sibling under the same
   * parent, so a chat is a tree and the conversation shown is one path through it. Absent on
   * messages from linear sources (imports, older data): their parent is the previous message.
   */
  parentUUID: z.optional(z.nullable(z.string())),
  /** Position in the chat, 0-based; the messages store is indexed on [chatID+order]. */
  order: z.int().check(z.nonnegative()),
  ...recordTimesShape,
});

export type Message = z.infer<typeof messageSchema>;
export type MessageRole = (typeof messageRoles)[number];
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;
export type TokenUsage = z.infer<typeof tokenUsageSchema>;
