import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  errorResponseSchema,
  shareAgentResponseSchema,
  sharedAgentResponseSchema,
  verifyResponseSchema,
} from '@confab/core/protocol';
import { authMessages } from '../src/auth/auth-errors.ts';
import { sharedAgentMessages } from '../src/routes/shared-agent-routes.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const shareReadLimit = { bucket: 'share-read-address', windowMs: 60_000, limit: 5 };

const agent = { id: 'a-1', title: 'Editor', prompt: 'You edit prose.', categories: ['Writing'] };

/** Agent share links, against every database the server supports. */
export function registerSharedAgentsContract(openTestDatabase: () => Promise<TestDatabase>): void {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let client: AuthTestApp;

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    mailer = createCapturingMailer();
    client = createAuthTestApp(testDatabase, { mailer }, { shareReadLimit });
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  const logIn = async (email: string) => {
    await client.post('/api/login', { email, useAltLogin: false });
    const response = await client.post('/api/verify', { email, code: mailer.latestCode(email) });
    return verifyResponseSchema.parse(await response.json()).token;
  };

  it('publishes an agent for a signed-in user and lets anyone with the link read it', async () => {
    const token = await logIn('ada@example.com');
    const shared = await client.post('/api/shared_characters', { data: agent }, { token });
    expect(shared.status).toBe(201);
    const { id } = shareAgentResponseSchema.parse(await shared.json());
    // 22 base64url characters: 128 random bits.
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const read = await client.get(`/api/shared_characters/${id}`);
    expect(read.status).toBe(200);
    expect(sharedAgentResponseSchema.parse(await read.json())).toEqual({ id, data: agent });
  });

  it('needs a session to publish and answers unknown or malformed ids with 404 and a userMessage', async () => {
    expect((await client.post('/api/shared_characters', { data: agent })).status).toBe(401);
    for (const id of ['AAAAAAAAAAAAAAAA', 'short', '..%2F..%2Fetc']) {
      const response = await client.get(`/api/shared_characters/${id}`);
      expect(response.status).toBe(404);
      expect(errorResponseSchema.parse(await response.json()).userMessage).toBe(sharedAgentMessages.notFound);
    }
  });

  it('refuses a body that is not an agent object', async () => {
    const token = await logIn('ada@example.com');
    const response = await client.post('/api/shared_characters', { data: 'text' }, { token });
    expect(response.status).toBe(400);
  });

  it('answers share reads unframed, without referrer, out of search engines, errors included', async () => {
    const token = await logIn('ada@example.com');
    const { id } = shareAgentResponseSchema.parse(
      await (await client.post('/api/shared_characters', { data: agent }, { token })).json(),
    );
    for (const path of [`/api/shared_characters/${id}`, '/api/shared_characters/AAAAAAAAAAAAAAAAAAAAAA']) {
      const read = await client.get(path);
      const policy = read.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(read.headers.get('referrer-policy')).toBe('no-referrer');
      expect(read.headers.get('x-frame-options')).toBe('DENY');
      expect(read.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
  });

  it('limits share reads per address, in the database so every instance counts them', async () => {
    for (let read = 0; read < shareReadLimit.limit; read += 1) {
      expect(
        (await client.get('/api/shared_characters/AAAAAAAAAAAAAAAAAAAAAA', { address: '198.51.100.7' }))
          .status,
      ).toBe(404);
    }
    const otherInstance = createAuthTestApp(testDatabase, { mailer }, { shareReadLimit });
    const refused = await otherInstance.get('/api/shared_characters/AAAAAAAAAAAAAAAAAAAAAA', {
      address: '198.51.100.7',
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(refused.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(errorResponseSchema.parse(await refused.json()).userMessage).toBe(authMessages.tooManyRequests);
    expect(
      (await client.get('/api/shared_characters/AAAAAAAAAAAAAAAAAAAAAA', { address: '198.51.100.8' })).status,
    ).toBe(404);
  });

  it('still reads links shared with the earlier 16-character ids', async () => {
    const token = await logIn('ada@example.com');
    await client.post('/api/shared_characters', { data: agent }, { token });
    const row = await testDatabase.database
      .selectFrom('shared_agents')
      .select('user_id')
      .executeTakeFirstOrThrow();
    await testDatabase.database
      .insertInto('shared_agents')
      .values({
        id: 'Legacy_id-123456',
        user_id: row.user_id,
        data: JSON.stringify(agent),
        created_at: new Date().toISOString(),
      })
      .execute();
    const read = await client.get('/api/shared_characters/Legacy_id-123456');
    expect(read.status).toBe(200);
    expect(sharedAgentResponseSchema.parse(await read.json()).data).toEqual(agent);
  });
}
