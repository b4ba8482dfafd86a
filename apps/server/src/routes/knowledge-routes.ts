import type { Hono } from 'hono';
import {
  knowledgePortalTokenLifetimeMs,
  organisationKnowledgePath,
  type HostConfig,
  type KnowledgePortalResponse,
} from '@confab/core/protocol';
import type { AuthService } from '../auth/auth-service.ts';
import { requireSession } from '../auth/require-session.ts';
import type { ConfabDatabase } from '../db/tables.ts';
import { attachmentHeaders } from '../http/attachment-headers.ts';
import { cleanFileName, fileNameFromDisposition } from '../http/content-disposition.ts';
import { HttpError } from '../http/http-error.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { createKnowledgeService } from '../knowledge/knowledge-service.ts';
import { createOrganisationKnowledge } from '../knowledge/organisation-knowledge.ts';
import { portalPageHeaders } from '../knowledge/portal-headers.ts';
import { knowledgePortalPage, portalLinkEndedPage } from '../knowledge/portal-page.ts';
import { createPortalTokens } from '../knowledge/portal-token.ts';
import { knowledgeMessages } from '../knowledge/knowledge-messages.ts';
import { unlimitedStorageBytes, type CloudStorage } from '../storage/cloud-storage-service.ts';
import { blobIDPattern } from '../storage/storage-messages.ts';

/** The framed page; the token in its query is the only thing that says whose it is. */
export const knowledgePortalPagePath = '/knowledge/portal';

export interface KnowledgeRouteOptions {
  auth: AuthService;
  database: ConfabDatabase;
  /** The effective host config (the admin console may make a host managed). */
  currentHostConfig: () => Promise<Pick<HostConfig, 'managed'>>;
  /** KNOWLEDGE_CURATORS: whose collections a managed host publishes to its members. */
  curatorEmails: readonly string[];
  storage: Pick<CloudStorage, 'getBlob' | 'usage' | 'plan'>;
  now: () => Date;
  trustProxy: boolean;
}

/** Spec agents-sync-keys §7: knowledge tags and the portal, plus the organisation's collections. */
export function registerKnowledgeRoutes(app: Hono, options: KnowledgeRouteOptions): void {
  const { database, storage, now } = options;
  const session = requireSession(options.auth);
  const organisation = createOrganisationKnowledge({
    database,
    currentHostConfig: options.currentHostConfig,
    curatorEmails: options.curatorEmails,
  });
  const knowledge = createKnowledgeService({ database, organisation });
  const tokens = createPortalTokens(database);

  app.get('/api/cloud/knowledge/tags', session, async (context) =>
    context.json(await knowledge.tags(context.get('session').userID)),
  );

  app.get('/api/cloud/knowledge/portal', session, async (context) => {
    const token = await tokens.sign(
      context.get('session').userID,
      now().getTime() + knowledgePortalTokenLifetimeMs,
    );
    const origin = requestOrigin(context, { trustProxy: options.trustProxy });
    const answer: KnowledgePortalResponse = {
      url: `${origin}${knowledgePortalPagePath}?token=${encodeURIComponent(token)}`,
    };
    return context.json(answer);
  });

  app.get(knowledgePortalPagePath, async (context) => {
    for (const [name, value] of Object.entries(portalPageHeaders)) context.header(name, value);
    const userID = await tokens.verify(context.req.query('token') ?? '', now().getTime());
    const user =
      userID === undefined
        ? undefined
        : await database.selectFrom('users').select('id').where('id', '=', userID).executeTakeFirst();
    if (!user) return context.html(portalLinkEndedPage(), 401);
    const records = await knowledge.ownRecords(user.id);
    const usedBytes = await storage.usage(user.id);
    const plan = await storage.plan(user.id);
    const shared = await organisation.read(user.id);
    return context.html(
      knowledgePortalPage({
        records,
        storage: {
          usedBytes,
          ...(plan.limitUsageBytes >= unlimitedStorageBytes ? {} : { limitBytes: plan.limitUsageBytes }),
        },
        organisationCollections: shared.collections.map((collection) => collection.name),
      }),
    );
  });

  app.get(organisationKnowledgePath, session, async (context) =>
    context.json(await knowledge.organisation(context.get('session').userID)),
  );

  app.get(`${organisationKnowledgePath}/blobs/:id`, session, async (context) => {
    const blobID = context.req.param('id');
    if (!blobIDPattern.test(blobID)) throw new HttpError(404, knowledgeMessages.documentNotFound);
    const ownerID = await knowledge.organisationBlobOwner(context.get('session').userID, blobID);
    const blob = await storage.getBlob(ownerID, blobID).catch(() => {
      throw new HttpError(404, knowledgeMessages.documentNotFound);
    });
    const fileName = cleanFileName(fileNameFromDisposition(blob.contentDisposition) ?? '', blob.id);
    return context.body(blob.stream, 200, {
      ...attachmentHeaders({ contentType: blob.contentType, fileName }),
      'Content-Length': String(blob.size),
    });
  });
}
