import type { Hono } from 'hono';
import {
  subscribeNewsletterRequestSchema,
  unsubscribeNewsletterPath,
  type SubscribeNewsletterResponse,
} from '@confab/core/protocol';
import { rateLimitedError } from '../auth/auth-errors.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { clientAddress } from '../auth/client-address.ts';
import { bearerToken } from '../auth/require-session.ts';
import type { RateLimitRule, Repositories } from '../db/repositories/index.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { deletePageHeaders } from '../sharing/viewer/viewer-headers.ts';
import { viewerDocument } from '../sharing/viewer/viewer-page.ts';

const hour = 3_600_000;

export interface NewsletterRateLimits {
  perAddress: RateLimitRule;
  perEmail: RateLimitRule;
}

/**
 * Per address loose (an office shares one), per e-mail tight: nobody can use the form to flood
 * the database or to toggle someone's subscription over and over.
 */
export const defaultNewsletterRateLimits: NewsletterRateLimits = {
  perAddress: { bucket: 'newsletter-address', windowMs: hour, limit: 20 },
  perEmail: { bucket: 'newsletter-email', windowMs: hour, limit: 5 },
};

export const newsletterMessages = {
  emailMissing: 'Enter your e-mail address to subscribe.',
  sessionEnded: 'Your session has ended. Log in again, or subscribe with an e-mail address.',
} as const;

export interface NewsletterRouteOptions {
  auth: Pick<AuthService, 'authenticate' | 'findUser'>;
  repositories: Pick<Repositories, 'newsletterSubscriptions' | 'rateLimits'>;
  trustProxy: boolean;
  rateLimits?: NewsletterRateLimits;
}

function unsubscribePage(state: 'confirm' | 'done' | 'unknown'): string {
  const bodies = {
    confirm: `<header><h1>Unsubscribe from the newsletter?</h1></header>
<p>You will get no more newsletter e-mails at this address.</p>
<form method="post"><button class="action" type="submit">Unsubscribe</button></form>`,
    done: `<header><h1>You are unsubscribed</h1></header>
<p>You will get no more newsletter e-mails at this address.</p>
<p><a class="action" href="/">Open Confab</a></p>`,
    unknown: `<header><h1>This link does not work</h1></header>
<p>It may be incomplete. Copy the whole link from the e-mail and try again.</p>`,
  };
  const titles = { confirm: 'Unsubscribe', done: 'Unsubscribed', unknown: 'Link not found' };
  return viewerDocument({ title: titles[state], body: bodies[state] });
}

/**
 * POST /api/subscribe-newsletter (spec agents-sync-keys §7) and the unsubscribe link. The
 * subscription is public: the body's address is taken as given, but a signed-in caller subscribes
 * the account's own address.
 */
export function registerNewsletterRoutes(app: Hono, options: NewsletterRouteOptions): void {
  const { auth, repositories, trustProxy } = options;
  const limits = options.rateLimits ?? defaultNewsletterRateLimits;

  async function enforce(rule: RateLimitRule, subject: string): Promise<void> {
    const result = await repositories.rateLimits.hit(rule, subject);
    if (!result.allowed) throw rateLimitedError(result.retryAfterSeconds);
  }

  async function sessionEmail(header: string | undefined) {
    const token = bearerToken(header);
    if (token === undefined) return undefined;
    const session = await auth.authenticate(token);
    const user = session && (await auth.findUser(session.userID));
    if (!session || !user) throw new HttpError(401, newsletterMessages.sessionEnded);
    return { email: user.email, userID: session.userID };
  }

  app.post('/api/subscribe-newsletter', async (context) => {
    const body = await readJsonBody(context, subscribeNewsletterRequestSchema);
    await enforce(limits.perAddress, clientAddress(context, { trustProxy }));
    const signedIn = await sessionEmail(context.req.header('authorization'));
    const email = signedIn?.email ?? body.email;
    if (email === undefined) throw new HttpError(400, newsletterMessages.emailMissing);
    await enforce(limits.perEmail, email.trim().toLowerCase());
    await repositories.newsletterSubscriptions.subscribe({
      email,
      ...(signedIn ? { userID: signedIn.userID } : {}),
    });
    context.header('Cache-Control', 'no-store');
    const answer: SubscribeNewsletterResponse = { ok: true };
    return context.json(answer);
  });

  // Asked first: mail scanners and link previews open links with GET, and must not unsubscribe.
  app.get(unsubscribeNewsletterPath, (context) => {
    const token = context.req.query('token') ?? '';
    return context.html(unsubscribePage(token === '' ? 'unknown' : 'confirm'), token === '' ? 404 : 200, {
      ...deletePageHeaders,
    });
  });

  // The confirm page's button, and mail clients' one-click unsubscribe (RFC 8058) post here.
  app.post(unsubscribeNewsletterPath, async (context) => {
    await enforce(limits.perAddress, clientAddress(context, { trustProxy }));
    const done = await repositories.newsletterSubscriptions.unsubscribe(context.req.query('token') ?? '');
    return context.html(unsubscribePage(done ? 'done' : 'unknown'), done ? 200 : 404, {
      ...deletePageHeaders,
    });
  });
}
