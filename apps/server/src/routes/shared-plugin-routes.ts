import type { Hono, MiddlewareHandler } from 'hono';
import {
  maxSharedPluginBytes,
  sharedPluginDataFrom,
  sharePluginRequestSchema,
  type HostConfig,
  type ShareChatResponse,
  type SharedPluginData,
  type SharedPluginResponse,
} from '@confab/core/protocol';
import { pluginSchema } from '@confab/core/entities';
import type { AuthService } from '../auth/auth-service.ts';
import { requireSession } from '../auth/require-session.ts';
import type { RateLimitsRepository } from '../db/repositories/index.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { shareMessages } from '../sharing/share-messages.ts';
import { assertShareWriteAllowed, type ShareWriteLimits } from '../sharing/share-write-gate.ts';
import type { SharedPluginsStore } from '../sharing/shared-plugins-store.ts';
import { deleteConfirmPage, deletedPage } from '../sharing/viewer/delete-pages.ts';
import { sharedPluginPage } from '../sharing/viewer/plugin-page.ts';
import { sharedNotFoundPage } from '../sharing/viewer/viewer-page.ts';

export interface SharedPluginRouteOptions {
  auth: AuthService;
  store: SharedPluginsStore;
  /** The effective host config: the admin console's share switch applies without a restart. */
  currentHostConfig: () => Promise<HostConfig>;
  rateLimits: RateLimitsRepository;
  writeLimits: ShareWriteLimits;
  trustProxy: boolean;
  assertRoom: (userID: string, addedBytes: number) => Promise<void>;
  /** The public JSON read's gate, the viewer page's, and the delete page's (http/share-policy.ts). */
  shareReads: MiddlewareHandler;
  viewerReads: MiddlewareHandler;
  deletePageReads: MiddlewareHandler;
}

/**
 * Whether the shared form is still a plugin by the app's own schema. Device state was left out on
 * purpose (the importer chooses it), so it is filled in for the check only.
 */
function isPluginRecord(data: SharedPluginData): boolean {
  return pluginSchema.safeParse({ createdAt: 0, updatedAt: 0, ...data, enabled: false, syncedAt: null })
    .success;
}

/** Shared plugins (agents-sync-keys §2 shared plugin popup, §7 shared_plugins; workspace §2 /plugins/{id}). */
export function registerSharedPluginRoutes(app: Hono, options: SharedPluginRouteOptions): void {
  const { auth, store } = options;

  app.post('/api/shared_plugins', requireSession(auth), async (context) => {
    const { userID } = context.get('session');
    await assertShareWriteAllowed(context, userID, options);
    const { data } = await readJsonBody(context, sharePluginRequestSchema);
    // Stripped again here: a client that sent setting values, client secrets or tokens is not trusted.
    const shared = sharedPluginDataFrom(data);
    if (!shared) throw new HttpError(400, shareMessages.invalidPlugin);
    // Size first: a plugin too large to share says so, even when its code also passes the record's bounds.
    const text = JSON.stringify(shared);
    const bytes = Buffer.byteLength(text);
    if (bytes > maxSharedPluginBytes) throw new HttpError(413, shareMessages.pluginTooLarge);
    if (!isPluginRecord(shared)) throw new HttpError(400, shareMessages.invalidPlugin);
    await options.assertRoom(userID, bytes);
    const { id, deleteSecret } = await store.publish(userID, shared, text);
    const origin = requestOrigin(context, { trustProxy: options.trustProxy });
    const body: ShareChatResponse = {
      shareLink: `${origin}/plugins/${id}`,
      deleteLink: `${origin}/plugins/${id}/delete/${deleteSecret}`,
    };
    return context.json(body, 201);
  });

  app.get('/api/shared_plugins/:id', options.shareReads, async (context) => {
    const id = context.req.param('id');
    const data = await store.read(id);
    if (!data) throw new HttpError(404, shareMessages.pluginNotFound);
    const body: SharedPluginResponse = { id, data };
    return context.json(body);
  });

  app.get('/plugins/:id', options.viewerReads, async (context) => {
    const id = context.req.param('id');
    const data = await store.read(id);
    if (!data) return context.html(sharedNotFoundPage('plugin'), 404);
    return context.html(sharedPluginPage({ id, data }));
  });

  app.get('/plugins/:id/delete/:secret', options.deletePageReads, async (context) => {
    if (!(await store.secretMatches(context.req.param('id'), context.req.param('secret'))))
      return context.html(sharedNotFoundPage('plugin'), 404);
    return context.html(deleteConfirmPage('plugin'));
  });

  app.post('/plugins/:id/delete/:secret', options.deletePageReads, async (context) => {
    const deleted = await store.deleteWithSecret(context.req.param('id'), context.req.param('secret'));
    if (!deleted) return context.html(sharedNotFoundPage('plugin'), 404);
    return context.html(deletedPage('plugin'));
  });
}
