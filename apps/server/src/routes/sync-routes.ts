import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import * as z from 'zod/mini';
import {
  syncCategorySchema,
  syncFetchRequestSchema,
  syncPushRequestSchema,
  type SyncChangedEvent,
  type SyncFetchResponse,
} from '@confab/core/protocol';
import { pullPageSize, syncCategories, type SyncCategory } from '@confab/core/sync-rules';
import type { AuthService } from '../auth/auth-service.ts';
import { requireSession } from '../auth/require-session.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import type { SyncNotifier } from '../sync/sync-notifier.ts';
import type { SyncStore } from '../sync/sync-store.ts';

export interface SyncRouteOptions {
  auth: AuthService;
  store: SyncStore;
  notifier: SyncNotifier;
  /** Frees the uploaded bytes of attachments whose records a push deleted. */
  deleteBlobBytes: (userID: string, ids: readonly string[]) => Promise<void>;
  /** Comment lines on an idle event stream, so proxies do not close it. */
  heartbeatMs?: number;
  /** Aborted when the server shuts down: event streams end so the shutdown need not wait for them. */
  closing?: AbortSignal;
}

const categoryListSchema = z.array(syncCategorySchema);

function readCategories(value: string | undefined): SyncCategory[] {
  if (value === undefined) return [...syncCategories];
  const parsed = z.safeParse(categoryListSchema, value === '' ? [] : value.split(','));
  if (!parsed.success) throw new HttpError(400, 'Unknown sync category in "categories".');
  return parsed.data;
}

function readWholeNumber(context: Context, name: string, fallback: number, max: number): number {
  const text = context.req.query(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value > max) {
    throw new HttpError(400, `"${name}" must be a whole number from 0 to ${String(max)}.`);
  }
  return value;
}

/** The sync calls of docs/sync.md. Every one takes the account from the session. */
export function registerSyncRoutes(
  app: Hono,
  { auth, store, notifier, deleteBlobBytes, heartbeatMs = 25_000, closing }: SyncRouteOptions,
): void {
  const session = requireSession(auth);

  app.post('/api/cloud/sync/push', session, async (context) => {
    const { records } = await readJsonBody(context, syncPushRequestSchema);
    const { userID } = context.get('session');
    const answer = await store.push(userID, records);
    // An attachment's deletion is final, so its bytes go too: also bytes a stale device uploaded
    // just before its push was answered 'deleted'.
    const deletedBlobs = answer.results.flatMap((result) =>
      result.kind === 'blob' && result.outcome === 'deleted' ? [result.id] : [],
    );
    if (deletedBlobs.length > 0) await deleteBlobBytes(userID, deletedBlobs);
    return context.json(answer);
  });

  app.get('/api/cloud/sync/pull', session, async (context) => {
    const cursor = readWholeNumber(context, 'cursor', 0, Number.MAX_SAFE_INTEGER);
    const limit = Math.max(1, readWholeNumber(context, 'limit', pullPageSize, pullPageSize));
    const categories = readCategories(context.req.query('categories'));
    context.header('Cache-Control', 'no-store');
    return context.json(await store.pull(context.get('session').userID, { cursor, categories, limit }));
  });

  app.get('/api/cloud/sync/digest', session, async (context) => {
    const categories = readCategories(context.req.query('categories'));
    context.header('Cache-Control', 'no-store');
    return context.json(await store.digest(context.get('session').userID, categories));
  });

  app.get('/api/cloud/sync/manifest', session, async (context) => {
    const parsed = z.safeParse(syncCategorySchema, context.req.query('category'));
    if (!parsed.success) throw new HttpError(400, 'Name one sync category in "category".');
    context.header('Cache-Control', 'no-store');
    return context.json(await store.manifest(context.get('session').userID, parsed.data));
  });

  app.post('/api/cloud/sync/fetch', session, async (context) => {
    const { refs } = await readJsonBody(context, syncFetchRequestSchema);
    const body: SyncFetchResponse = { records: await store.fetch(context.get('session').userID, refs) };
    return context.json(body);
  });

  app.get('/api/cloud/sync/events', session, (context) => {
    const { userID } = context.get('session');
    context.header('Cache-Control', 'no-store');
    // Proxies such as nginx buffer responses unless told not to; events must arrive at once.
    context.header('X-Accel-Buffering', 'no');
    return streamSSE(context, async (stream) => {
      let pendingCursor: number | undefined;
      let wake: (() => void) | undefined;
      const unsubscribe = notifier.subscribe(userID, (cursor) => {
        pendingCursor = Math.max(pendingCursor ?? 0, cursor);
        wake?.();
      });
      let ended = false;
      // A function, so each check reads the flag the abort handler flips (no stale narrowing).
      const isOpen = () => !ended && closing?.aborted !== true;
      const end = () => {
        ended = true;
        unsubscribe();
        wake?.();
      };
      stream.onAbort(end);
      closing?.addEventListener('abort', end, { once: true });
      const send = (cursor: number) => {
        const event: SyncChangedEvent = { cursor };
        return stream.writeSSE({ event: 'changed', data: JSON.stringify(event) });
      };
      // The first event tells a device that reconnected whether it missed something meanwhile.
      await send(await store.cursorOf(userID));
      while (isOpen()) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, heartbeatMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        if (!isOpen()) break;
        if (pendingCursor === undefined) {
          await stream.write(': keep-alive\n\n');
        } else {
          const cursor = pendingCursor;
          pendingCursor = undefined;
          await send(cursor);
        }
      }
      closing?.removeEventListener('abort', end);
      unsubscribe();
    });
  });
}
