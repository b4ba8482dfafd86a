import { tokenizeForRetrieval } from './tokenize-for-retrieval.ts';
import { TopK } from './top-k.ts';

export interface LexicalDocument {
  id: string;
  fileID: string;
  text: string;
  section?: string;
}

export interface LexicalSearchOptions {
  limit: number;
  /** Only chunks of these files. */
  fileIDs?: ReadonlySet<string>;
}

export interface LexicalHit {
  chunkID: string;
  fileID: string;
  score: number;
}

/** BM25's usual constants: on the corpus, k1 0.9–2 and b 0.5–0.9 moved recall@5 by at most two questions of 52. */
export const bm25K1 = 1.2;
export const bm25B = 0.75;
/** A word of the heading path counts as much as this many occurrences in the text. */
export const sectionTermWeight = 1.5;

export interface LexicalIndexOptions {
  k1?: number;
  b?: number;
  sectionWeight?: number;
}

/** Most distinct terms a query is scored by (its rarest). */
export const maximumQueryTerms = 64;

/** One term's postings: slot and weighted term frequency, in growable typed arrays. */
interface Postings {
  slots: Int32Array;
  weights: Float32Array;
  length: number;
  /** Live slots holding the term (dead ones stay in `slots` until compaction). */
  documentFrequency: number;
}

function grow<T extends Int32Array | Float32Array>(array: T, needed: number, make: (size: number) => T): T {
  if (needed <= array.length) return array;
  const bigger = make(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

function growPostings(postings: Postings): void {
  const slots = new Int32Array(postings.slots.length * 2);
  slots.set(postings.slots);
  postings.slots = slots;
  const weights = new Float32Array(postings.weights.length * 2);
  weights.set(postings.weights);
  postings.weights = weights;
}

/**
 * An in-memory BM25 index over knowledge chunks. Adding appends to each term's postings; removing a
 * file marks its slots dead (skipped by queries) and compacts the postings only once dead slots
 * outnumber live ones, so neither costs a rebuild. Terms live in a Map and postings in typed arrays.
 */
export class LexicalIndex {
  private readonly termIDs = new Map<string, number>();
  private readonly postings: Postings[] = [];
  private readonly chunkIDs: (string | undefined)[] = [];
  private readonly slotTerms: (Int32Array | undefined)[] = [];
  /** File index per slot; -1 for a dead or free slot. */
  private slotFiles = new Int32Array(1024).fill(-1);
  private slotLengths = new Float32Array(1024);
  private slotCount = 0;
  private readonly freeSlots: number[] = [];
  private readonly deadSlots: number[] = [];
  private readonly fileIndexes = new Map<string, number>();
  private readonly fileIDs: string[] = [];
  private readonly fileSlots = new Map<number, Set<number>>();
  private readonly chunkSlots = new Map<string, number>();
  private scores = new Float64Array(1024);
  /** Per term id, the weight counted so far in the chunk being added; zeroed again after each chunk. */
  private scratchWeights = new Float32Array(1024);
  private liveCount = 0;
  private totalLength = 0;
  private readonly k1: number;
  private readonly b: number;
  private readonly sectionWeight: number;

  constructor(options: LexicalIndexOptions = {}) {
    this.k1 = options.k1 ?? bm25K1;
    this.b = options.b ?? bm25B;
    this.sectionWeight = options.sectionWeight ?? sectionTermWeight;
  }

  /** Chunks indexed. */
  get size(): number {
    return this.liveCount;
  }

  private termIDOf = (term: string): number => {
    let termID = this.termIDs.get(term);
    if (termID === undefined) {
      termID = this.postings.length;
      this.termIDs.set(term, termID);
      this.postings.push({
        slots: new Int32Array(4),
        weights: new Float32Array(4),
        length: 0,
        documentFrequency: 0,
      });
    }
    return termID;
  };

  /** The chunk's weighted term frequencies: term ids, and their weights left in `scratchWeights`. */
  private countTerms(chunk: LexicalDocument): number[] {
    const termIDs: number[] = [];
    const count = (text: string, weight: number) => {
      for (const term of tokenizeForRetrieval(text)) {
        const termID = this.termIDOf(term);
        if (termID >= this.scratchWeights.length) {
          const bigger = new Float32Array(Math.max(termID + 1, this.scratchWeights.length * 2));
          bigger.set(this.scratchWeights);
          this.scratchWeights = bigger;
        }
        if (this.scratchWeights[termID] === 0) termIDs.push(termID);
        this.scratchWeights[termID] = (this.scratchWeights[termID] ?? 0) + weight;
      }
    };
    count(chunk.text, 1);
    if (chunk.section !== undefined) count(chunk.section, this.sectionWeight);
    return termIDs;
  }

  private fileIndexOf(fileID: string): number {
    let fileIndex = this.fileIndexes.get(fileID);
    if (fileIndex === undefined) {
      fileIndex = this.fileIDs.length;
      this.fileIndexes.set(fileID, fileIndex);
      this.fileIDs.push(fileID);
    }
    return fileIndex;
  }

  private allocateSlot(): number {
    const reused = this.freeSlots.pop();
    if (reused !== undefined) return reused;
    const slot = this.slotCount;
    this.slotCount += 1;
    this.slotFiles = grow(this.slotFiles, this.slotCount, (size) => new Int32Array(size).fill(-1));
    this.slotLengths = grow(this.slotLengths, this.slotCount, (size) => new Float32Array(size));
    if (this.scores.length < this.slotFiles.length) this.scores = new Float64Array(this.slotFiles.length);
    return slot;
  }

  /** Adds chunks; a chunk whose id is already indexed replaces the old one. */
  add(chunks: readonly LexicalDocument[]): void {
    for (const chunk of chunks) {
      const existing = this.chunkSlots.get(chunk.id);
      if (existing !== undefined) this.removeSlot(existing);
      const slot = this.allocateSlot();
      const fileIndex = this.fileIndexOf(chunk.fileID);
      const termIDs = this.countTerms(chunk);
      const terms = Int32Array.from(termIDs);
      let length = 0;
      for (const termID of termIDs) {
        const postings = this.postings[termID];
        const weight = this.scratchWeights[termID] ?? 0;
        this.scratchWeights[termID] = 0;
        if (!postings) continue;
        if (postings.length === postings.slots.length) growPostings(postings);
        postings.slots[postings.length] = slot;
        postings.weights[postings.length] = weight;
        postings.length += 1;
        postings.documentFrequency += 1;
        length += weight;
      }
      this.chunkIDs[slot] = chunk.id;
      this.slotTerms[slot] = terms;
      this.slotFiles[slot] = fileIndex;
      this.slotLengths[slot] = length;
      this.chunkSlots.set(chunk.id, slot);
      let slots = this.fileSlots.get(fileIndex);
      if (!slots) {
        slots = new Set();
        this.fileSlots.set(fileIndex, slots);
      }
      slots.add(slot);
      this.liveCount += 1;
      this.totalLength += length;
    }
  }

  /** Removes every chunk of a file. */
  removeFile(fileID: string): void {
    const fileIndex = this.fileIndexes.get(fileID);
    if (fileIndex === undefined) return;
    for (const slot of [...(this.fileSlots.get(fileIndex) ?? [])]) this.removeSlot(slot);
    this.fileSlots.delete(fileIndex);
    if (this.deadSlots.length > Math.max(4096, this.liveCount)) this.compact();
  }

  private removeSlot(slot: number): void {
    const fileIndex = this.slotFiles[slot] ?? -1;
    if (fileIndex < 0) return;
    for (const termID of this.slotTerms[slot] ?? []) {
      const postings = this.postings[termID];
      if (postings) postings.documentFrequency -= 1;
    }
    const chunkID = this.chunkIDs[slot];
    if (chunkID !== undefined) this.chunkSlots.delete(chunkID);
    this.fileSlots.get(fileIndex)?.delete(slot);
    this.chunkIDs[slot] = undefined;
    this.slotTerms[slot] = undefined;
    this.slotFiles[slot] = -1;
    this.liveCount -= 1;
    this.totalLength -= this.slotLengths[slot] ?? 0;
    this.deadSlots.push(slot);
  }

  /** Drops dead slots from every postings list; only then may the slots be handed out again. */
  private compact(): void {
    for (const postings of this.postings) {
      let kept = 0;
      for (let position = 0; position < postings.length; position += 1) {
        const slot = postings.slots[position] ?? 0;
        if ((this.slotFiles[slot] ?? -1) < 0) continue;
        postings.slots[kept] = slot;
        postings.weights[kept] = postings.weights[position] ?? 0;
        kept += 1;
      }
      postings.length = kept;
    }
    this.freeSlots.push(...this.deadSlots);
    this.deadSlots.length = 0;
  }

  private fileMask(fileIDs: ReadonlySet<string> | undefined): Uint8Array | undefined {
    if (fileIDs === undefined) return undefined;
    const mask = new Uint8Array(this.fileIDs.length);
    for (const fileID of fileIDs) {
      const fileIndex = this.fileIndexes.get(fileID);
      if (fileIndex !== undefined) mask[fileIndex] = 1;
    }
    return mask;
  }

  /**
   * The query's indexed terms, each once. A long query (a pasted paragraph) keeps its rarest
   * `maximumQueryTerms`: they carry most of the score, and each term costs a walk over its postings.
   */
  private queryTermIDs(query: string): number[] {
    const termIDs = new Set<number>();
    for (const term of tokenizeForRetrieval(query)) {
      const termID = this.termIDs.get(term);
      if (termID !== undefined && (this.postings[termID]?.documentFrequency ?? 0) > 0) termIDs.add(termID);
    }
    const frequency = (termID: number) => this.postings[termID]?.documentFrequency ?? 0;
    return [...termIDs].sort((a, b) => frequency(a) - frequency(b) || a - b).slice(0, maximumQueryTerms);
  }

  /** The best `limit` chunks for a query by BM25, best first. */
  search(query: string, options: LexicalSearchOptions): LexicalHit[] {
    const termIDs = this.queryTermIDs(query);
    if (termIDs.length === 0 || this.liveCount === 0 || options.limit <= 0) return [];
    const mask = this.fileMask(options.fileIDs);
    const averageLength = this.totalLength / this.liveCount || 1;
    const { scores, k1, b } = this;
    const touched: number[] = [];
    for (const termID of termIDs) {
      const postings = this.postings[termID];
      if (!postings || postings.documentFrequency <= 0) continue;
      const frequency = postings.documentFrequency;
      const idf = Math.log(1 + (this.liveCount - frequency + 0.5) / (frequency + 0.5));
      const { slots, weights, length } = postings;
      for (let position = 0; position < length; position += 1) {
        const slot = slots[position] ?? 0;
        const fileIndex = this.slotFiles[slot] ?? -1;
        if (fileIndex < 0 || (mask !== undefined && mask[fileIndex] !== 1)) continue;
        const weight = weights[position] ?? 0;
        const norm = k1 * (1 - b + (b * (this.slotLengths[slot] ?? 0)) / averageLength);
        if (scores[slot] === 0) touched.push(slot);
        scores[slot] = (scores[slot] ?? 0) + (idf * weight * (k1 + 1)) / (weight + norm);
      }
    }
    const best = new TopK(options.limit);
    for (const slot of touched) {
      best.offer(slot, scores[slot] ?? 0);
      scores[slot] = 0;
    }
    return best.sorted().map(({ index, score }) => ({
      chunkID: this.chunkIDs[index] ?? '',
      fileID: this.fileIDs[this.slotFiles[index] ?? 0] ?? '',
      score,
    }));
  }
}
