import { foldText } from './fold-text.ts';
import { addTerms, hasWordStartingWith, lookupForm } from './search-terms.ts';
import type { ChatHit, IndexSearchResult, IndexedChat } from './search-types.ts';

interface ChatEntry {
  chatID: string;
  title: string;
  titleFolded: string;
  tagNames: readonly string[];
  tagsFolded: string[];
  activityAt: number;
}

/** Terms in sorted order with their postings side by side: compact, and prefix ranges are contiguous. */
export interface FrozenPostings {
  terms: string[];
  /** offsets[i]..offsets[i + 1] is the slice of `postings` that holds term i's documents. */
  offsets: Uint32Array;
  postings: Uint32Array;
}

/** What a snapshot keeps of one chat; the folded forms are derived again on restore. */
export interface StoredDocument {
  chatID: string;
  title: string;
  tagNames: readonly string[];
  activityAt: number;
}

/**
 * Everything the index holds, as plain data: the sorted postings (replaced, never changed in place,
 * by each compaction), the recent changes in the same sorted shape, and the document table, in which
 * `null` is a dead document. Restoring it gives an index that answers exactly like this one.
 */
export interface SearchIndexState {
  frozen: FrozenPostings;
  recent: FrozenPostings;
  documents: (StoredDocument | null)[];
}

const emptyFrozen: FrozenPostings = { terms: [], offsets: new Uint32Array(1), postings: new Uint32Array(0) };

/** Title and tag words are also indexed under these prefixes, so ranking needs no text scan. */
const titleTermPrefix = '\u0001';
const tagTermPrefix = '\u0002';

/** Compaction folds recent changes into the sorted postings once they grow past this many. */
const recentPostingLimit = 200_000;

function lowerBound(terms: readonly string[], word: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((terms[middle] ?? '') < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * An inverted index at chat level: each term points at the chats (documents) whose title, tags or
 * messages contain it. A changed chat gets a new document and its old one is marked dead; compaction
 * later drops dead documents and merges recent terms into the sorted arrays. Message texts are not
 * kept: snippets are cut from messages read back for the few chats shown.
 */
export class SearchIndex {
  private frozen: FrozenPostings = emptyFrozen;
  private recent = new Map<string, number[]>();
  private recentPostingCount = 0;
  private documents: (ChatEntry | undefined)[] = [];
  private documentOf = new Map<string, number>();
  private deadCount = 0;
  private generation = 0;

  /** Rebuilds an index from `exportState`; the caller has checked the state (search-snapshot.ts). */
  static fromState(state: SearchIndexState): SearchIndex {
    const index = new SearchIndex();
    index.frozen = state.frozen;
    index.documents = state.documents.map((stored, document) => {
      if (!stored) {
        index.deadCount += 1;
        return undefined;
      }
      index.documentOf.set(stored.chatID, document);
      return {
        ...stored,
        titleFolded: foldText(stored.title),
        tagsFolded: stored.tagNames.map(foldText),
      };
    });
    const { terms, offsets, postings } = state.recent;
    for (const [position, term] of terms.entries()) {
      index.recent.set(term, [...postings.subarray(offsets[position] ?? 0, offsets[position + 1] ?? 0)]);
    }
    index.recentPostingCount = postings.length;
    return index;
  }

  /** A copy of the index's contents that later changes to the index do not touch. */
  exportState(): SearchIndexState {
    const recentTerms = [...this.recent.keys()].sort();
    const offsets = new Uint32Array(recentTerms.length + 1);
    const postings = new Uint32Array(this.recentPostingCount);
    let filled = 0;
    for (const [position, term] of recentTerms.entries()) {
      for (const document of this.recent.get(term) ?? []) {
        postings[filled] = document;
        filled += 1;
      }
      offsets[position + 1] = filled;
    }
    return {
      frozen: this.frozen,
      recent: { terms: recentTerms, offsets, postings },
      documents: this.documents.map((entry) =>
        entry
          ? {
              chatID: entry.chatID,
              title: entry.title,
              tagNames: entry.tagNames,
              activityAt: entry.activityAt,
            }
          : null,
      ),
    };
  }

  /** Changes with each compaction: a snapshot need not write the sorted postings again until then. */
  get frozenGeneration(): number {
    return this.generation;
  }

  get chatCount(): number {
    return this.documentOf.size;
  }

  has(chatID: string): boolean {
    return this.documentOf.has(chatID);
  }

  /** Adds a chat or replaces what the index knew of it. */
  putChat(chat: IndexedChat): void {
    this.removeChat(chat.chatID);
    const document = this.documents.length;
    const titleFolded = foldText(chat.title);
    const tagsFolded = chat.tagNames.map(foldText);
    this.documents.push({
      chatID: chat.chatID,
      title: chat.title,
      titleFolded,
      tagNames: chat.tagNames,
      tagsFolded,
      activityAt: chat.activityAt,
    });
    this.documentOf.set(chat.chatID, document);
    const terms = new Set<string>();
    addTerms(titleFolded, terms);
    addTerms(titleFolded, terms, titleTermPrefix);
    for (const tag of tagsFolded) {
      addTerms(tag, terms);
      addTerms(tag, terms, tagTermPrefix);
    }
    for (const text of chat.texts) addTerms(foldText(text), terms);
    for (const term of terms) {
      const list = this.recent.get(term);
      if (list) list.push(document);
      else this.recent.set(term, [document]);
    }
    this.recentPostingCount += terms.size;
  }

  removeChat(chatID: string): void {
    const document = this.documentOf.get(chatID);
    if (document === undefined) return;
    this.documents[document] = undefined;
    this.documentOf.delete(chatID);
    this.deadCount += 1;
  }

  /** Whether enough has changed since the last compaction to make one worth its cost. */
  get needsCompaction(): boolean {
    return this.recentPostingCount > recentPostingLimit || this.deadCount > this.documentOf.size / 4 + 100;
  }

  /** Chats containing every word (by word prefix), best first: title matches, tag matches, then recency. */
  search(words: readonly string[], limit: number): IndexSearchResult {
    if (words.length === 0) return { hits: [], total: 0 };
    const documentCount = this.documents.length;
    const counts = new Uint8Array(documentCount);
    const scores = new Uint8Array(documentCount);
    for (const [position, word] of words.entries()) {
      const term = lookupForm(word);
      const marks = this.documentsMatching(term, documentCount);
      const inTitle = this.documentsMatching(titleTermPrefix + term, documentCount);
      const inTags = this.documentsMatching(tagTermPrefix + term, documentCount);
      for (let document = 0; document < documentCount; document += 1) {
        if (marks[document] !== 1 || counts[document] !== position) continue;
        counts[document] = position + 1;
        // Each title word counts twice a tag word, so a title match outranks a tag match.
        scores[document] = (scores[document] ?? 0) + (inTitle[document] ?? 0) * 2 + (inTags[document] ?? 0);
      }
    }
    const found: number[] = [];
    for (let document = 0; document < documentCount; document += 1) {
      if (counts[document] === words.length && this.documents[document]) found.push(document);
    }
    const activity = (document: number) => this.documents[document]?.activityAt ?? 0;
    found.sort(
      (left, right) => (scores[right] ?? 0) - (scores[left] ?? 0) || activity(right) - activity(left),
    );
    const hits = found.slice(0, limit).map((document): ChatHit => {
      const entry = this.documents[document] as ChatEntry;
      return {
        chatID: entry.chatID,
        title: entry.title,
        tagNames: entry.tagNames,
        activityAt: entry.activityAt,
        titleWordMatches: words.filter((word) => hasWordStartingWith(entry.titleFolded, word)).length,
        matchedTagNames: entry.tagNames.filter((_, index) =>
          words.some((word) => hasWordStartingWith(entry.tagsFolded[index] ?? '', word)),
        ),
      };
    });
    return { hits, total: found.length };
  }

  private documentsMatching(word: string, documentCount: number): Uint8Array {
    const marks = new Uint8Array(documentCount);
    const { terms, offsets, postings } = this.frozen;
    for (let term = lowerBound(terms, word); term < terms.length; term += 1) {
      if (!(terms[term] ?? '').startsWith(word)) break;
      const end = offsets[term + 1] ?? 0;
      for (let index = offsets[term] ?? 0; index < end; index += 1) marks[postings[index] ?? 0] = 1;
    }
    for (const [term, documents] of this.recent) {
      if (!term.startsWith(word)) continue;
      for (const document of documents) marks[document] = 1;
    }
    return marks;
  }

  /** Drops dead documents, renumbers the live ones and merges recent terms into the sorted arrays. */
  compact(): void {
    const renumbered = new Int32Array(this.documents.length).fill(-1);
    const documents: ChatEntry[] = [];
    for (const [document, entry] of this.documents.entries()) {
      if (!entry) continue;
      renumbered[document] = documents.length;
      this.documentOf.set(entry.chatID, documents.length);
      documents.push(entry);
    }
    const recentTerms = [...this.recent.keys()].sort();
    const old = this.frozen;
    const terms: string[] = [];
    const offsets: number[] = [0];
    const postings: number[] = [];
    const appendLive = (documentsOfTerm: Iterable<number>) => {
      for (const document of documentsOfTerm) {
        const live = renumbered[document] ?? -1;
        if (live >= 0) postings.push(live);
      }
    };
    let oldIndex = 0;
    let recentIndex = 0;
    while (oldIndex < old.terms.length || recentIndex < recentTerms.length) {
      const oldTerm = old.terms[oldIndex];
      const recentTerm = recentTerms[recentIndex];
      const term =
        recentTerm === undefined || (oldTerm !== undefined && oldTerm <= recentTerm) ? oldTerm : recentTerm;
      if (term === undefined) break;
      const before = postings.length;
      if (term === oldTerm) {
        appendLive(old.postings.subarray(old.offsets[oldIndex] ?? 0, old.offsets[oldIndex + 1] ?? 0));
        oldIndex += 1;
      }
      if (term === recentTerm) {
        appendLive(this.recent.get(term) ?? []);
        recentIndex += 1;
      }
      if (postings.length > before) {
        terms.push(term);
        offsets.push(postings.length);
      }
    }
    this.frozen = { terms, offsets: Uint32Array.from(offsets), postings: Uint32Array.from(postings) };
    this.generation += 1;
    this.documents = documents;
    this.recent = new Map();
    this.recentPostingCount = 0;
    this.deadCount = 0;
  }

  /** Sizes for the docs and the bench. */
  statistics(): { chats: number; terms: number; postings: number } {
    return {
      chats: this.documentOf.size,
      terms: this.frozen.terms.length + this.recent.size,
      postings: this.frozen.postings.length + this.recentPostingCount,
    };
  }
}
