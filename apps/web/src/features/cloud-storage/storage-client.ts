import {
  cloudStorageResponseSchema,
  errorResponseSchema,
  syncStatsSchema,
  type CloudStorageDeleteRequest,
  type CloudStorageRequest,
  type CloudStorageResponse,
  type SyncStats,
} from '@confab/core';
import { cloudTokenStore } from '../account/index.ts';

/** A failed storage call; the UI shows its own standard message (spec §8) and logs this one. */
export class StorageRequestError extends Error {
  override readonly name = 'StorageRequestError';
}

export async function call(token: string, path: string, body?: unknown, method = 'POST'): Promise<unknown> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    if (response.status === 401) cloudTokenStore.endSession(token);
    const error = errorResponseSchema.safeParse(await response.json().catch(() => undefined));
    throw new StorageRequestError(error.success ? error.data.userMessage : `HTTP ${String(response.status)}`);
  }
  return response.json();
}

/** `base` is the organisation host's prefix (host/org-api.ts); '' calls this origin. */
export async function listCloudStorage(
  token: string,
  request: CloudStorageRequest,
  base = '',
): Promise<CloudStorageResponse> {
  return cloudStorageResponseSchema.parse(await call(token, `${base}/api/cloud/storage`, request));
}

export async function deleteCloudStorage(
  token: string,
  request: CloudStorageDeleteRequest,
  base = '',
): Promise<void> {
  await call(token, `${base}/api/cloud/storage/delete`, request);
}

export async function readSyncStats(token: string): Promise<SyncStats> {
  return syncStatsSchema.parse(await call(token, '/api/cloud/sync/stats'));
}
