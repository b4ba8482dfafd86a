import * as z from 'zod/mini';
import { lazySchema } from '../entities/index.ts';
import { providerStyleNames } from '../entities/index.ts';
import { emailAddressSchema } from './login.ts';

/**
 * A system model as /config.json lists it (`systemModels`): what a member's picker needs and nothing
 * more. The organisation's key and the provider's endpoint stay on the server; calls go through
 * `systemModelRoutes` with the member's session.
 */
export const publicSystemModelSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    style: z.enum(providerStyleNames),
    supportsImages: z.optional(z.boolean()),
  }),
);

export type PublicSystemModel = z.infer<typeof publicSystemModelSchema>;

/**
 * Where the app sends a system model's chat, per provider style, in that style's own wire format
 * with the system model's id as the model name; the server swaps in the organisation's key, endpoint
 * and model name and forwards the provider's stream unchanged. OpenAI and Anthropic take full URLs;
 * Gemini takes a base (`…/models/{id}:streamGenerateContent` is appended by the client).
 */
export const systemModelRoutes = {
  openai: '/api/system-models/v1/chat/completions',
  anthropic: '/api/system-models/v1/messages',
  gemini: '/api/system-models/v1beta',
} as const;

/** PUT /api/admin/host-config: the whole set of stored overrides (a field left out is no longer overridden). */
export const hostConfigUpdateRequestSchema = lazySchema(() =>
  z.object({
    overrides: z.record(z.string(), z.unknown()),
  }),
);

export const adminHostConfigResponseSchema = lazySchema(() =>
  z.object({
    overrides: z.record(z.string(), z.unknown()),
    effective: z.record(z.string(), z.unknown()),
    /** The fields an override may set (others come from the server's own configuration). */
    editableFields: z.array(z.string()),
  }),
);

export type AdminHostConfigResponse = z.infer<typeof adminHostConfigResponseSchema>;

export const auditEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    actorEmail: z.string(),
    action: z.string(),
    /** What changed, without secrets: e.g. `{ before: {...}, after: {...} }` or the affected name. */
    summary: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  }),
);

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = lazySchema(() => z.object({ entries: z.array(auditEntrySchema) }));

export const systemModelInputSchema = lazySchema(() =>
  z.object({
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    style: z.enum(providerStyleNames),
    endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(2000)),
    model: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    apiKey: z.string().check(z.trim(), z.maxLength(4000)),
    supportsImages: z.optional(z.boolean()),
  }),
);

export type SystemModelInput = z.infer<typeof systemModelInputSchema>;

/** A system model as the console shows it: the key only by its last four characters. */
export const adminSystemModelSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    style: z.enum(providerStyleNames),
    endpoint: z.string(),
    model: z.string(),
    keyLast4: z.string(),
    supportsImages: z.boolean(),
    createdAt: z.string(),
  }),
);

export type AdminSystemModel = z.infer<typeof adminSystemModelSchema>;

export const adminSystemModelsResponseSchema = lazySchema(() =>
  z.object({ systemModels: z.array(adminSystemModelSchema) }),
);

export const memberSchema = lazySchema(() =>
  z.object({
    email: z.string(),
    invitedBy: z.string(),
    invitedAt: z.string(),
    /** The address has an account here (it signed in at least once). */
    hasAccount: z.boolean(),
    groupIDs: z.array(z.string()),
  }),
);

export type Member = z.infer<typeof memberSchema>;

export const groupSchema = lazySchema(() =>
  z.object({ id: z.string(), name: z.string(), createdAt: z.string() }),
);

export type Group = z.infer<typeof groupSchema>;

export const membersResponseSchema = lazySchema(() =>
  z.object({
    members: z.array(memberSchema),
    groups: z.array(groupSchema),
  }),
);

export type MembersResponse = z.infer<typeof membersResponseSchema>;

export const inviteMemberRequestSchema = lazySchema(() => z.object({ email: emailAddressSchema }));

/**
 * Whether the invitation e-mail went out: `sent` (handed to SMTP), `notConfigured` (the server has
 * no SMTP, so none was sent) or `failed` (SMTP refused it). The member is recorded in every case.
 */
export const invitationMailStatuses = ['sent', 'notConfigured', 'failed'] as const;

export type InvitationMailStatus = (typeof invitationMailStatuses)[number];

/** POST /api/admin/members: the list, and what became of the invitation e-mail. */
export const inviteMemberResponseSchema = lazySchema(() =>
  z.object({
    members: z.array(memberSchema),
    groups: z.array(groupSchema),
    invitation: z.object({ email: z.string(), mail: z.enum(invitationMailStatuses) }),
  }),
);

export type InviteMemberResponse = z.infer<typeof inviteMemberResponseSchema>;

export const createGroupRequestSchema = lazySchema(() =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  }),
);

/** PUT /api/admin/members/{email}/groups: the member's groups, replacing the earlier ones. */
export const memberGroupsRequestSchema = lazySchema(() =>
  z.object({ groupIDs: z.array(z.string()).check(z.maxLength(100)) }),
);

export const usageRowSchema = lazySchema(() =>
  z.object({
    day: z.string(),
    email: z.string(),
    modelID: z.string(),
    requests: z.number(),
    inputTokens: z.number(),
    outputTokens: z.number(),
  }),
);

export type UsageRow = z.infer<typeof usageRowSchema>;

export const usageResponseSchema = lazySchema(() => z.object({ usage: z.array(usageRowSchema) }));
