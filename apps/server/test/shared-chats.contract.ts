import { createHash } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  defaultHostConfig,
  errorResponseSchema,
  maxSharedChatBytes,
  shareAgentResponseSchema,
  shareChatResponseSchema,
  sharedChatResponseSchema,
  sharedLinksResponseSchema,
  verifyResponseSchema,
  type SharedChatData,
} from '@confab/core/protocol';
import { authMessages } from '../src/auth/auth-errors.ts';
import { deleteAccountShares } from '../src/sharing/delete-account-shares.ts';
import { shareMessages } from '../src/sharing/share-messages.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const shareWriteLimits = {
  account: { bucket: 'share-write-account', windowMs: 3_600_000, limit: 3 },
  address: { bucket: 'share-write-address', windowMs: 3_600_000, limit: 100 },
};

const chat: SharedChatData = {
  version: 1,
  title: 'Sorting in Rust',
  createdAt: Date.UTC(2026, 10, 20),
  messages: [
    { role: 'user', content: 'How do I sort?', createdAt: 1 },
    { role: 'assistant', content: '```rust\nv.sort();\n```', model: 'model-a', createdAt: 2 },
  ],
};

function shareBody(data: unknown, { checksumOf }: { checksumOf?: string } = {}) {
  const chatData = JSON.stringify(data);
  return {
    chatData,
    c: createHash('sha256')
      .update(checksumOf ?? chatData)
      .digest('hex'),
  };
}

/** Shared chats and the shared-links manager, against every database the server supports. */
export function registerSharedChatsContract(openTestDatabase: () => Promise<TestDatabase>): void {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let client: AuthTestApp;

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    mailer = createCapturingMailer();
    client = createAuthTestApp(testDatabase, { mailer }, { shareWriteLimits });
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  const logIn = async (email: string) => {
    await client.post('/api/login', { email, useAltLogin: false });
    const response = await client.post('/api/verify', { email, code: mailer.latestCode(email) });
    return verifyResponseSchema.parse(await response.json()).token;
  };

  const share = async (token: string, data: unknown = chat) => {
    const response = await client.post('/api/share', shareBody(data), { token });
    expect(response.status).toBe(201);
    const links = shareChatResponseSchema.parse(await response.json());
    return { ...links, id: new URL(links.shareLink).pathname.split('/')[2] ?? '' };
  };

  const listLinks = async (token: string, type = 'chat') =>
    sharedLinksResponseSchema.parse(
      await (await client.get(`/api/shared-links?type=${type}`, { token })).json(),
    );

  it('publishes a chat under an unguessable id that anyone can read, as JSON and as a page', async () => {
    const token = await logIn('ada@example.com');
    const { id, shareLink, deleteLink } = await share(token);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(shareLink).toBe(`http://localhost/share/${id}`);
    expect(deleteLink).toMatch(new RegExp(`^http://localhost/share/${id}/delete/[A-Za-z0-9_-]{43}$`));

    const read = await client.get(`/api/share/${id}`);
    expect(sharedChatResponseSchema.parse(await read.json())).toEqual({ id, chatData: chat });
    const page = await client.get(`/share/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<h1>Sorting in Rust</h1>');
    expect(html).toContain(
      '<code class="hljs language-rust">v.<span class="hljs-title function_ invoke__">sort</span>();</code>',
    );
    expect(html).toContain('model-a');
  });

  it('lets a page with a diagram run only the diagram script and frame of its own origin', async () => {
    const token = await logIn('ada@example.com');
    const plain = await client.get(`/share/${(await share(token)).id}`);
    expect(plain.headers.get('content-security-policy')).not.toContain('script-src');
    const withDiagram = {
      ...chat,
      messages: [
        ...chat.messages,
        { role: 'assistant', content: '```mermaid\ngraph TD; A-->B\n```', createdAt: 3 },
      ],
    };
    const page = await client.get(`/share/${(await share(token, withDiagram)).id}`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('script-src http://localhost/share-diagrams.js;');
    expect(policy).toContain('frame-src http://localhost/mermaid-frame.html;');
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'self'");
    expect(await page.text()).toContain('<script type="module" src="/share-diagrams.js"></script>');
    const missing = await client.get('/share/AAAAAAAAAAAAAAAAAAAAAA');
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(missing.headers.get('content-security-policy')).not.toContain('script-src');
  });

  it('keeps a page out of search engines unless its owner let them list it', async () => {
    const token = await logIn('ada@example.com');
    const { id: hidden } = await share(token);
    const hiddenPage = await client.get(`/share/${hidden}`);
    expect(await hiddenPage.text()).toContain('<meta name="robots" content="noindex, nofollow">');

    const listed = await client.post('/api/share', { ...shareBody(chat), indexable: true }, { token });
    expect(listed.status).toBe(201);
    const { shareLink } = shareChatResponseSchema.parse(await listed.json());
    const page = await client.get(new URL(shareLink).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).not.toContain('name="robots"');
    // An unknown id is never listed, whatever was chosen for others.
    const missing = await client.get('/share/AAAAAAAAAAAAAAAAAAAAAA');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('needs a session, a matching checksum, a readable chat, and answers 413 with the spec text', async () => {
    expect((await client.post('/api/share', shareBody(chat))).status).toBe(401);
    const token = await logIn('ada@example.com');
    const altered = await client.post('/api/share', shareBody(chat, { checksumOf: '{}' }), { token });
    expect(altered.status).toBe(400);
    expect(errorResponseSchema.parse(await altered.json()).userMessage).toBe(shareMessages.checksumMismatch);
    const empty = await client.post('/api/share', shareBody({ ...chat, messages: [] }), { token });
    expect(errorResponseSchema.parse(await empty.json()).userMessage).toBe(shareMessages.invalidChat);
    const huge = {
      ...chat,
      messages: [{ role: 'user', content: 'x'.repeat(maxSharedChatBytes), createdAt: 1 }],
    };
    const tooLarge = await client.post('/api/share', shareBody(huge), { token });
    expect(tooLarge.status).toBe(413);
    expect(errorResponseSchema.parse(await tooLarge.json()).userMessage).toBe(shareMessages.tooLarge);
  });

  it('limits how many chats one account shares', async () => {
    const token = await logIn('ada@example.com');
    for (let count = 0; count < shareWriteLimits.account.limit; count += 1) await share(token);
    const refused = await client.post('/api/share', shareBody(chat), { token });
    expect(refused.status).toBe(429);
    expect(errorResponseSchema.parse(await refused.json()).userMessage).toBe(authMessages.tooManyRequests);
  });

  it('limits shares per address too, and refuses them where the host turned sharing off', async () => {
    const token = await logIn('ada@example.com');
    const otherToken = await logIn('bob@example.com');
    const addressLimited = createAuthTestApp(
      testDatabase,
      { mailer },
      { shareWriteLimits: { ...shareWriteLimits, address: { ...shareWriteLimits.address, limit: 1 } } },
    );
    const from = { address: '198.51.100.9' };
    expect((await addressLimited.post('/api/share', shareBody(chat), { token, ...from })).status).toBe(201);
    expect(
      (await addressLimited.post('/api/share', shareBody(chat), { token: otherToken, ...from })).status,
    ).toBe(429);

    const sharingOff = createAuthTestApp(
      testDatabase,
      { mailer },
      {
        hostConfig: {
          ...defaultHostConfig,
          chatFeatures: { ...defaultHostConfig.chatFeatures, 'actionButtons.share': false },
        },
      },
    );
    const refused = await sharingOff.post('/api/share', shareBody(chat), { token });
    expect(refused.status).toBe(403);
    expect(errorResponseSchema.parse(await refused.json()).userMessage).toBe(shareMessages.sharingOff);
  });

  it('lists and deletes only the caller’s own links; a deleted link answers 404', async () => {
    const ada = await logIn('ada@example.com');
    const bob = await logIn('bob@example.com');
    const first = await share(ada);
    const second = await share(ada, { ...chat, title: 'Second' });
    const bobs = await share(bob);

    expect((await listLinks(ada)).map((link) => link.id).sort()).toEqual([first.id, second.id].sort());
    expect((await listLinks(bob)).map((link) => link.id)).toEqual([bobs.id]);
    expect((await client.get('/api/shared-links?type=chat')).status).toBe(401);
    expect((await client.get('/api/shared-links?type=nope', { token: ada })).status).toBe(400);

    // Bob names Ada's link: nothing of hers goes.
    await client.post(
      '/api/shared-links',
      { ids: [first.id], type: 'chat', isDeleteAll: false },
      { token: bob },
    );
    expect((await client.get(`/api/share/${first.id}`)).status).toBe(200);

    const afterDelete = await client.post(
      '/api/shared-links',
      { ids: [first.id], type: 'chat', isDeleteAll: false },
      { token: ada },
    );
    expect(sharedLinksResponseSchema.parse(await afterDelete.json()).map((link) => link.id)).toEqual([
      second.id,
    ]);
    const gone = await client.get(`/api/share/${first.id}`);
    expect(gone.status).toBe(404);
    expect(errorResponseSchema.parse(await gone.json()).userMessage).toBe(shareMessages.notFound);
    const page = await client.get(`/share/${first.id}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('This link does not exist or was deleted');

    await client.post('/api/shared-links', { ids: [], type: 'chat', isDeleteAll: true }, { token: ada });
    expect(await listLinks(ada)).toEqual([]);
    expect(await listLinks(bob)).toHaveLength(1);
  });

  it('deletes by the delete link only with its secret, and only on POST', async () => {
    const token = await logIn('ada@example.com');
    const { id, deleteLink } = await share(token);
    const path = new URL(deleteLink).pathname;
    expect((await client.get(path)).status).toBe(200);
    expect((await client.get(`/api/share/${id}`)).status).toBe(200);
    const wrong = path.replace(/[^/]{43}$/, 'A'.repeat(43));
    expect((await client.app.request(wrong, { method: 'POST' })).status).toBe(404);
    expect((await client.get(`/api/share/${id}`)).status).toBe(200);
    expect((await client.app.request(path, { method: 'POST' })).status).toBe(200);
    expect((await client.get(`/api/share/${id}`)).status).toBe(404);
  });

  it('lists shared agents under character, shows their page, and removes every share with the account', async () => {
    const token = await logIn('ada@example.com');
    const agentShare = await client.post(
      '/api/shared_characters',
      { data: { id: 'a-1', title: 'Editor', prompt: 'You <b>edit</b>.' } },
      { token },
    );
    const { id: agentID } = shareAgentResponseSchema.parse(await agentShare.json());
    const agents = await listLinks(token, 'character');
    expect(agents).toEqual([expect.objectContaining({ id: agentID, title: 'Editor', type: 'character' })]);
    expect(await listLinks(token, 'plugin')).toEqual([]);
    const page = await client.get(`/characters/${agentID}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Add to Confab');
    expect(html).toContain('You &lt;b&gt;edit&lt;/b&gt;.');
    expect((await client.get('/characters/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);

    await share(token);
    const owner = await testDatabase.database
      .selectFrom('shared_chats')
      .select('user_id')
      .executeTakeFirstOrThrow();
    await deleteAccountShares(testDatabase.database, owner.user_id);
    expect(await listLinks(token)).toEqual([]);
    expect(await listLinks(token, 'character')).toEqual([]);
  });

  it('counts shared chats in the owner’s storage and refuses a share past the limit', async () => {
    const limited = createAuthTestApp(
      testDatabase,
      { mailer },
      { storageLimitBytes: Math.floor(JSON.stringify(chat).length * 1.5) },
    );
    client = limited;
    const token = await logIn('ada@example.com');
    await share(token);
    const refused = await client.post('/api/share', shareBody(chat), { token });
    expect(refused.status).toBe(413);
  });
}
