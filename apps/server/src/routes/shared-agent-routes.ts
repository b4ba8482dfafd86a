import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import {
  maxSharedAgentBytes,
  shareAgentRequestSchema,
  type ShareAgentResponse,
  type SharedAgentResponse,
} from '@confab/core/protocol';
import type { MiddlewareHandler } from 'hono';
import type { AuthService } from '../auth/auth-service.ts';
import { requireSession } from '../auth/require-session.ts';
import type { ConfabDatabase } from '../db/tables.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';

export const sharedAgentMessages = {
  notFound: 'This shared agent does not exist or was removed.',
  tooLarge: 'This agent is too large to share. Shorten its instructions or examples.',
} as const;

/** 22 URL-safe characters from 128 random bits: links cannot be guessed or enumerated. */
function newShareID(): string {
  return randomBytes(16).toString('base64url');
}

/** Today's 22-character ids, and the 16-character (96-bit) ones of links shared before them. */
export const agentShareIDPattern = /^(?:[A-Za-z0-9_-]{16}|[A-Za-z0-9_-]{22})$/;

/** Agent share links (spec agents-sync-keys §2 "Shared agent popup", §7 shared_characters). */
export function registerSharedAgentRoutes(
  app: Hono,
  {
    auth,
    database,
    now,
    shareReads,
  }: {
    auth: AuthService;
    database: ConfabDatabase;
    now: () => Date;
    /** The share rules of public reads (http/share-policy.ts). */
    shareReads: MiddlewareHandler;
  },
): void {
  app.post('/api/shared_characters', requireSession(auth), async (context) => {
    const { data } = await readJsonBody(context, shareAgentRequestSchema);
    const text = JSON.stringify(data);
    if (Buffer.byteLength(text) > maxSharedAgentBytes) throw new HttpError(413, sharedAgentMessages.tooLarge);
    const id = newShareID();
    await database
      .insertInto('shared_agents')
      .values({ id, user_id: context.get('session').userID, data: text, created_at: now().toISOString() })
      .execute();
    const body: ShareAgentResponse = { id };
    return context.json(body, 201);
  });

  app.get('/api/shared_characters/:id', shareReads, async (context) => {
    const id = context.req.param('id');
    const row = agentShareIDPattern.test(id)
      ? await database.selectFrom('shared_agents').select('data').where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!row) throw new HttpError(404, sharedAgentMessages.notFound);
    const body: SharedAgentResponse = { id, data: JSON.parse(row.data) as SharedAgentResponse['data'] };
    return context.json(body);
  });
}
