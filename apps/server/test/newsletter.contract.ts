import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  errorResponseSchema,
  subscribeNewsletterResponseSchema,
  verifyResponseSchema,
} from '@confab/core/protocol';
import { newsletterMessages } from '../src/routes/newsletter-routes.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const newsletterRateLimits = {
  perAddress: { bucket: 'newsletter-address', windowMs: 3_600_000, limit: 8 },
  perEmail: { bucket: 'newsletter-email', windowMs: 3_600_000, limit: 3 },
};

/** The newsletter: one row per address, validation, the session's address, rate limits, unsubscribing. */
export function registerNewsletterContract(openTestDatabase: () => Promise<TestDatabase>): void {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let client: AuthTestApp;

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    mailer = createCapturingMailer();
    client = createAuthTestApp(testDatabase, { mailer }, { newsletterRateLimits });
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  const rows = () =>
    testDatabase.database.selectFrom('newsletter_subscriptions').selectAll().orderBy('email').execute();

  const subscribe = (body: unknown, options: { token?: string; address?: string } = {}) =>
    client.post('/api/subscribe-newsletter', body, options);

  it('stores a subscription once, however often the address signs up', async () => {
    const first = await subscribe({ email: ' Ada@Example.com ' });
    expect(first.status).toBe(200);
    expect(subscribeNewsletterResponseSchema.parse(await first.json())).toEqual({ ok: true });
    const second = await subscribe({ email: 'ada@example.com' });
    expect(second.status).toBe(200);

    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'ada@example.com', user_id: null, unsubscribed_at: null });
    expect(stored[0]?.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a missing or malformed address with a message for the person', async () => {
    for (const body of [{}, { email: 'not-an-address' }, { email: 42 }]) {
      const response = await subscribe(body);
      expect(response.status).toBe(400);
      const { userMessage } = errorResponseSchema.parse(await response.json());
      expect(userMessage).not.toBe('');
    }
    const missing = await subscribe({});
    expect(errorResponseSchema.parse(await missing.json()).userMessage).toBe(newsletterMessages.emailMissing);
    expect(await rows()).toHaveLength(0);
  });

  it("subscribes a signed-in person's own address, whatever the body says, until the account goes", async () => {
    await client.post('/api/login', { email: 'grace@example.com', useAltLogin: false });
    const verified = await client.post('/api/verify', {
      email: 'grace@example.com',
      code: mailer.latestCode('grace@example.com'),
    });
    const { token } = verifyResponseSchema.parse(await verified.json());

    expect((await subscribe({ email: 'someone-else@example.com' }, { token })).status).toBe(200);
    expect((await subscribe({}, { token })).status).toBe(200);
    const stored = await rows();
    expect(stored.map((row) => row.email)).toEqual(['grace@example.com']);
    expect(stored[0]?.user_id).toMatch(/^u-/);

    const ended = await subscribe({ email: 'grace@example.com' }, { token: 'not-a-live-token' });
    expect(ended.status).toBe(401);

    const deleted = await client.app.request('/api/account', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ confirm: 'DELETE' }),
    });
    expect(deleted.status).toBe(200);
    expect(await rows()).toHaveLength(0);
  });

  it('rate limits sign-ups per e-mail and per address', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await subscribe({ email: 'lin@example.com' })).status).toBe(200);
    }
    const limited = await subscribe({ email: 'lin@example.com' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);

    const address = '198.51.100.7';
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await subscribe({ email: `person${String(attempt)}@example.com` }, { address })).status).toBe(
        200,
      );
    }
    expect((await subscribe({ email: 'one-more@example.com' }, { address })).status).toBe(429);
    expect(await rows()).toHaveLength(9);
  });

  it('unsubscribes through the link after a confirmation, and a new sign-up subscribes again', async () => {
    await subscribe({ email: 'ada@example.com' });
    const token = (await rows())[0]?.unsubscribe_token ?? '';
    const link = `/api/unsubscribe-newsletter?token=${token}`;

    const confirm = await client.get(link);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(await confirm.text()).toContain('<form method="post">');
    expect((await rows())[0]?.unsubscribed_at).toBeNull();

    const done = await client.post(link, {});
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are unsubscribed');
    expect((await rows())[0]?.unsubscribed_at).not.toBeNull();

    const unknown = await client.post('/api/unsubscribe-newsletter?token=x'.padEnd(75, 'x'), {});
    expect(unknown.status).toBe(404);
    expect((await client.get('/api/unsubscribe-newsletter')).status).toBe(404);

    await subscribe({ email: 'ada@example.com' });
    const again = await rows();
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ unsubscribe_token: token, unsubscribed_at: null });
  });
}
