import * as z from 'zod/mini';
import type { Agent } from '../entities/index.ts';
import { canonicalJSON } from '../canonical-json/index.ts';
import { sha256Hex } from './sha256-hex.ts';

/**
 * Spec §3 "Agent import file": the agent snapshot as `data` and a `checksum` over it, so a file
 * changed after export is refused (spec §5). `data` is read loosely here; the agent schema checks
 * it once the import has given it a new identity.
 */
export const agentExportFileSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  checksum: z.string(),
});

export type AgentExportFile = z.infer<typeof agentExportFileSchema>;

/** The checksum of spec §5: SHA-256 (hex) of the canonical JSON of `data`. */
export function agentDataChecksum(data: unknown): Promise<string> {
  return sha256Hex(canonicalJSON(data));
}

/** The file for one agent. Undefined fields are left out, as JSON would leave them out anyway. */
export async function agentExportFile(agent: Agent): Promise<AgentExportFile> {
  const data = JSON.parse(canonicalJSON(agent)) as Record<string, unknown>;
  return { data, checksum: await agentDataChecksum(data) };
}

/** `agent-<slug>.json`, the slug made of the title's letters and digits (accents dropped). */
export function agentExportFileName(agent: Agent): string {
  const slug = agent.title
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `agent-${slug === '' ? 'untitled' : slug}.json`;
}
