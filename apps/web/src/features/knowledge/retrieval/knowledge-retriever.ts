// The retrieval index over the stored passages: BM25 over every chunk plus the chunks' vectors,
// built by paged reads and kept current from the store's chunk change events (their ids are file
// ids). It runs in a worker in the app and in-thread in tests. Passage texts are not kept in memory:
// the few returned are read from the store, which also proves they still exist.
import {
  LexicalIndex,
  cosineTopK,
  rankHybrid,
  type KnowledgeScope,
  type RetrievedPassage,
  type ScoredChunk,
} from '@confab/core/knowledge';
import type { StorageChange, StoragePort } from '@confab/core';
import type { KnowledgeChunk } from '@confab/core/entities';
import { retrievalLimits } from './retrieval-limits.ts';
import { resolveScope } from './resolve-scope.ts';

export interface RetrievalRequest {
  text: string;
  scope: KnowledgeScope;
  limit: number;
  /** The question's vector, made with `embeddingModelID`; only chunks embedded by it are compared. */
  queryVector?: Float32Array;
  embeddingModelID?: string;
}

const buildPageSize = 500;

export class KnowledgeRetriever {
  private readonly lexical = new LexicalIndex();
  private readonly vectors = new Map<string, { fileID: string; embedding: Float32Array }>();
  private readonly chunkIDsByFile = new Map<string, string[]>();
  private readonly fileOfChunk = new Map<string, string>();
  /** Updates run one after another, after the build: a change never lands before the page it follows. */
  private updates: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | undefined;
  private readonly pendingFileIDs = new Set<string>();
  private flushScheduled = false;

  constructor(private readonly storage: StoragePort) {}

  /** Subscribes first, then builds, so a change made during the build is applied after it. */
  start(): Promise<void> {
    this.unsubscribe ??= this.storage.subscribe((change) => {
      this.onChange(change);
    });
    this.updates = this.updates.then(() => this.build());
    return this.updates;
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  get size(): number {
    return this.lexical.size;
  }

  /** Resolves once every change heard so far is in the index. */
  settled(): Promise<void> {
    return this.updates;
  }

  private onChange(change: StorageChange): void {
    if (change.table !== 'knowledgeChunks') return;
    for (const fileID of change.ids) this.pendingFileIDs.add(fileID);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // Changes that arrive while a reload runs are gathered into the next one: embedding a long
    // document stores a batch of vectors per call, and each would otherwise re-load the whole file.
    this.updates = this.updates
      .then(() => {
        this.flushScheduled = false;
        const fileIDs = [...this.pendingFileIDs];
        this.pendingFileIDs.clear();
        return this.reloadFiles(fileIDs);
      })
      .catch((error: unknown) => {
        console.warn('The knowledge index missed an update', error);
      });
  }

  private async build(): Promise<void> {
    let after: string | undefined;
    for (;;) {
      const page = await this.storage.knowledgeChunks.page({
        limit: buildPageSize,
        ...(after === undefined ? {} : { after }),
      });
      this.addChunks(page);
      const last = page.at(-1);
      if (!last || page.length < buildPageSize) return;
      after = last.id;
    }
  }

  private async reloadFiles(fileIDs: readonly string[]): Promise<void> {
    for (const fileID of fileIDs) {
      this.removeFile(fileID);
      this.addChunks(await this.storage.knowledgeChunks.listByFile(fileID));
    }
  }

  private removeFile(fileID: string): void {
    this.lexical.removeFile(fileID);
    for (const chunkID of this.chunkIDsByFile.get(fileID) ?? []) {
      this.vectors.delete(chunkID);
      this.fileOfChunk.delete(chunkID);
    }
    this.chunkIDsByFile.delete(fileID);
  }

  private addChunks(chunks: readonly KnowledgeChunk[]): void {
    if (chunks.length === 0) return;
    this.lexical.add(chunks);
    for (const chunk of chunks) {
      const list = this.chunkIDsByFile.get(chunk.fileID);
      if (list) list.push(chunk.id);
      else this.chunkIDsByFile.set(chunk.fileID, [chunk.id]);
      this.fileOfChunk.set(chunk.id, chunk.fileID);
      if (chunk.embedding) this.vectors.set(chunk.id, { fileID: chunk.fileID, embedding: chunk.embedding });
    }
  }

  private async scopeFileIDs(scope: KnowledgeScope): Promise<Set<string>> {
    const [files, collections] = await Promise.all([
      this.storage.files.list(),
      this.storage.knowledgeCollections.list(),
    ]);
    return resolveScope(scope, files, collections);
  }

  private async vectorRanking(
    request: RetrievalRequest,
    fileIDs: ReadonlySet<string>,
    candidates: number,
  ): Promise<ScoredChunk[]> {
    const { queryVector, embeddingModelID } = request;
    if (!queryVector || embeddingModelID === undefined || this.vectors.size === 0) return [];
    const documents = await this.storage.indexedDocuments.getMany([...fileIDs]);
    const embedded = new Set(
      documents.flatMap((document) => (document?.embeddingModel === embeddingModelID ? [document.id] : [])),
    );
    if (embedded.size === 0) return [];
    const vectors = this.vectors;
    function* eligible() {
      for (const [chunkID, entry] of vectors) {
        if (embedded.has(entry.fileID)) yield { chunkID, embedding: entry.embedding };
      }
    }
    return cosineTopK(queryVector, eligible(), candidates);
  }

  async retrieve(request: RetrievalRequest): Promise<RetrievedPassage[]> {
    await this.updates;
    const limit = Math.max(0, Math.min(Math.floor(request.limit), retrievalLimits.passages));
    const text = request.text.slice(0, retrievalLimits.queryCharacters);
    if (limit === 0 || text.trim() === '') return [];
    const fileIDs = await this.scopeFileIDs(request.scope);
    if (fileIDs.size === 0) return [];
    const candidates = Math.max(limit * 4, 20);
    const lexical = this.lexical.search(text, { limit: candidates, fileIDs });
    const vector = await this.vectorRanking(request, fileIDs, candidates);
    const ranked = vector.length > 0 ? rankHybrid(lexical, vector) : lexical;
    return this.passages(ranked.slice(0, candidates), request.scope, limit);
  }

  /**
   * Reads the ranked passages' texts and files fresh from the store and keeps those whose file still
   * exists and is still in scope: a document deleted a moment ago is never returned, whatever the
   * index still holds.
   */
  private async passages(
    ranked: readonly ScoredChunk[],
    scope: KnowledgeScope,
    limit: number,
  ): Promise<RetrievedPassage[]> {
    const fileIDs = [...new Set(ranked.flatMap((entry) => this.fileOfChunk.get(entry.chunkID) ?? []))];
    const inScope = await this.scopeFileIDs(scope);
    const files = new Map(
      (await this.storage.files.getMany(fileIDs)).flatMap((file) =>
        file && inScope.has(file.id) ? [[file.id, file]] : [],
      ),
    );
    const chunks = new Map<string, KnowledgeChunk>();
    const wantedFiles = new Set<string>();
    const passages: RetrievedPassage[] = [];
    for (const entry of ranked) {
      if (passages.length >= limit) break;
      const fileID = this.fileOfChunk.get(entry.chunkID);
      const file = fileID === undefined ? undefined : files.get(fileID);
      if (!file) continue;
      if (!wantedFiles.has(file.id)) {
        wantedFiles.add(file.id);
        for (const chunk of await this.storage.knowledgeChunks.listByFile(file.id))
          chunks.set(chunk.id, chunk);
      }
      const chunk = chunks.get(entry.chunkID);
      if (!chunk) continue;
      passages.push({
        chunkID: chunk.id,
        fileID: file.id,
        documentName: file.name,
        text: chunk.text,
        score: entry.score,
        ...(chunk.page === undefined ? {} : { page: chunk.page }),
        ...(chunk.section === undefined ? {} : { section: chunk.section }),
      });
    }
    return passages;
  }
}
