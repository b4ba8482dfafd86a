import { canonicalJSON } from '../canonical-json/index.ts';
import { idPrefixes, type Agent } from '../entities/index.ts';

/**
 * The id of the library copy a first-run fill makes of a default agent: derived from the default's
 * own id (`default-<slug>` → `a-default-<slug>`), so every device of an account fills the same
 * records, which merge in sync instead of doubling, and a removed default's tombstone matches the
 * copy every other device would fill.
 */
export function defaultAgentCopyID(defaultAgent: Agent): string {
  return `${idPrefixes.agent}${defaultAgent.id}`;
}

/**
 * The times of a filled copy. Fixed, so two devices fill identical records; and in the past, so any
 * edit, pin or use of the copy on another device is newer and wins over a later fill.
 */
export const defaultAgentsFilledAt = Date.UTC(2026, 0, 1);

/** Fields a copy carries of its own; everything else is the default's content. */
const bookkeepingFields = new Set([
  'id',
  'type',
  'pinned',
  'sourceID',
  'lastUsedAt',
  'createdAt',
  'updatedAt',
  'syncedAt',
]);

function contentOf(agent: Agent): string {
  return canonicalJSON(
    Object.fromEntries(Object.entries(agent).filter(([field]) => !bookkeepingFields.has(field))),
  );
}

/** Whether a library copy still holds exactly its default's content (a person never edited it). */
export function isUneditedDefaultCopy(copy: Agent, defaultAgent: Agent): boolean {
  return copy.sourceID === defaultAgent.id && contentOf(copy) === contentOf(defaultAgent);
}

/**
 * Spec §4's first-run fill: a copy of every default agent the library lacks, unpinned (pinning 26
 * agents would mean nothing), with the stable id and fixed times. A default whose copy this device
 * already removed (`removedIDs`, its tombstones) is not filled again.
 */
export function fillDefaultAgents(
  defaultAgents: readonly Agent[],
  library: readonly Agent[],
  { removedIDs }: { removedIDs: ReadonlySet<string> },
): Agent[] {
  const copies: Agent[] = [];
  for (const defaultAgent of defaultAgents) {
    const id = defaultAgentCopyID(defaultAgent);
    const installed = library.some(
      (agent) => agent.id === id || agent.id === defaultAgent.id || agent.sourceID === defaultAgent.id,
    );
    if (installed || removedIDs.has(id)) continue;
    copies.push({
      ...defaultAgent,
      id,
      type: 'user',
      pinned: false,
      sourceID: defaultAgent.id,
      lastUsedAt: null,
      createdAt: defaultAgentsFilledAt,
      updatedAt: defaultAgentsFilledAt,
      syncedAt: null,
    });
  }
  return copies;
}

export interface DefaultCopyChanges {
  /** Copies to write (re-keyed ones, under their stable id). */
  put: Agent[];
  /** Ids of copies to remove (with a tombstone, so every device drops them). */
  remove: string[];
}

export interface TidyDefaultCopiesOptions {
  /** Agents with an update history: they count as edited, whatever their content. */
  withHistory: ReadonlySet<string>;
  /**
   * Also move a lone unedited copy under a random id (filled before ids were stable) to its stable
   * id. Done once per device: later, a random-id copy is one a person installed on purpose.
   */
  rekey: boolean;
}

/**
 * Undoes the doubling that fills under random ids left behind (one set of defaults per device),
 * never touching a copy a person edited: per default, when several copies exist, the unedited ones
 * go if an edited one exists; otherwise one unedited copy stays, the stable-id one if present, else
 * the one with the smallest id (a choice every device makes alike, so two devices tidying at once
 * keep the same copy).
 */
export function tidyDefaultAgentCopies(
  defaultAgents: readonly Agent[],
  library: readonly Agent[],
  { withHistory, rekey }: TidyDefaultCopiesOptions,
): DefaultCopyChanges {
  const changes: DefaultCopyChanges = { put: [], remove: [] };
  for (const defaultAgent of defaultAgents) {
    const stableID = defaultAgentCopyID(defaultAgent);
    const copies = library.filter((agent) => agent.type === 'user' && agent.sourceID === defaultAgent.id);
    const unedited = copies
      .filter((copy) => !withHistory.has(copy.id) && isUneditedDefaultCopy(copy, defaultAgent))
      .sort((a, b) => (a.id === stableID ? -1 : b.id === stableID ? 1 : a.id < b.id ? -1 : 1));
    const editedCount = copies.length - unedited.length;
    const [first, ...rest] = unedited;
    if (!first) continue;
    const keep = editedCount > 0 ? [] : [first];
    const extra = editedCount > 0 ? unedited : rest;
    changes.remove.push(...extra.map((copy) => copy.id));
    const lone = keep[0];
    if (rekey && lone && lone.id !== stableID) {
      changes.put.push({ ...lone, id: stableID, syncedAt: null });
      changes.remove.push(lone.id);
    }
  }
  return changes;
}
