import { agentSchema, createID, idPrefixes, type Agent, type UuidSource } from '../entities/index.ts';
import { classifyAvatarURL } from './agent-avatar-source.ts';
import { agentDataChecksum } from './agent-export-file.ts';
import {
  agentFieldLimitIssues,
  agentImportMaxBytes,
  type AgentFieldLimitIssue,
} from './agent-field-limits.ts';

export interface AgentImportOptions {
  random: UuidSource;
  now: number;
}

/** Why an agent file or a shared agent was refused; each reason has its own message on the page. */
export type AgentImportFailure =
  | { reason: 'too-large'; limit: number }
  | { reason: 'empty' }
  | { reason: 'not-json' }
  | { reason: 'not-agent-file' }
  | { reason: 'checksum-missing' }
  | { reason: 'checksum-malformed' }
  | { reason: 'checksum-wrong' }
  | { reason: 'not-an-agent' }
  | { reason: 'too-long'; issues: AgentFieldLimitIssue[] }
  | { reason: 'avatar-refused'; scheme: string };

export type AgentImportReason = AgentImportFailure['reason'];

/**
 * An agent ready for the review step. A remote avatar is not part of `agent`: it is offered as
 * `remoteAvatarURL`, fetched only if the person agrees, and stored inline.
 */
export interface AgentImportCandidate {
  agent: Agent;
  remoteAvatarURL?: string;
}

export type AgentImportResult = ({ ok: true } & AgentImportCandidate) | ({ ok: false } & AgentImportFailure);

const checksumPattern = /^[0-9a-f]{64}$/i;

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
    id: createID(idPrefixes.agent, random),
    type: 'user',
    pinned: true,
    lastUsedAt: null,
    createdAt: now,
    updatedAt: now,
    syncedAt: null,
  });
  return parsed.success ? parsed.data : undefined;
}

/**
 * What both imports (a file, a shared link) check once the data is an agent: field lengths and
 * where the avatar comes from. An inline avatar stays; an https one waits for consent.
 */
export function checkImportedAgent(agent: Agent): AgentImportResult {
  const issues = agentFieldLimitIssues(agent);
  if (issues.length > 0) return { ok: false, reason: 'too-long', issues };
  const avatar = classifyAvatarURL(agent.avatarURL);
  if (avatar.kind === 'refused') return { ok: false, reason: 'avatar-refused', scheme: avatar.scheme };
  if (avatar.kind === 'inline') return { ok: true, agent: { ...agent, avatarURL: avatar.url } };
  const { avatarURL: _avatar, ...withoutAvatar } = agent;
  return avatar.kind === 'remote'
    ? { ok: true, agent: withoutAvatar, remoteAvatarURL: avatar.url }
    : { ok: true, agent: withoutAvatar };
}

/** A shared agent's data (a `?character=` link) as a candidate for the review step. */
export function readSharedAgentData(data: unknown, options: AgentImportOptions): AgentImportResult {
  const agent = agentFromImportData(data, options);
  return agent ? checkImportedAgent(agent) : { ok: false, reason: 'not-an-agent' };
}

/**
 * Reads an exported agent file's text (spec §3, §5): size, JSON, the `{ data, checksum }` shape,
 * the checksum, the agent schema, then the limits every import keeps. Each refusal names its reason.
 */
export async function readAgentImportFile(
  text: string,
  options: AgentImportOptions,
): Promise<AgentImportResult> {
  if (new TextEncoder().encode(text).length > agentImportMaxBytes)
    return { ok: false, reason: 'too-large', limit: agentImportMaxBytes };
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, reason: 'not-agent-file' };
  const file = json as Record<string, unknown>;
  const data = Object.hasOwn(file, 'data') ? file['data'] : undefined;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, reason: 'not-agent-file' };
  const checksum = Object.hasOwn(file, 'checksum') ? file['checksum'] : undefined;
  if (checksum === undefined) return { ok: false, reason: 'checksum-missing' };
  if (typeof checksum !== 'string' || !checksumPattern.test(checksum))
    return { ok: false, reason: 'checksum-malformed' };
  // The raw `data`, not a schema's output, so the checksum covers exactly what the file holds.
  if ((await agentDataChecksum(data)) !== checksum.toLowerCase())
    return { ok: false, reason: 'checksum-wrong' };
  return readSharedAgentData(data, options);
}
