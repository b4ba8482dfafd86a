import {
  errorResponseSchema,
  syncDigestResponseSchema,
  syncFetchResponseSchema,
  syncManifestResponseSchema,
  syncPullResponseSchema,
  syncPushResponseSchema,
} from '@confab/core';
import type { SyncTransport } from '@confab/core/sync';
import { genericServerError, ServerRequestError } from '../../host/server-request-error.ts';
import { cloudTokenStore } from '../account/index.ts';

async function send(
  token: string,
  path: string,
  init: RequestInit = {},
  contentType = 'application/json',
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { ...extraHeaders, authorization: `Bearer ${token}`, 'content-type': contentType },
    });
  } catch (error) {
    throw new ServerRequestError(genericServerError, undefined, { cause: error });
  }
  if (!response.ok) {
    if (response.status === 401) cloudTokenStore.endSession(token);
    const body = errorResponseSchema.safeParse(await response.json().catch(() => undefined));
    // Spec §8: for 400 and above the server's userMessage is shown, else the fallback.
    throw new ServerRequestError(body.success ? body.data.userMessage : genericServerError, response.status);
  }
  return response;
}

async function request(token: string, path: string, init: RequestInit = {}): Promise<unknown> {
  return (await send(token, path, init)).json();
}

/** The sync calls of docs/sync.md over HTTP, with the bearer token of the signed-in account. */
export function createHttpSyncTransport(token: string): SyncTransport {
  return {
    async push(records) {
      const body = await request(token, '/api/cloud/sync/push', {
        method: 'POST',
        body: JSON.stringify({ records }),
      });
      return syncPushResponseSchema.parse(body);
    },
    async digest(categories) {
      const query = new URLSearchParams({ categories: categories.join(',') });
      return syncDigestResponseSchema.parse(
        await request(token, `/api/cloud/sync/digest?${query.toString()}`),
      );
    },
    async manifest(category) {
      const query = new URLSearchParams({ category });
      return syncManifestResponseSchema.parse(
        await request(token, `/api/cloud/sync/manifest?${query.toString()}`),
      );
    },
    async fetch(refs) {
      const body = await request(token, '/api/cloud/sync/fetch', {
        method: 'POST',
        body: JSON.stringify({ refs }),
      });
      return syncFetchResponseSchema.parse(body);
    },
    async uploadBlob(id, bytes, mimeType, fileName) {
      // A file's name lets the storage manager list its bytes by name (the server cleans it).
      const disposition: Record<string, string> =
        fileName === undefined
          ? {}
          : { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}` };
      await send(
        token,
        `/api/cloud/blobs/${encodeURIComponent(id)}`,
        { method: 'PUT', body: bytes },
        mimeType,
        disposition,
      );
    },
    async downloadBlob(id) {
      try {
        return await (await send(token, `/api/cloud/blobs/${encodeURIComponent(id)}`)).blob();
      } catch (error) {
        if (error instanceof ServerRequestError && error.status === 404) return undefined;
        throw error;
      }
    },
    async pull(cursor, categories) {
      const query = new URLSearchParams({ cursor: String(cursor), categories: categories.join(',') });
      return syncPullResponseSchema.parse(await request(token, `/api/cloud/sync/pull?${query.toString()}`));
    },
  };
}
