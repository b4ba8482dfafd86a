import * as z from 'zod/mini';
import { agentSchema, epochMillisecondsSchema, type Agent, type UuidSource } from '../entities/index.ts';
import { agentVersionsKeyPrefix } from '../sync-rules/index.ts';

/** Spec §3: one entry of an agent's update history, with the full agent as it was saved. */
export const agentVersionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  createdAt: epochMillisecondsSchema,
  data: agentSchema,
  revertedFromID: z.optional(z.string()),
});

export type AgentVersion = z.infer<typeof agentVersionSchema>;

/** Spec §3 names the local key; the settings table keeps it, and it syncs with the Agents category. */
export function agentVersionsKey(agentID: string): string {
  return `${agentVersionsKeyPrefix}${agentID}`;
}

/** The agent a setting key holds the history of, or undefined for any other setting. */
export function agentIDOfVersionsKey(key: string): string | undefined {
  return key.startsWith(agentVersionsKeyPrefix) ? key.slice(agentVersionsKeyPrefix.length) : undefined;
}

/** Reads a stored history, dropping entries an older or newer build wrote in a shape we cannot read. */
export function parseAgentVersions(value: unknown): AgentVersion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = agentVersionSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export interface RecordVersionOptions {
  random: UuidSource;
  now: number;
  revertedFromID?: string;
}

/** Appends a snapshot of the agent as saved; the history stays oldest first. */
export function recordAgentVersion(
  versions: readonly AgentVersion[],
  agent: Agent,
  { random, now, revertedFromID }: RecordVersionOptions,
): AgentVersion[] {
  const version: AgentVersion = { id: random.uuid(), createdAt: now, data: agent };
  if (revertedFromID !== undefined) version.revertedFromID = revertedFromID;
  return [...versions, version];
}
