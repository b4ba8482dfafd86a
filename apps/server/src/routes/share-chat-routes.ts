import type { Hono, MiddlewareHandler } from 'hono';
import {
  maxSharedChatBytes,
  shareChatRequestSchema,
  sharedChatDataSchema,
  type HostConfig,
  type ShareChatResponse,
  type SharedChatResponse,
} from '@confab/core/protocol';
import type { AuthService } from '../auth/auth-service.ts';
import { requireSession } from '../auth/require-session.ts';
import type { RateLimitsRepository } from '../db/repositories/index.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { shareMessages } from '../sharing/share-messages.ts';
import { sha256HexOf } from '../sharing/share-ids.ts';
import { assertShareWriteAllowed, type ShareWriteLimits } from '../sharing/share-write-gate.ts';
import type { SharedChatsStore } from '../sharing/shared-chats-store.ts';

export { defaultShareWriteLimits, type ShareWriteLimits } from '../sharing/share-write-gate.ts';

export interface ShareChatRouteOptions {
  auth: AuthService;
  store: SharedChatsStore;
  /** The effective host config: the admin console's share switch applies without a restart. */
  currentHostConfig: () => Promise<HostConfig>;
  rateLimits: RateLimitsRepository;
  writeLimits: ShareWriteLimits;
  trustProxy: boolean;
  /** Refuses (413) what would take the account past its storage limit. */
  assertRoom: (userID: string, addedBytes: number) => Promise<void>;
  /** The public reads' gate (http/share-policy.ts). */
  shareReads: MiddlewareHandler;
}

/** Publishing a chat (spec §7 POST /api/share) and reading it back for "Continue this chat". */
export function registerShareChatRoutes(app: Hono, options: ShareChatRouteOptions): void {
  const { auth, store, currentHostConfig, rateLimits, writeLimits, trustProxy } = options;

  app.post('/api/share', requireSession(auth), async (context) => {
    const { userID } = context.get('session');
    await assertShareWriteAllowed(context, userID, {
      currentHostConfig,
      rateLimits,
      writeLimits,
      trustProxy,
    });
    const { chatData, c, indexable } = await readJsonBody(context, shareChatRequestSchema);
    const bytes = Buffer.byteLength(chatData);
    if (bytes > maxSharedChatBytes) throw new HttpError(413, shareMessages.tooLarge);
    if (sha256HexOf(chatData) !== c) throw new HttpError(400, shareMessages.checksumMismatch);
    let parsed: unknown;
    try {
      parsed = JSON.parse(chatData);
    } catch {
      throw new HttpError(400, shareMessages.invalidChat);
    }
    const data = sharedChatDataSchema.safeParse(parsed);
    if (!data.success) throw new HttpError(400, shareMessages.invalidChat);
    await options.assertRoom(userID, bytes);
    const { id, deleteSecret } = await store.publish(userID, data.data, chatData, {
      indexable: indexable === true,
    });
    const origin = requestOrigin(context, { trustProxy });
    const body: ShareChatResponse = {
      shareLink: `${origin}/share/${id}`,
      deleteLink: `${origin}/share/${id}/delete/${deleteSecret}`,
    };
    return context.json(body, 201);
  });

  app.get('/api/share/:id', options.shareReads, async (context) => {
    const shared = await store.read(context.req.param('id'));
    if (!shared) throw new HttpError(404, shareMessages.notFound);
    const body: SharedChatResponse = { id: shared.id, chatData: shared.data };
    return context.json(body);
  });
}
