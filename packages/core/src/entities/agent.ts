import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { epochMillisecondsSchema, recordTimesShape } from './record.ts';

export const agentTypes = ['user', 'system', 'org-system'] as const;

/** One worked example the agent's instructions are followed by: a user turn and the ideal answer. */
export const fewShotExampleSchema = lazySchema(() => z.object({ user: z.string(), assistant: z.string() }));

export type FewShotExample = z.infer<typeof fewShotExampleSchema>;

/**
 * An agent (the spec also says "character"). Field names follow agents spec §3: `prompt` holds the
 * instructions, `sourceID` the default agent it was installed from. The welcome message, starters and
 * avatar are what every agent editor of the best chat apps offers.
 */
export const agentSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    title: z.string(),
    description: z.string(),
    categories: z.array(z.string()),
    type: z.enum(agentTypes),
    pinned: z.boolean(),
    premium: z.optional(z.boolean()),
    sourceID: z.optional(z.string()),
    color: z.optional(z.string()),
    avatarURL: z.optional(z.string()),
    model: z.optional(z.string()),
    prompt: z.string(),
    welcomeMessage: z.optional(z.string()),
    conversationStarters: z.optional(z.array(z.string())),
    /** The knowledge collections (the spec's tags) the agent's chats retrieve from; empty means all. */
    knowledgeBaseTags: z.optional(z.array(z.string())),
    /** The spec's knowledge-base access: true lets the agent's chats retrieve passages for each prompt. */
    knowledgeBaseAccess: z.optional(z.boolean()),
    fewShotExamples: z.optional(z.array(fewShotExampleSchema)),
    /**
     * Tools this agent's chats offer: built-in tool ids and installed plugins' ids (the same ids a
     * chat's `toolIDs` holds). Ids of plugins not installed here are kept and skipped.
     */
    assignedPlugins: z.optional(
      z.array(z.string().check(z.minLength(1), z.maxLength(256))).check(z.maxLength(500)),
    ),
    /** True: the agent's chats offer exactly `assignedPlugins`; otherwise those are added to the chat's choice. */
    enforceAssignedPlugins: z.optional(z.boolean()),
    lastUsedAt: z.nullable(epochMillisecondsSchema),
    ...recordTimesShape,
  }),
);

export type Agent = z.infer<typeof agentSchema>;
export type AgentType = z.infer<typeof agentSchema>['type'];

/** User agents carry the `a-` prefix; system agents keep the ids their host gave them. */
export function isUserAgentID(id: string): boolean {
  return id.startsWith('a-');
}
