import type { Hono } from 'hono';
import type { HostConfig } from '@confab/core/protocol';
import type { AuthService } from '../auth/auth-service.ts';
import type { RateLimitRule, RateLimitsRepository } from '../db/repositories/index.ts';
import type { ConfabDatabase } from '../db/tables.ts';
import { shareReads } from '../http/share-policy.ts';
import {
  defaultShareWriteLimits,
  registerShareChatRoutes,
  type ShareWriteLimits,
} from '../routes/share-chat-routes.ts';
import { registerShareViewerRoutes } from '../routes/share-viewer-routes.ts';
import { registerSharedLinksRoutes } from '../routes/shared-links-routes.ts';
import { registerSharedPluginRoutes } from '../routes/shared-plugin-routes.ts';
import { createSharedAgentLinks } from './shared-agent-links.ts';
import { createSharedChatsStore } from './shared-chats-store.ts';
import { createSharedPluginsStore } from './shared-plugins-store.ts';
import {
  chatViewerPageHeaders,
  deletePageHeaders,
  strictViewerPolicy,
  viewerPageHeaders,
} from './viewer/viewer-headers.ts';

export interface SharingOptions {
  auth: AuthService;
  database: ConfabDatabase;
  /** The effective host config (file/environment, then the admin console's overrides). */
  currentHostConfig: () => Promise<HostConfig>;
  now: () => Date;
  trustProxy: boolean;
  rateLimits: RateLimitsRepository;
  assertRoom: (userID: string, addedBytes: number) => Promise<void>;
  readLimit?: RateLimitRule;
  writeLimits?: ShareWriteLimits;
}

/** Shared chats and plugins: publishing, the public pages, and the owner's manager of every shared link. */
export function registerSharing(app: Hono, options: SharingOptions): void {
  const { auth, database, rateLimits, trustProxy } = options;
  const store = createSharedChatsStore(database, { now: options.now });
  const plugins = createSharedPluginsStore(database, { now: options.now });
  const reads = (
    headers?: Readonly<Record<string, string>>,
    defaultHeaders?: Readonly<Record<string, string>>,
  ) =>
    shareReads({
      rateLimits,
      trustProxy,
      ...(options.readLimit ? { rule: options.readLimit } : {}),
      ...(headers ? { headers } : {}),
      ...(defaultHeaders ? { defaultHeaders } : {}),
    });
  registerShareChatRoutes(app, {
    auth,
    store,
    currentHostConfig: options.currentHostConfig,
    rateLimits,
    writeLimits: options.writeLimits ?? defaultShareWriteLimits,
    trustProxy,
    assertRoom: options.assertRoom,
    shareReads: reads(),
  });
  registerShareViewerRoutes(app, {
    store,
    database,
    viewerReads: reads(viewerPageHeaders),
    chatViewerReads: reads(chatViewerPageHeaders, { 'Content-Security-Policy': strictViewerPolicy }),
    trustProxy,
    deletePageReads: reads(deletePageHeaders),
  });
  registerSharedPluginRoutes(app, {
    auth,
    store: plugins,
    currentHostConfig: options.currentHostConfig,
    rateLimits,
    writeLimits: options.writeLimits ?? defaultShareWriteLimits,
    trustProxy,
    assertRoom: options.assertRoom,
    shareReads: reads(),
    viewerReads: reads(viewerPageHeaders),
    deletePageReads: reads(deletePageHeaders),
  });
  registerSharedLinksRoutes(app, {
    auth,
    chats: store,
    agents: createSharedAgentLinks(database),
    plugins,
  });
}
