import * as z from 'zod/mini';
import { agentSchema, lookupOwn, type Agent } from '../entities/index.ts';

/**
 * Reads the host's `systemCharacters`. The host sends partial records; what is missing takes a
 * neutral default, and anything not readable is skipped rather than taking the page down.
 */
export function parseSystemAgents(input: readonly unknown[] | undefined): Agent[] {
  if (!input) return [];
  return input.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const record = entry as Record<string, unknown>;
    const parsed = agentSchema.safeParse({
      description: '',
      categories: [],
      pinned: false,
      prompt: '',
      lastUsedAt: null,
      createdAt: 0,
      updatedAt: 0,
      syncedAt: null,
      ...record,
      type: record['type'] === 'org-system' ? 'org-system' : 'system',
    });
    return parsed.success ? [parsed.data] : [];
  });
}

/** Spec §3: per-agent settings, which hold the pin of agents the user cannot write to. */
export const agentSettingsSchema = z.record(z.string(), z.object({ pinned: z.optional(z.boolean()) }));

export type AgentSettings = z.infer<typeof agentSettingsSchema>;

export function parseAgentSettings(value: unknown): AgentSettings {
  const parsed = agentSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** System agents carry the user's pin from the settings map instead of their own record. */
export function applyAgentSettings(agents: readonly Agent[], settings: AgentSettings): Agent[] {
  return agents.map((agent) => {
    const pinned = lookupOwn(settings, agent.id)?.pinned;
    return pinned === undefined ? agent : { ...agent, pinned };
  });
}
