import {
  cascadedMessageDeletion,
  checkPushedRecord,
  decidePushedRecord,
  deletesChatMessages,
  mergePushResults,
  storedRecordCategory,
  type SyncDigestResponse,
  type SyncFetchResponse,
  type SyncManifestResponse,
  type SyncPullResponse,
  type SyncPushAccepted,
  type SyncPushResponse,
  type SyncRecord,
} from '@confab/core/protocol';
import { addToDigest, emptyDigest, type CategoryDigests, type SyncCategory } from '@confab/core/sync-rules';

interface StoredVersion {
  record: SyncRecord;
  seq: number;
}

/**
 * The rules of docs/sync.md for one account (the server keys records per account), in memory: the reference the engine's tests and the
 * property test run against. The real server (apps/server/src/sync) is tested to the same rules.
 */
export function createMemorySyncServer() {
  const records = new Map<string, StoredVersion>();
  const blobs = new Map<string, Blob>();
  let seq = 0;
  const key = (kind: string, id: string) => `${kind}:${id}`;
  const store = (record: SyncRecord) => {
    seq += 1;
    records.set(key(record.kind, record.id), { record, seq });
  };

  return {
    /** Every live record, for assertions. */
    live(): SyncRecord[] {
      return [...records.values()].filter((entry) => !entry.record.deleted).map((entry) => entry.record);
    },
    get(kind: string, id: string): SyncRecord | undefined {
      return records.get(key(kind, id))?.record;
    },
    /** Answers each entry in order; one that breaks a push rule is rejected alone, as the server does. */
    push(batch: readonly unknown[]): Promise<SyncPushResponse> {
      const checked = batch.map(checkPushedRecord);
      const accepted: SyncPushAccepted[] = [];
      for (const check of checked) {
        if (!check.ok) continue;
        const { record } = check;
        const parent =
          record.parentID === undefined ? undefined : records.get(key('chat', record.parentID))?.record;
        const decision = decidePushedRecord(record, {
          stored: records.get(key(record.kind, record.id))?.record,
          parentDeleted: parent?.deleted === true,
        });
        accepted.push(decision.result);
        if (!decision.store) continue;
        const { data: _data, ...deletion } = record;
        store(record.deleted ? deletion : record);
        if (deletesChatMessages(record)) {
          for (const entry of [...records.values()]) {
            const message = entry.record;
            if (message.kind === 'message' && message.parentID === record.id && !message.deleted) {
              store(cascadedMessageDeletion(record, message.id));
            }
          }
        }
      }
      // As the real server does: a final attachment deletion frees its bytes.
      for (const result of accepted) {
        if (result.kind === 'blob' && result.outcome === 'deleted') blobs.delete(result.id);
      }
      return Promise.resolve({ results: mergePushResults(checked, accepted), cursor: seq });
    },
    digest(categories: readonly SyncCategory[]): Promise<SyncDigestResponse> {
      const digests: CategoryDigests = {};
      for (const category of categories) digests[category] = emptyDigest();
      for (const record of this.live()) {
        const digest = digests[storedRecordCategory(record)];
        if (digest) addToDigest(digest, record);
      }
      return Promise.resolve({ cursor: seq, digests });
    },
    manifest(category: SyncCategory): Promise<SyncManifestResponse> {
      const entries = this.live()
        .filter((record) => storedRecordCategory(record) === category)
        .map(({ kind, id, updatedAt }) => ({ kind, id, updatedAt }));
      return Promise.resolve({ entries });
    },
    fetch(refs: readonly Pick<SyncRecord, 'kind' | 'id'>[]): Promise<SyncFetchResponse> {
      const found = refs.flatMap((ref) => records.get(key(ref.kind, ref.id))?.record ?? []);
      return Promise.resolve({ records: found });
    },
    pull(cursor: number, categories: readonly SyncCategory[], limit = 500): Promise<SyncPullResponse> {
      const wanted = new Set(categories);
      const after = [...records.values()]
        .filter((entry) => entry.seq > cursor)
        .filter((entry) => wanted.has(storedRecordCategory(entry.record)))
        .sort((a, b) => a.seq - b.seq);
      const page = after.slice(0, limit);
      const hasMore = after.length > limit;
      return Promise.resolve({
        records: page.map((entry) => entry.record),
        cursor: hasMore ? (page.at(-1)?.seq ?? cursor) : seq,
        hasMore,
      });
    },
    uploadBlob(id: string, bytes: Blob): Promise<void> {
      blobs.set(id, bytes);
      return Promise.resolve();
    },
    downloadBlob(id: string): Promise<Blob | undefined> {
      return Promise.resolve(blobs.get(id));
    },
  };
}

export type MemorySyncServer = ReturnType<typeof createMemorySyncServer>;

/** A memory server that also keeps every record any device pushed, as sent (tests of what leaves a device). */
export function createRecordingSyncServer(): { server: MemorySyncServer; pushed: unknown[] } {
  const server = createMemorySyncServer();
  const pushed: unknown[] = [];
  const push = server.push.bind(server);
  server.push = (records) => {
    pushed.push(...records);
    return push(records);
  };
  return { server, pushed };
}
