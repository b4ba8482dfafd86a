import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  defaultHostConfig,
  errorResponseSchema,
  inviteMemberResponseSchema,
  organisationKnowledgeResponseSchema,
  verifyResponseSchema,
  type HostConfig,
} from '@confab/core/protocol';
import { createApp } from '../src/create-app.ts';
import { createLogger } from '../src/logging/logger.ts';
import {
  invitationSubject,
  invitationText,
  type InvitationMail,
  type InvitationMailer,
} from '../src/mail/invitation-mailer.ts';
import { shareMessages } from '../src/sharing/share-messages.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const adminEmail = 'boss@acme.example';
const memberEmail = 'ada@acme.example';
const strangerEmail = 'mallory@elsewhere.example';
const curatorEmail = 'curator@acme.example';

interface FakeInvitationMailer extends InvitationMailer {
  sent: InvitationMail[];
  failing: boolean;
}

function createFakeInvitationMailer(): FakeInvitationMailer {
  const mailer: FakeInvitationMailer = {
    sent: [],
    failing: false,
    sendInvitation(mail) {
      if (mailer.failing) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25'));
      mailer.sent.push(mail);
      return Promise.resolve('sent');
    },
    close() {
      mailer.sent = [];
    },
  };
  return mailer;
}

/**
 * Organisation membership that means something: invitations are mailed, a managed host with members
 * lets only them (and admins) sign in, removal ends sessions, and the server's own reads of the
 * host config (organisation knowledge, the share switch) follow the admin console.
 */
export function registerOrgMembersContract(openTestDatabase: () => Promise<TestDatabase>): void {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let invitations: FakeInvitationMailer;
  let logLines: string[];
  let app: ReturnType<typeof createApp>;

  const start = (
    hostConfig: HostConfig = defaultHostConfig,
    { withInvitationMailer = true }: { withInvitationMailer?: boolean } = {},
  ) => {
    app = createApp({
      database: testDatabase.database,
      version: 'test-sha',
      webDistDir: '/nonexistent/confab-web-dist',
      logger: createLogger({ level: 'info', sink: (line) => logLines.push(line) }),
      auth: { mailer, trustProxy: true },
      hostConfig,
      adminEmails: [adminEmail],
      knowledgeCurators: [curatorEmail],
      ...(withInvitationMailer ? { invitationMailer: invitations } : {}),
    });
  };

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    mailer = createCapturingMailer();
    invitations = createFakeInvitationMailer();
    logLines = [];
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  const call = (
    method: string,
    path: string,
    { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    app.request(path, {
      method,
      headers: {
        'x-forwarded-for': '203.0.113.9',
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const askForCode = (email: string) => call('POST', '/api/login', { body: { email, useAltLogin: false } });

  const signIn = async (email: string): Promise<string> => {
    expect((await askForCode(email)).status, email).toBe(200);
    const verified = await call('POST', '/api/verify', { body: { email, code: mailer.latestCode(email) } });
    return verifyResponseSchema.parse(await verified.json()).token;
  };

  const invite = async (admin: string, email: string) =>
    inviteMemberResponseSchema.parse(
      await (
        await call('POST', '/api/admin/members', {
          token: admin,
          body: { email },
          headers: { 'x-forwarded-host': 'chat.acme.example', 'x-forwarded-proto': 'https' },
        })
      ).json(),
    );

  const setOverrides = async (admin: string, overrides: Record<string, unknown>) => {
    const answer = await call('PUT', '/api/admin/host-config', { token: admin, body: { overrides } });
    expect(answer.status).toBe(200);
  };

  it('mails an invitation naming the host and its address, and says when it could not', async () => {
    start({ ...defaultHostConfig, brand: 'Confab', displayBrand: 'Acme Chat' });
    const admin = await signIn(adminEmail);
    const answer = await invite(admin, ' Ada@Acme.example ');
    expect(answer.invitation).toEqual({ email: memberEmail, mail: 'sent' });
    expect(answer.members.map((member) => member.email)).toEqual([memberEmail]);
    expect(invitations.sent).toEqual([
      { to: memberEmail, brand: 'Acme Chat', signInURL: 'https://chat.acme.example/', invitedBy: adminEmail },
    ]);
    const mail = invitations.sent[0] ?? { to: '', brand: '', signInURL: '', invitedBy: '' };
    expect(invitationSubject(mail)).toBe('You are invited to Acme Chat');
    expect(invitationText(mail)).toContain(
      'Sign in with this e-mail address (ada@acme.example) at:\n\nhttps://chat.acme.example/\n',
    );

    // Inviting again resends the mail; a refused mail still leaves the member recorded.
    invitations.failing = true;
    const again = await invite(admin, memberEmail);
    expect(again.invitation.mail).toBe('failed');
    expect(again.members).toHaveLength(1);
    expect(logLines.join('\n')).toContain('invitation e-mail failed');
  });

  it('without SMTP logs that an invitation would be sent and tells the console so', async () => {
    start(defaultHostConfig, { withInvitationMailer: false });
    const admin = await signIn(adminEmail);
    expect((await invite(admin, memberEmail)).invitation.mail).toBe('notConfigured');
    expect(logLines.join('\n')).toContain(
      `An invitation to ${memberEmail} (sign in at https://chat.acme.example/) would be sent, but SMTP is not configured`,
    );
  });

  it('lets only members and admins sign in on a managed host once it has members', async () => {
    start({ ...defaultHostConfig, managed: true });
    // Before the first invitation anyone may sign in: a fresh host never locks its people out.
    const admin = await signIn(adminEmail);
    await signIn(strangerEmail);
    await invite(admin, memberEmail);

    expect((await askForCode(memberEmail)).status).toBe(200);
    const sentBefore = mailer.sent.length;
    const refused = await askForCode(strangerEmail);
    expect(refused.status).toBe(403);
    expect(errorResponseSchema.parse(await refused.json()).userMessage).toBe(
      'This workspace is for its members. Ask an administrator to invite you.',
    );
    // No code was made or mailed for the stranger.
    expect(mailer.sent.length).toBe(sentBefore);
    // Administrators always get a code, members or not.
    expect((await askForCode(adminEmail)).status).toBe(200);
  });

  it('follows the console: an unmanaged host admits anyone until an admin makes it managed', async () => {
    start();
    const admin = await signIn(adminEmail);
    await invite(admin, memberEmail);
    expect((await askForCode(strangerEmail)).status).toBe(200);
    await setOverrides(admin, { managed: true });
    expect((await askForCode(strangerEmail)).status).toBe(403);
    expect((await askForCode(memberEmail)).status).toBe(200);
  });

  it('ends a removed member’s sessions and refuses the code they still hold', async () => {
    start({ ...defaultHostConfig, managed: true });
    const admin = await signIn(adminEmail);
    await invite(admin, memberEmail);
    await invite(admin, 'grace@acme.example');
    const member = await signIn(memberEmail);
    expect((await call('GET', '/api/cloud/account', { token: member })).status).toBe(200);
    await askForCode(memberEmail);
    const liveCode = mailer.latestCode(memberEmail);

    const removed = await call('DELETE', `/api/admin/members/${encodeURIComponent(memberEmail)}`, {
      token: admin,
    });
    expect(removed.status).toBe(200);
    expect((await call('GET', '/api/cloud/account', { token: member })).status).toBe(401);
    const verify = await call('POST', '/api/verify', { body: { email: memberEmail, code: liveCode } });
    expect(verify.status).toBe(403);
    expect((await askForCode(memberEmail)).status).toBe(403);
    // The admin's own session is untouched.
    expect((await call('GET', '/api/admin/members', { token: admin })).status).toBe(200);
  });

  it('applies the console’s share switch without a restart', async () => {
    start();
    const admin = await signIn(adminEmail);
    const before = await call('POST', '/api/share', { token: admin, body: {} });
    expect(before.status).toBe(400);
    await setOverrides(admin, { chatFeatures: { 'actionButtons.share': false } });
    const after = await call('POST', '/api/share', { token: admin, body: {} });
    expect(after.status).toBe(403);
    expect(errorResponseSchema.parse(await after.json()).userMessage).toBe(shareMessages.sharingOff);
    const plugin = await call('POST', '/api/shared_plugins', { token: admin, body: {} });
    expect(plugin.status).toBe(403);
  });

  it('publishes curators’ collections once the console makes the host managed', async () => {
    start();
    const admin = await signIn(adminEmail);
    await signIn(curatorEmail);
    const member = await signIn(memberEmail);
    const curator = await testDatabase.database
      .selectFrom('users')
      .select('id')
      .where('email', '=', curatorEmail)
      .executeTakeFirstOrThrow();
    const text = JSON.stringify({
      id: 'kb-hr',
      name: 'Handbook',
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_000_000,
      syncedAt: null,
    });
    await testDatabase.database
      .insertInto('sync_records')
      .values({
        user_id: curator.id,
        kind: 'knowledgeCollection',
        id: 'kb-hr',
        category: 'knowledge',
        parent_id: null,
        updated_at: 1_700_000_000_000,
        deleted: 0,
        data: text,
        size: text.length,
        seq: 1,
        synced_at: new Date().toISOString(),
      })
      .execute();
    const shared = async () =>
      organisationKnowledgeResponseSchema
        .parse(await (await call('GET', '/api/cloud/knowledge/organisation', { token: member })).json())
        .collections.map((collection) => collection.id);

    expect(await shared()).toEqual([]);
    await setOverrides(admin, { managed: true });
    expect(await shared()).toEqual(['kb-hr']);
  });
}
