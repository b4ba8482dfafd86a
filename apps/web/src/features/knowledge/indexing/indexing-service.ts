// Keeps the knowledge base current while the app is open: one file at a time, in the order files
// changed, re-planned from the store after each file, so a reload resumes where it stopped (the
// state is the store's reading state, not this object's). Store changes from any tab wake it.
import type { StorageChange } from '@confab/core';
import type { StoredFile } from '@confab/core/entities';
import { documentFingerprint } from './document-fingerprint.ts';
import { indexFile } from './index-file.ts';
import type { IndexingDependencies, IndexingStatus } from './indexing-ports.ts';
import { knowledgeFiles, planIndexing } from './plan-indexing.ts';

const watchedTables = new Set<StorageChange['table']>([
  'files',
  'knowledgeCollections',
  'indexedDocuments',
  'blobs',
]);

export interface IndexingService {
  /** Starts watching the store and working; resolves when stopped. */
  run(): Promise<void>;
  /** Cancels the file being read and stops. */
  stop(): void;
  /** Plans again now: the embedding model (or its key) changed, which the store does not announce. */
  refresh(): void;
  /** Forgets every document's reading state, so each is read again. */
  reindexAll(): Promise<void>;
  status(): IndexingStatus;
}

export function createIndexingService(dependencies: IndexingDependencies): IndexingService {
  const { storage } = dependencies;
  let stopped = false;
  // Read through a call, so TypeScript does not narrow the flag across the loop's awaits.
  const isRunning = () => !stopped;
  let current: { fileID: string; controller: AbortController } | undefined;
  let wake: (() => void) | undefined;
  let dirty = true;
  let status: IndexingStatus = { queueLength: 0 };
  // Files tried this session that must wait for a change before another try (missing bytes, a
  // failed embedding call): without it, a file whose state never reaches its fingerprint loops.
  const attempted = new Map<string, string>();
  // Files changed since the last plan: one taken out of the knowledge base may hold chunks without a
  // reading state (a reload between storing chunks and state, or "Re-index everything" just before).
  const changedFileIDs = new Set<string>();

  const setStatus = (next: IndexingStatus) => {
    status = next;
    dependencies.onStatus?.(next);
  };

  const isCurrent = async (file: StoredFile): Promise<boolean> => {
    const [stored, collections] = await Promise.all([
      storage.files.get(file.id),
      storage.knowledgeCollections.list(),
    ]);
    return stored?.blobID === file.blobID && knowledgeFiles([stored], collections).length === 1;
  };

  const onChange = (change: StorageChange) => {
    if (!watchedTables.has(change.table)) return;
    if (change.table === 'files') for (const id of change.ids) changedFileIDs.add(id);
    if (change.table === 'blobs' || change.table === 'files') {
      for (const id of change.ids) attempted.delete(id);
      if (change.table === 'blobs') attempted.clear();
    }
    // A file deleted or changed while it is read: stop at once, the next plan sees what is left.
    if (change.table === 'files' && current && change.ids.includes(current.fileID))
      current.controller.abort();
    dirty = true;
    wake?.();
  };

  async function removeFromKnowledge(fileIDs: readonly string[]): Promise<void> {
    for (const fileID of fileIDs) {
      await storage.knowledgeChunks.deleteByFile(fileID);
      await storage.indexedDocuments.delete(fileID);
      attempted.delete(fileID);
    }
  }

  /** One step: true when something was done and another plan is worth making. */
  async function step(): Promise<boolean> {
    const [files, collections, indexedDocuments] = await Promise.all([
      storage.files.list(),
      storage.knowledgeCollections.list(),
      storage.indexedDocuments.list(),
    ]);
    const model = dependencies.embeddingModel();
    const options = { chunkerVersion: dependencies.chunkerVersion, embeddingModelID: model?.id };
    const plan = planIndexing({ files, collections, indexedDocuments }, options);
    const kept = new Set(knowledgeFiles(files, collections).map((file) => file.id));
    const remove = new Set([...plan.remove, ...[...changedFileIDs].filter((id) => !kept.has(id))]);
    changedFileIDs.clear();
    if (remove.size > 0) {
      await removeFromKnowledge([...remove]);
      return true;
    }
    const waiting = plan.work.filter(
      ({ file }) =>
        attempted.get(file.id) !== documentFingerprint(file, dependencies.chunkerVersion, model?.id),
    );
    const next = waiting[0];
    if (!next) {
      setStatus({
        queueLength: 0,
        ...(status.lastError === undefined ? {} : { lastError: status.lastError }),
      });
      return false;
    }
    const controller = new AbortController();
    current = { fileID: next.file.id, controller };
    setStatus({ ...status, queueLength: waiting.length, currentFileID: next.file.id });
    try {
      const outcome = await indexFile(dependencies, { ...next, signal: controller.signal, isCurrent });
      const error =
        outcome.kind === 'skipped' ? outcome.reason : outcome.kind === 'done' ? outcome.error : undefined;
      if (error !== undefined) {
        attempted.set(next.file.id, documentFingerprint(next.file, dependencies.chunkerVersion, model?.id));
        setStatus({ queueLength: waiting.length - 1, lastError: `${next.file.name}: ${error}` });
      }
    } catch (error) {
      if (!controller.signal.aborted) {
        attempted.set(next.file.id, documentFingerprint(next.file, dependencies.chunkerVersion, model?.id));
        setStatus({ queueLength: waiting.length - 1, lastError: `${next.file.name}: ${String(error)}` });
      }
    } finally {
      current = undefined;
    }
    return true;
  }

  async function run(): Promise<void> {
    const unsubscribe = storage.subscribe(onChange);
    try {
      while (isRunning()) {
        if (!dirty) {
          dependencies.onIdle?.();
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = undefined;
          continue;
        }
        dirty = false;
        try {
          // Keep stepping while there is work; a change that lands meanwhile sets `dirty` again.
          while (isRunning() && (await step())) dirty = false;
        } catch (error) {
          setStatus({ ...status, lastError: String(error) });
        }
      }
    } finally {
      unsubscribe();
    }
  }

  return {
    run,
    stop: () => {
      stopped = true;
      current?.controller.abort();
      wake?.();
    },
    refresh: () => {
      attempted.clear();
      dirty = true;
      wake?.();
    },
    reindexAll: async () => {
      attempted.clear();
      for (const document of await storage.indexedDocuments.list()) {
        await storage.indexedDocuments.delete(document.id);
      }
    },
    status: () => status,
  };
}
