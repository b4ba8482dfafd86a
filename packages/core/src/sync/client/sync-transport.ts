import type {
  SyncDigestResponse,
  SyncFetchResponse,
  SyncManifestResponse,
  SyncPullResponse,
  SyncPushResponse,
  SyncRecord,
} from '../../protocol/index.ts';
import type { SyncCategory } from '../../sync-rules/index.ts';

/** The server calls the engine needs (docs/sync.md); the web app implements them over HTTP. */
export interface SyncTransport {
  push(records: readonly SyncRecord[]): Promise<SyncPushResponse>;
  pull(cursor: number, categories: readonly SyncCategory[]): Promise<SyncPullResponse>;
  digest(categories: readonly SyncCategory[]): Promise<SyncDigestResponse>;
  manifest(category: SyncCategory): Promise<SyncManifestResponse>;
  fetch(refs: readonly Pick<SyncRecord, 'kind' | 'id'>[]): Promise<SyncFetchResponse>;
  /**
   * Stores an attachment's (or a file's) bytes in cloud storage under its blob id
   * (`PUT /api/cloud/blobs/{id}`); a file's name goes along for the storage manager's list.
   */
  uploadBlob(id: string, bytes: Blob, mimeType: string, fileName?: string): Promise<void>;
  /**
   * Reads an attachment's bytes back (`GET /api/cloud/blobs/{id}`); undefined when the server no
   * longer has them (deleted from cloud storage after the record was pulled).
   */
  downloadBlob(id: string): Promise<Blob | undefined>;
}
