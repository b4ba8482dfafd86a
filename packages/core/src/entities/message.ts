import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { citationSchema } from './knowledge.ts';
import { recordTimesShape } from './record.ts';

export const messageRoles = ['system', 'user', 'assistant', 'tool'] as const;

/** `clear-context` cuts the history the model sees; `tm_multi_responses` holds answers from several models. */
export const messageTypes = ['clear-context', 'tm_multi_responses'] as const;

/** An attachment points at a row of the blobs table; the bytes never sit inside a message. */
export const messageAttachmentSchema = lazySchema(() =>
  z.object({
    blobID: z.string().check(z.minLength(1)),
    name: z.string(),
    mimeType: z.string(),
    size: z.int().check(z.nonnegative()),
  }),
);

export const tokenUsageSchema = lazySchema(() =>
  z.object({
    inputTokens: z.optional(z.int().check(z.nonnegative())),
    outputTokens: z.optional(z.int().check(z.nonnegative())),
    reasoningTokens: z.optional(z.int().check(z.nonnegative())),
    cachedInputTokens: z.optional(z.int().check(z.nonnegative())),
  }),
);

/** Bounds that keep one answer's tool steps from bloating a message (and every sync of it). */
export const toolCallLimits = {
  /** Calls one answer may store, across all its steps. */
  callsPerMessage: 200,
  /** Characters of a call's arguments, and of its result or error (results are cut to fit before storing). */
  textCharacters: 100_000,
  nameCharacters: 256,
} as const;

/**
 * A tool call the model made while answering, with what the tool gave back. `step` says which model
 * call of the answer asked for it (0 first), so the history can be replayed turn by turn.
 */
export const toolCallSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1), z.maxLength(toolCallLimits.nameCharacters)),
    name: z.string().check(z.minLength(1), z.maxLength(toolCallLimits.nameCharacters)),
    // Kept as the model sent it: arguments are parsed where the tool runs, not where they are stored.
    arguments: z.string().check(z.maxLength(toolCallLimits.textCharacters)),
    /** What the tool returned, as text; absent while it runs or when it failed. */
    result: z.optional(z.string().check(z.maxLength(toolCallLimits.textCharacters))),
    /** Why the call failed (thrown error, bad arguments, unknown tool, stopped); the model read this. */
    error: z.optional(z.string().check(z.maxLength(toolCallLimits.textCharacters))),
    step: z.optional(z.int().check(z.nonnegative())),
    startedAt: z.optional(z.int().check(z.nonnegative())),
    durationMs: z.optional(z.int().check(z.nonnegative())),
    /** Set when the tool's result is also shown to the person, rendered (HTML only in the sandboxed frame). */
    outputType: z.optional(z.enum(['render_markdown', 'render_html'])),
    /** The vendor's opaque token for the call, sent back with the history (Gemini's thought signature). */
    signature: z.optional(z.string().check(z.maxLength(toolCallLimits.textCharacters))),
  }),
);

const toolCallsSchema = lazySchema(() =>
  z.array(toolCallSchema).check(z.maxLength(toolCallLimits.callsPerMessage)),
);

/** One answer of a multi-model message. */
export const messageResponseSchema = lazySchema(() =>
  z.object({
    uuid: z.string().check(z.minLength(1)),
    model: z.optional(z.string()),
    content: z.string(),
    reasoning: z.optional(z.string()),
    usage: z.optional(tokenUsageSchema),
    error: z.optional(z.string()),
    toolCalls: z.optional(toolCallsSchema),
    createdAt: z.int().check(z.nonnegative()),
  }),
);

export const messageSchema = lazySchema(() =>
  z.object({
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
    toolCalls: z.optional(toolCallsSchema),
    toolCallID: z.optional(z.string()),
    /** Search keywords suggested for an answer (Chat behaviour "Suggest search keywords"); bounded like the parser. */
    suggestedKeywords: z.optional(
      z.array(z.string().check(z.minLength(1), z.maxLength(60))).check(z.maxLength(5)),
    ),
    /** The knowledge-base passages the answer was given, numbered as the model was asked to cite them. */
    citations: z.optional(z.array(citationSchema).check(z.maxLength(50))),
    /**
     * The message this one answers or follows. Regenerating or editing adds a sibling under the same
     * parent, so a chat is a tree and the conversation shown is one path through it. Absent on
     * messages from linear sources (imports, older data): their parent is the previous message.
     */
    parentUUID: z.optional(z.nullable(z.string())),
    /** Position in the chat, 0-based; the messages store is indexed on [chatID+order]. */
    order: z.int().check(z.nonnegative()),
    ...recordTimesShape,
  }),
);

export type Message = z.infer<typeof messageSchema>;
export type MessageRole = (typeof messageRoles)[number];
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;
export type TokenUsage = z.infer<typeof tokenUsageSchema>;
export type StoredToolCall = z.infer<typeof toolCallSchema>;
