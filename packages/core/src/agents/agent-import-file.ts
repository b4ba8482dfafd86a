import { agentSchema, createId, idPrefixes, type Agent, type UuidSource } from '../entities/index.ts';
import { agentDataChecksum, agentExportFileSchema } from './agent-export-file.ts';

export interface AgentImportOptions {
  random: UuidSource;
  now: number;
}

/**
 * `parse`: not JSON; `invalid`: JSON, but not an agent file or not an agent; `checksum`: the data was
 * changed after export. The page shows its own message for `checksum` and the generic one otherwise.
 */
export type AgentImportFailure = 'parse' | 'invalid' | 'checksum';

export type AgentImportResult = { ok: true; agent: Agent } | { ok: false; reason: AgentImportFailure };

/**
 * The agent an import adds. It always gets a new id and fresh times, so an import never overwrites
 * an agent already in the library; it becomes the user's own, unsynced and pinned like any other
 * copy the user asked for. The source and premium marks are dropped as a clone drops them: a kept
 * `sourceID` would make the library hide the copy behind the installed default it came from.
 */
export function agentFromImportData(data: unknown, { random, now }: AgentImportOptions): Agent | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const { sourceID: _source, premium: _premium, ...fields } = data as Record<string, unknown>;
  const parsed = agentSchema.safeParse({
    ...fields,
    id: createId(idPrefixes.agent, random),
    type: 'user',
    pinned: true,
    lastUsedAt: null,
    createdAt: now,
    updatedAt: now,
    syncedAt: null,
  });
  return parsed.success ? parsed.data : undefined;
}

/** Reads an exported agent file's text (spec §3, §5): parsed, checksum checked, then validated. */
export async function readAgentImportFile(
  text: string,
  options: AgentImportOptions,
): Promise<AgentImportResult> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'parse' };
  }
  const file = agentExportFileSchema.safeParse(json);
  if (!file.success) return { ok: false, reason: 'invalid' };
  // The raw `data`, not the schema's output, so the checksum covers exactly what the file holds.
  const data = (json as { data: unknown }).data;
  const checksum = await agentDataChecksum(data);
  if (checksum !== file.data.checksum.toLowerCase()) return { ok: false, reason: 'checksum' };
  const agent = agentFromImportData(data, options);
  return agent ? { ok: true, agent } : { ok: false, reason: 'invalid' };
}
