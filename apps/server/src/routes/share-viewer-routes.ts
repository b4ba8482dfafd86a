import type { Hono, MiddlewareHandler } from 'hono';
import type { ConfabDatabase } from '../db/tables.ts';
import type { SharedChatsStore } from '../sharing/shared-chats-store.ts';
import { agentShareIDPattern } from './shared-agent-routes.ts';
import { sharedAgentPage } from '../sharing/viewer/agent-page.ts';
import { deleteConfirmPage, deletedPage } from '../sharing/viewer/delete-pages.ts';
import { noIndex, sharedChatPolicy } from '../sharing/viewer/viewer-headers.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { sharedChatPage, sharedNotFoundPage } from '../sharing/viewer/viewer-page.ts';

export interface ShareViewerRouteOptions {
  store: SharedChatsStore;
  database: ConfabDatabase;
  /** The public reads' gate with the viewer pages' headers. */
  viewerReads: MiddlewareHandler;
  /** The same without X-Robots-Tag, which the shared chat's route sets by its owner's choice. */
  chatViewerReads: MiddlewareHandler;
  /** The same gate with the delete page's headers (its form posts back here). */
  deletePageReads: MiddlewareHandler;
  /** Read the page's own origin (named in a diagram page's policy) from X-Forwarded-* headers. */
  trustProxy: boolean;
}

/**
 * The light share pages (spec §2 routes): server-rendered HTML with no app shell and no storage, so
 * they read the same with JavaScript off and cost the reader one small request. A chat with a
 * diagram adds one small same-origin script that draws it (docs/sharing.md).
 */
export function registerShareViewerRoutes(app: Hono, options: ShareViewerRouteOptions): void {
  const { store, database } = options;

  app.get('/share/:id', options.chatViewerReads, async (context) => {
    const shared = await store.read(context.req.param('id'));
    if (!shared?.indexable) context.header('X-Robots-Tag', noIndex);
    if (!shared) return context.html(sharedNotFoundPage('chat'), 404);
    const page = sharedChatPage(shared);
    const origin = page.drawsDiagrams
      ? requestOrigin(context, { trustProxy: options.trustProxy })
      : undefined;
    context.header('Content-Security-Policy', sharedChatPolicy(origin));
    return context.html(page.html);
  });

  app.get('/share/:id/delete/:secret', options.deletePageReads, async (context) => {
    if (!(await store.secretMatches(context.req.param('id'), context.req.param('secret'))))
      return context.html(sharedNotFoundPage('chat'), 404);
    return context.html(deleteConfirmPage());
  });

  app.post('/share/:id/delete/:secret', options.deletePageReads, async (context) => {
    const deleted = await store.deleteWithSecret(context.req.param('id'), context.req.param('secret'));
    if (!deleted) return context.html(sharedNotFoundPage('chat'), 404);
    return context.html(deletedPage());
  });

  app.get('/characters/:id', options.viewerReads, async (context) => {
    const id = context.req.param('id');
    const row = agentShareIDPattern.test(id)
      ? await database.selectFrom('shared_agents').select('data').where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) return context.html(sharedNotFoundPage('agent'), 404);
    return context.html(sharedAgentPage({ id, data: JSON.parse(row.data) as Record<string, unknown> }));
  });
}
