import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  errorResponseSchema,
  shareAgentResponseSchema,
  sharedAgentResponseSchema,
  verifyResponseSchema,
} from '@confab/core/protocol';
import { sharedAgentMessages } from '../src/routes/shared-agent-routes.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const agent = { id: 'a-1', title: 'Editor', prompt: 'You edit prose.', categories: ['Writing'] };

/** Agent share links, against every database the server supports. */
export function registerSharedAgentsContract(openTestDatabase: () => Promise<TestDatabase>): void {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let client: AuthTestApp;

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    mailer = createCapturingMailer();
    client = createAuthTestApp(testDatabase, { mailer });
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
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);

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
}
