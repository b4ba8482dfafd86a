import { SearchIndex, type FrozenPostings, type StoredDocument } from './search-index.ts';

/** Bumped whenever the snapshot's shape or the index's layout changes: an older snapshot is rebuilt. */
export const searchIndexFormat = 1;
/**
 * Bumped whenever folding or word splitting changes (fold-text.ts, search-terms.ts, maximumTermLength):
 * terms stored by the old rules would no longer match queries folded by the new ones.
 */
export const searchTokeniserVersion = 1;

/** Sorted postings as stored: the terms joined by newlines (no term holds one), one string to clone. */
export interface EncodedPostings {
  terms: string;
  termCount: number;
  offsets: Uint32Array;
  postings: Uint32Array;
}

/** The large part, written again only when a compaction replaced it; `generation` ties it to a state. */
export interface SnapshotPostings extends EncodedPostings {
  generation: string;
}

/** The small part, written after every batch of changes. */
export interface SnapshotState {
  format: number;
  tokeniser: number;
  /** The chat change log's sequence this index has read up to: later writes are caught up on load. */
  sequence: number;
  generation: string;
  recent: EncodedPostings;
  documents: (StoredDocument | null)[];
  /** Live chats, checked against the document table on restore. */
  chats: number;
  messages: number;
}

export interface SearchSnapshot {
  state: SnapshotState;
  frozen: SnapshotPostings;
}

/**
 * Where snapshots live (IndexedDB in the worker, memory in tests). `save` writes both parts in one
 * transaction (`frozen` only when its generation differs from the stored one) and keeps a stored
 * snapshot with a higher sequence, which another tab's index wrote.
 */
export interface SearchSnapshotStore {
  load(): Promise<SearchSnapshot | undefined>;
  save(snapshot: SearchSnapshot): Promise<void>;
}

function encodePostings({ terms, offsets, postings }: FrozenPostings): EncodedPostings {
  return { terms: terms.join('\n'), termCount: terms.length, offsets, postings };
}

/** The restore's checks run in slices this size, with `pause` between them (see restoreSnapshot). */
const termsPerSlice = 100_000;
const postingsPerSlice = 2_000_000;

/** Checks sizes, order and bounds; undefined when anything is off, and the caller rebuilds. */
async function decodePostings(
  encoded: EncodedPostings,
  documentCount: number,
  pause: () => Promise<void>,
): Promise<FrozenPostings | undefined> {
  const { termCount, offsets, postings } = encoded;
  if (!(offsets instanceof Uint32Array) || !(postings instanceof Uint32Array)) return undefined;
  if (typeof encoded.terms !== 'string' || offsets.length !== termCount + 1) return undefined;
  const terms = termCount === 0 ? [] : encoded.terms.split('\n');
  if (terms.length !== termCount || offsets[0] !== 0 || offsets[termCount] !== postings.length)
    return undefined;
  for (let start = 0; start < termCount; start += termsPerSlice) {
    await pause();
    for (let term = start; term < Math.min(termCount, start + termsPerSlice); term += 1) {
      if ((offsets[term] ?? 0) > (offsets[term + 1] ?? 0)) return undefined;
      if (term > 0 && (terms[term - 1] ?? '') >= (terms[term] ?? '')) return undefined;
    }
  }
  for (let start = 0; start < postings.length; start += postingsPerSlice) {
    await pause();
    const end = Math.min(postings.length, start + postingsPerSlice);
    for (let position = start; position < end; position += 1) {
      if ((postings[position] ?? documentCount) >= documentCount) return undefined;
    }
  }
  return { terms, offsets, postings };
}

function isStoredDocument(value: unknown): value is StoredDocument | null {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const { chatID, title, tagNames, activityAt } = value as Record<string, unknown>;
  return (
    typeof chatID === 'string' &&
    typeof title === 'string' &&
    typeof activityAt === 'number' &&
    Array.isArray(tagNames) &&
    tagNames.every((name) => typeof name === 'string')
  );
}

/** The snapshot of an index; `generation` names its current sorted postings (see SnapshotWriter). */
export function encodeSnapshot(
  index: SearchIndex,
  options: { sequence: number; generation: string; messages: number },
): SearchSnapshot {
  const { frozen, recent, documents } = index.exportState();
  return {
    state: {
      format: searchIndexFormat,
      tokeniser: searchTokeniserVersion,
      sequence: options.sequence,
      generation: options.generation,
      recent: encodePostings(recent),
      documents,
      chats: index.chatCount,
      messages: options.messages,
    },
    frozen: { ...encodePostings(frozen), generation: options.generation },
  };
}

/**
 * The index a snapshot holds, or undefined when it is from another format or tokeniser, its two parts
 * do not belong together, or anything in it is inconsistent (a crash, a bug, a hand edit): the caller
 * then builds from scratch rather than answer from a wrong index. The checks of a large index take
 * 100–200 ms of a 2-core machine; `pause` runs between their slices, so the work can wait for
 * something more urgent (an answer streaming into the page).
 */
export async function restoreSnapshot(
  snapshot: SearchSnapshot,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<SearchIndex | undefined> {
  const { state, frozen } = snapshot;
  if (state.format !== searchIndexFormat || state.tokeniser !== searchTokeniserVersion) return undefined;
  if (state.generation !== frozen.generation || !Array.isArray(state.documents)) return undefined;
  const chatIDs = new Set<string>();
  for (const document of state.documents) {
    if (!isStoredDocument(document)) return undefined;
    if (document) chatIDs.add(document.chatID);
  }
  const live = state.documents.filter((document) => document !== null).length;
  if (chatIDs.size !== live || live !== state.chats) return undefined;
  const decodedFrozen = await decodePostings(frozen, state.documents.length, pause);
  const decodedRecent = await decodePostings(state.recent, state.documents.length, pause);
  if (!decodedFrozen || !decodedRecent) return undefined;
  await pause();
  return SearchIndex.fromState({ frozen: decodedFrozen, recent: decodedRecent, documents: state.documents });
}

/** Names each new set of sorted postings, so a save writes them only when a compaction replaced them. */
export class SnapshotGenerations {
  private name: string;
  private namedGeneration: number;

  constructor(index: SearchIndex, restoredName?: string) {
    this.namedGeneration = index.frozenGeneration;
    this.name = restoredName ?? SnapshotGenerations.fresh();
  }

  current(index: SearchIndex): string {
    if (index.frozenGeneration !== this.namedGeneration) {
      this.namedGeneration = index.frozenGeneration;
      this.name = SnapshotGenerations.fresh();
    }
    return this.name;
  }

  /** Random, so two tabs never give different postings the same name. */
  private static fresh(): string {
    return globalThis.crypto.randomUUID();
  }
}
