import { afterEach, expect, it } from 'vitest';
import {
  defaultHostConfig,
  errorResponseSchema,
  knowledgePortalResponseSchema,
  knowledgePortalTokenLifetimeMs,
  knowledgeTagsResponseSchema,
  organisationBlobPath,
  organisationKnowledgeResponseSchema,
  verifyResponseSchema,
  type HostConfig,
} from '@confab/core/protocol';
import { knowledgeMessages } from '../src/knowledge/knowledge-messages.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const managedHost: HostConfig = { ...defaultHostConfig, managed: true };
const curator = 'curator@example.com';

/** Knowledge tags, the portal page and its tokens, and organisation collections on managed hosts. */
export function registerKnowledgeContract(openTestDatabase: () => Promise<TestDatabase>): void {
  let testDatabase: TestDatabase | undefined;
  let mailer: CapturingMailer;
  let client: AuthTestApp;
  let clock = new Date('2026-11-27T10:00:00Z');

  const start = async (extra: { hostConfig?: HostConfig; knowledgeCurators?: string[] } = {}) => {
    testDatabase = await openTestDatabase();
    mailer = createCapturingMailer();
    clock = new Date('2026-11-27T10:00:00Z');
    client = createAuthTestApp(testDatabase, { mailer, now: () => clock }, extra);
  };

  afterEach(async () => {
    await testDatabase?.close();
    testDatabase = undefined;
  });

  const logIn = async (email: string) => {
    await client.post('/api/login', { email, useAltLogin: false });
    const response = await client.post('/api/verify', { email, code: mailer.latestCode(email) });
    const token = verifyResponseSchema.parse(await response.json()).token;
    const user = await testDatabase?.database
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { token, userID: user?.id ?? '' };
  };

  let seq = 0;
  /** Writes a synced record as the sync store keeps it (the kinds are the data-lifecycle work's). */
  const put = async (userID: string, kind: string, id: string, data: object | null) => {
    seq += 1;
    const text = data === null ? null : JSON.stringify(data);
    await testDatabase?.database
      .insertInto('sync_records')
      .values({
        user_id: userID,
        kind,
        id,
        category: 'knowledge',
        parent_id: null,
        updated_at: 1_700_000_000_000,
        deleted: data === null ? 1 : 0,
        data: text,
        size: text?.length ?? 0,
        seq,
        synced_at: clock.toISOString(),
      })
      .execute();
  };
  const collection = (userID: string, id: string, name: string, description?: string) =>
    put(userID, 'knowledgeCollection', id, {
      id,
      name,
      ...(description === undefined ? {} : { description }),
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_000_000,
      syncedAt: null,
    });
  const file = (userID: string, id: string, name: string, collectionIDs: string[], blobID = `b-${id}`) =>
    put(userID, 'file', id, {
      id,
      name,
      mimeType: 'application/pdf',
      size: 2048,
      blobID,
      collectionIDs,
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_000_000,
      syncedAt: null,
    });
  const tagsOf = async (token: string) =>
    knowledgeTagsResponseSchema.parse(await (await client.get('/api/cloud/knowledge/tags', { token })).json())
      .tags;
  const portalURL = async (token: string) =>
    new URL(
      knowledgePortalResponseSchema.parse(
        await (await client.get('/api/cloud/knowledge/portal', { token })).json(),
      ).url,
    );
  const openPortal = (url: URL) => client.app.request(`${url.pathname}${url.search}`);

  it('refuses every knowledge route without a session', async () => {
    await start();
    for (const path of [
      '/api/cloud/knowledge/tags',
      '/api/cloud/knowledge/portal',
      '/api/cloud/knowledge/organisation',
      organisationBlobPath('b-1'),
    ]) {
      const answer = await client.get(path);
      expect(answer.status).toBe(401);
      expect(errorResponseSchema.safeParse(await answer.json()).success).toBe(true);
      expect((await client.get(path, { token: 'not-a-token' })).status).toBe(401);
    }
  });

  it("lists the caller's collections with their live documents, never another account's", async () => {
    await start();
    const ada = await logIn('ada@example.com');
    const bob = await logIn('bob@example.com');
    await collection(ada.userID, 'kb-law', 'Contracts', 'Signed contracts');
    await collection(ada.userID, 'kb-art', 'Articles');
    await file(ada.userID, 'fi-1', 'lease.pdf', ['kb-law']);
    await file(ada.userID, 'fi-2', 'nda.pdf', ['kb-law', 'kb-art']);
    await put(ada.userID, 'file', 'fi-3', null);
    await collection(bob.userID, 'kb-bob', 'Bob only');
    await file(bob.userID, 'fi-9', 'bob.pdf', ['kb-law']);

    expect(await tagsOf(ada.token)).toEqual([
      { id: 'kb-art', name: 'Articles', documentCount: 1, organisation: false },
      {
        id: 'kb-law',
        name: 'Contracts',
        description: 'Signed contracts',
        documentCount: 2,
        organisation: false,
      },
    ]);
    expect(await tagsOf(bob.token)).toEqual([
      { id: 'kb-bob', name: 'Bob only', documentCount: 0, organisation: false },
    ]);
  });

  it('draws the portal for the token holder only, names escaped, framed by the app alone', async () => {
    await start();
    const ada = await logIn('ada@example.com');
    const bob = await logIn('bob@example.com');
    await collection(ada.userID, 'kb-x', '<script>alert(1)</script> Plans', '"quoted" & <b>bold</b>');
    await file(ada.userID, 'fi-1', '<img src=x onerror=alert(2)>.pdf', ['kb-x']);
    await file(ada.userID, 'fi-2', 'loose notes.md', []);
    await collection(bob.userID, 'kb-secret', 'Bob secret plans');

    const url = await portalURL(ada.token);
    expect(url.pathname).toBe('/knowledge/portal');
    const page = await openPortal(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Plans');
    expect(html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;.pdf');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('loose notes.md');
    expect(html).toContain('href="/#files"');
    expect(html).not.toContain('Bob secret plans');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');

    const bobsPage = await (await openPortal(await portalURL(bob.token))).text();
    expect(bobsPage).toContain('Bob secret plans');
    expect(bobsPage).not.toContain('Plans</h2>');
  });

  it('refuses an expired, altered or forged portal token', async () => {
    await start();
    const ada = await logIn('ada@example.com');
    const bob = await logIn('bob@example.com');
    await collection(bob.userID, 'kb-b', 'Bob private');
    const url = await portalURL(ada.token);
    const token = url.searchParams.get('token') ?? '';
    const [user = '', expiry = '', signature = ''] = token.split('.');

    const withToken = (value: string) => {
      const copy = new URL(url);
      copy.searchParams.set('token', value);
      return openPortal(copy);
    };
    // Another user's id under Ada's signature, a later expiry, a made-up signature, nothing at all.
    const bobUser = Buffer.from(bob.userID, 'utf8').toString('base64url');
    for (const forged of [
      `${bobUser}.${expiry}.${signature}`,
      `${user}.${String(Number(expiry) + 60_000)}.${signature}`,
      `${user}.${expiry}.${'A'.repeat(43)}`,
      '',
      'garbage',
    ]) {
      const answer = await withToken(forged);
      expect(answer.status).toBe(401);
      const html = await answer.text();
      expect(html).toContain('This link has ended');
      expect(html).not.toContain('Bob private');
    }

    expect((await openPortal(url)).status).toBe(200);
    clock = new Date(clock.getTime() + knowledgePortalTokenLifetimeMs + 1);
    expect((await openPortal(url)).status).toBe(401);
  });

  it('publishes curators’ collections read-only to members of a managed host', async () => {
    await start({ hostConfig: managedHost, knowledgeCurators: [curator] });
    const boss = await logIn(curator);
    const member = await logIn('member@example.com');
    const other = await logIn('other@example.com');
    await collection(boss.userID, 'kb-hr', 'Handbook', 'Company rules');
    await file(boss.userID, 'fi-h1', 'handbook.pdf', ['kb-hr', 'kb-private-elsewhere']);
    await file(boss.userID, 'fi-h2', 'draft.pdf', []);
    await collection(member.userID, 'kb-mine', 'Mine');
    await collection(other.userID, 'kb-other', 'Not shared');
    await file(other.userID, 'fi-o', 'other.pdf', ['kb-hr'], 'b-other');

    expect(await tagsOf(member.token)).toEqual([
      { id: 'kb-mine', name: 'Mine', documentCount: 0, organisation: false },
      { id: 'kb-hr', name: 'Handbook', description: 'Company rules', documentCount: 1, organisation: true },
    ]);
    // The curator's own collections are theirs to change: listed as their own, not again as shared.
    expect(await tagsOf(boss.token)).toEqual([
      { id: 'kb-hr', name: 'Handbook', description: 'Company rules', documentCount: 1, organisation: false },
    ]);

    const shared = organisationKnowledgeResponseSchema.parse(
      await (await client.get('/api/cloud/knowledge/organisation', { token: member.token })).json(),
    );
    expect(shared.collections.map((entry) => [entry.id, entry.organisation])).toEqual([['kb-hr', true]]);
    expect(shared.files.map((entry) => [entry.id, entry.collectionIDs, entry.organisation])).toEqual([
      ['fi-h1', ['kb-hr'], true],
    ]);

    const upload = (token: string, id: string, body: string) =>
      client.app.request(`/api/cloud/blobs/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
        body,
      });
    expect((await upload(boss.token, 'b-fi-h1', 'handbook bytes')).status).toBe(201);
    expect((await upload(boss.token, 'b-fi-h2', 'draft bytes')).status).toBe(201);
    expect((await upload(other.token, 'b-other', 'other bytes')).status).toBe(201);

    const download = await client.get(organisationBlobPath('b-fi-h1'), { token: member.token });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('handbook bytes');
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    for (const refused of ['b-fi-h2', 'b-other', '..%2Fetc']) {
      const answer = await client.get(organisationBlobPath(refused), { token: member.token });
      expect(answer.status).toBe(404);
      expect(errorResponseSchema.parse(await answer.json()).userMessage).toBe(
        knowledgeMessages.documentNotFound,
      );
    }
    // The member's own blob route still reads the member's own account only.
    expect((await client.get('/api/cloud/blobs/b-fi-h1', { token: member.token })).status).toBe(404);
  });

  it('publishes nothing on a host that is not managed, curators or not', async () => {
    await start({ knowledgeCurators: [curator] });
    const boss = await logIn(curator);
    const member = await logIn('member@example.com');
    await collection(boss.userID, 'kb-hr', 'Handbook');
    await file(boss.userID, 'fi-h1', 'handbook.pdf', ['kb-hr']);
    expect(await tagsOf(member.token)).toEqual([]);
    const shared = organisationKnowledgeResponseSchema.parse(
      await (await client.get('/api/cloud/knowledge/organisation', { token: member.token })).json(),
    );
    expect(shared).toEqual({ collections: [], files: [] });
    expect((await client.get(organisationBlobPath('b-fi-h1'), { token: member.token })).status).toBe(404);
  });

  it("ignores a member's own copies of organisation collections and malformed records", async () => {
    await start();
    const ada = await logIn('ada@example.com');
    await put(ada.userID, 'knowledgeCollection', 'kb-copy', {
      id: 'kb-copy',
      name: 'Copy',
      organisation: true,
    });
    await put(ada.userID, 'knowledgeCollection', 'kb-bad', { id: 'kb-bad', name: 42 });
    await put(ada.userID, 'file', 'fi-bad', { id: 'fi-bad', collectionIDs: 'kb-copy' });
    await collection(ada.userID, 'kb-own', 'Own');
    await put(ada.userID, 'file', 'fi-org-copy', {
      id: 'fi-org-copy',
      name: 'x.pdf',
      collectionIDs: ['kb-own'],
      organisation: true,
    });
    expect(await tagsOf(ada.token)).toEqual([
      { id: 'kb-own', name: 'Own', documentCount: 0, organisation: false },
    ]);
    expect((await openPortal(await portalURL(ada.token))).status).toBe(200);
  });
}
