import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { epochMillisecondsSchema, recordTimesShape, tagSchema } from './record.ts';
import { modelParametersSchema } from './model-parameters.ts';

/** The spec cuts the sidebar preview at 50 characters. */
export const chatPreviewLength = 50;

export const chatCharacterSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    title: z.string(),
    description: z.optional(z.string()),
    avatarURL: z.optional(z.string()),
  }),
);

/**
 * What the sidebar needs to draw a chat, stored apart from the message bodies so listing hundreds of
 * chats never loads a message.
 */
export const chatMetaSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    chatTitle: z.string(),
    tags: z.array(tagSchema),
    folderID: z.nullable(z.string()),
    favoritedAt: z.nullable(epochMillisecondsSchema),
    archivedAt: z.nullable(epochMillisecondsSchema),
    preview: z.string().check(z.maxLength(chatPreviewLength)),
    lastMessageCreatedAt: z.nullable(epochMillisecondsSchema),
    model: z.optional(z.string()),
    modelInfo: z.optional(z.object({ iconUrl: z.optional(z.string()) })),
    character: z.optional(chatCharacterSchema),
    messageCount: z.int().check(z.nonnegative()),
    /** The chat's own system message; absent uses the default from the Models tab. */
    systemMessage: z.optional(z.string()),
    /** Per-chat overrides of the default model parameters. */
    parameters: z.optional(modelParametersSchema),
    /** The last message of the path through the message tree that the chat shows. */
    currentLeafUUID: z.optional(z.string()),
    /**
     * The tools (built-ins, later plugins) this chat offers the model, chosen in the composer; absent
     * follows the default for new chats.
     */
    toolIDs: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(256))).check(z.maxLength(500))),
    /** The composer's "Use knowledge" switch: each prompt retrieves passages from the knowledge base. */
    useKnowledge: z.optional(z.boolean()),
    ...recordTimesShape,
  }),
);

export type ChatMeta = z.infer<typeof chatMetaSchema>;
export type ChatCharacter = z.infer<typeof chatCharacterSchema>;

/** The sidebar preview: whitespace runs collapsed to one space, then the first 50 characters. */
export function chatPreview(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  // Array.from splits by code point, so an emoji at the cut is never halved into a lone surrogate.
  return Array.from(collapsed).slice(0, chatPreviewLength).join('');
}

/** An untitled chat is shown as "New Chat"; the UI owns the translated wording. */
export function isUntitled(chat: Pick<ChatMeta, 'chatTitle'>): boolean {
  return chat.chatTitle.trim() === '';
}

/** The spec's sidebar sort key: the last message time, else the updated time. */
export function chatActivityTime(chat: Pick<ChatMeta, 'lastMessageCreatedAt' | 'updatedAt'>): number {
  return chat.lastMessageCreatedAt ?? chat.updatedAt;
}

/** A fresh, empty, unsynced chat. */
export function createChatMeta(options: { id: string; now: number; model?: string }): ChatMeta {
  return {
    id: options.id,
    chatTitle: '',
    tags: [],
    folderID: null,
    favoritedAt: null,
    archivedAt: null,
    preview: '',
    lastMessageCreatedAt: null,
    ...(options.model === undefined ? {} : { model: options.model }),
    messageCount: 0,
    createdAt: options.now,
    updatedAt: options.now,
    syncedAt: null,
  };
}
