import type { Context, Hono } from 'hono';
import {
  deleteSharedLinksRequestSchema,
  sharedLinkTypeSchema,
  type SharedLinkType,
  type SharedLinksResponse,
} from '@confab/core/protocol';
import type { AuthService } from '../auth/auth-service.ts';
import { requireSession, type SessionEnv } from '../auth/require-session.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import type { SharedAgentLinks } from '../sharing/shared-agent-links.ts';
import type { SharedChatsStore } from '../sharing/shared-chats-store.ts';
import type { SharedPluginsStore } from '../sharing/shared-plugins-store.ts';

type Selection = { ids: readonly string[] } | 'all';

interface LinksOfType {
  listOf: (userID: string) => Promise<SharedLinksResponse>;
  deleteOf: (userID: string, selection: Selection) => Promise<void>;
}

/** The shared-links manager's calls (spec §7): the caller's own links only, by type. */
export function registerSharedLinksRoutes(
  app: Hono,
  {
    auth,
    chats,
    agents,
    plugins,
  }: { auth: AuthService; chats: SharedChatsStore; agents: SharedAgentLinks; plugins: SharedPluginsStore },
): void {
  const linksOf: Record<SharedLinkType, LinksOfType> = {
    chat: chats,
    character: agents,
    plugin: plugins,
  };

  const answer = async (context: Context<SessionEnv>, type: SharedLinkType) => {
    const body: SharedLinksResponse = await linksOf[type].listOf(context.get('session').userID);
    context.header('Cache-Control', 'no-store');
    return context.json(body);
  };

  app.get('/api/shared-links', requireSession(auth), async (context) => {
    const type = sharedLinkTypeSchema.safeParse(context.req.query('type'));
    if (!type.success)
      throw new HttpError(400, 'Choose which shared links to list: chat, plugin or character.');
    return answer(context, type.data);
  });

  app.post('/api/shared-links', requireSession(auth), async (context) => {
    const { ids, type, isDeleteAll } = await readJsonBody(context, deleteSharedLinksRequestSchema);
    await linksOf[type].deleteOf(context.get('session').userID, isDeleteAll ? 'all' : { ids });
    return answer(context, type);
  });
}
