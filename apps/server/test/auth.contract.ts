import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cloudAccountResponseSchema,
  errorResponseSchema,
  loginCodeAlphabet,
  loginCodeLength,
  revokeOtherSessionsResponseSchema,
  verifyResponseSchema,
} from '@confab/core/protocol';
import { readLoginCode, startSmtpInbox } from '@confab/test-kit/smtp-inbox';
import { authMessages } from '../src/auth/auth-errors.ts';
import { defaultAuthRateLimits } from '../src/auth/auth-policy.ts';
import { createSmtpLoginMailer } from '../src/mail/smtp-login-mailer.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer, type CapturingMailer } from './helpers/capturing-mailer.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

export interface AuthContractOptions {
  openTestDatabase: () => Promise<TestDatabase>;
}

const startOfTest = new Date('2026-03-04T05:06:00.000Z');
const minute = 60_000;
const day = 24 * 60 * minute;

async function userMessageOf(response: Response): Promise<string> {
  return errorResponseSchema.parse(await response.json()).userMessage;
}

/** Login, sessions and their safety rules, against every database the server supports. */
export function registerAuthContract({ openTestDatabase }: AuthContractOptions): void {
  let testDatabase: TestDatabase;
  let mailer: CapturingMailer;
  let currentTime: Date;
  let client: AuthTestApp;

  const advance = (milliseconds: number) => {
    currentTime = new Date(currentTime.getTime() + milliseconds);
  };
  const requestCode = (email: string, address?: string) =>
    client.post('/api/login', { email, useAltLogin: false }, address === undefined ? {} : { address });
  const verify = (email: string, code: string, address?: string) =>
    client.post('/api/verify', { email, code }, address === undefined ? {} : { address });
  async function logIn(email: string): Promise<string> {
    expect((await requestCode(email)).status).toBe(200);
    const response = await verify(email, mailer.latestCode(email));
    expect(response.status).toBe(200);
    return verifyResponseSchema.parse(await response.json()).token;
  }
  const wrongCodeFor = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    mailer = createCapturingMailer();
    currentTime = startOfTest;
    client = createAuthTestApp(testDatabase, { mailer, now: () => currentTime });
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  describe('POST /api/login', () => {
    it('e-mails a 6-character code drawn from the unambiguous alphabet', async () => {
      const response = await requestCode('Ada@Example.com');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      expect(mailer.sent).toHaveLength(1);
      const [mail] = mailer.sent;
      expect(mail?.to).toBe('ada@example.com');
      expect(mail?.route).toBe('main');
      expect(mail?.code).toHaveLength(loginCodeLength);
      expect(mail?.code).toMatch(new RegExp(`^[${loginCodeAlphabet}]+$`));
    });

    it('sends through the alternative route when asked', async () => {
      await client.post('/api/login', { email: 'ada@example.com', useAltLogin: true });
      expect(mailer.sent[0]?.route).toBe('alternative');
    });

    it('answers an unknown e-mail exactly as a known one', async () => {
      await logIn('known@example.com');
      const known = await requestCode('known@example.com');
      const unknown = await requestCode('unknown@example.com');
      expect(unknown.status).toBe(known.status);
      expect(await unknown.text()).toBe(await known.text());
      expect(mailer.sent.map((mail) => mail.to)).toContain('unknown@example.com');
    });

    it('refuses malformed bodies with a userMessage', async () => {
      for (const body of [
        {},
        { email: 'not an address' },
        { email: 'ada@example.com', useAltLogin: 'yes' },
      ]) {
        const response = await client.post('/api/login', body);
        expect(response.status).toBe(400);
        expect(await userMessageOf(response)).toMatch(/field: (email|useAltLogin)/);
      }
      const notJson = await client.app.request('/api/login', {
        method: 'POST',
        body: 'email=ada@example.com',
      });
      expect(notJson.status).toBe(415);
      expect(mailer.sent).toHaveLength(0);
    });

    it('answers 503 with a userMessage when the mail cannot be sent', async () => {
      mailer.failing = true;
      const response = await requestCode('ada@example.com');
      expect(response.status).toBe(503);
      expect(await userMessageOf(response)).toBe(authMessages.mailFailed);
    });
  });

  describe('POST /api/verify', () => {
    it('returns a token and the cloud token payload, creating the account on first login only', async () => {
      await requestCode('ada@example.com');
      const code = mailer.latestCode('ada@example.com');
      // Lower case and spaces are forgiven: people type what they read.
      const response = await verify(
        ' ADA@example.com ',
        ` ${code.slice(0, 3).toLowerCase()} ${code.slice(3)} `,
      );
      expect(response.status).toBe(200);
      const first = verifyResponseSchema.parse(await response.json());
      expect(first.user.email).toBe('ada@example.com');
      expect(first.user.externalUserID).not.toBe('');
      expect(response.headers.get('cache-control')).toBe('no-store');

      await requestCode('ada@example.com');
      const again = verifyResponseSchema.parse(
        await (await verify('ada@example.com', mailer.latestCode('ada@example.com'))).json(),
      );
      expect(again.user).toEqual(first.user);
      expect(again.token).not.toBe(first.token);
      const users = await testDatabase.database.selectFrom('users').select('email').execute();
      expect(users).toEqual([{ email: 'ada@example.com' }]);
    });

    it('creates no account for a code that was only requested', async () => {
      await requestCode('ada@example.com');
      expect(await testDatabase.database.selectFrom('users').selectAll().execute()).toEqual([]);
    });

    it('accepts a code once', async () => {
      await requestCode('ada@example.com');
      const code = mailer.latestCode('ada@example.com');
      expect((await verify('ada@example.com', code)).status).toBe(200);
      const second = await verify('ada@example.com', code);
      expect(second.status).toBe(400);
      expect(await userMessageOf(second)).toBe(authMessages.codeNotAccepted);
    });

    it('accepts a code until 10 minutes have passed, and not after (pinned clock)', async () => {
      await requestCode('ada@example.com');
      const firstCode = mailer.latestCode('ada@example.com');
      advance(10 * minute - 1);
      expect((await verify('ada@example.com', firstCode)).status).toBe(200);

      await requestCode('ada@example.com');
      const secondCode = mailer.latestCode('ada@example.com');
      advance(10 * minute);
      const late = await verify('ada@example.com', secondCode);
      expect(late.status).toBe(400);
      expect(await userMessageOf(late)).toBe(authMessages.codeNotAccepted);
    });

    it('ends a code after 5 wrong tries, and counts the tries of that code only', async () => {
      await requestCode('ada@example.com');
      const code = mailer.latestCode('ada@example.com');
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const wrong = await verify('ada@example.com', wrongCodeFor(code));
        expect(await userMessageOf(wrong)).toBe(authMessages.codeNotAccepted);
      }
      const fifth = await verify('ada@example.com', wrongCodeFor(code));
      expect(fifth.status).toBe(400);
      expect(await userMessageOf(fifth)).toBe(authMessages.codeTriesUsedUp);
      const right = await verify('ada@example.com', code);
      expect(right.status).toBe(400);
      expect(await userMessageOf(right)).toBe(authMessages.codeNotAccepted);
    });

    it('still accepts the right code after 4 wrong tries', async () => {
      await requestCode('ada@example.com');
      const code = mailer.latestCode('ada@example.com');
      for (let attempt = 1; attempt <= 4; attempt += 1) await verify('ada@example.com', wrongCodeFor(code));
      expect((await verify('ada@example.com', code)).status).toBe(200);
    });

    it('retires the earlier code when a new one is sent', async () => {
      await requestCode('ada@example.com');
      const older = mailer.latestCode('ada@example.com');
      await requestCode('ada@example.com');
      const newer = mailer.latestCode('ada@example.com');
      if (older !== newer) expect((await verify('ada@example.com', older)).status).toBe(400);
      expect((await verify('ada@example.com', newer)).status).toBe(200);
    });

    it("answers an address without a code like a wrong code, and never takes another address's code", async () => {
      await requestCode('ada@example.com');
      const code = mailer.latestCode('ada@example.com');
      const response = await verify('grace@example.com', code);
      expect(response.status).toBe(400);
      expect(await userMessageOf(response)).toBe(authMessages.codeNotAccepted);
    });

    it('refuses malformed bodies with a userMessage', async () => {
      for (const body of [
        { email: 'ada@example.com' },
        { code: 'ABCDEF' },
        { email: 'ada@example.com', code: 7 },
      ]) {
        const response = await client.post('/api/verify', body);
        expect(response.status).toBe(400);
        expect(await userMessageOf(response)).toMatch(/field: (email|code)/);
      }
    });
  });

  describe('rate limits', () => {
    it('limits sending per e-mail, whatever the address, until the window passes', async () => {
      const { limit } = defaultAuthRateLimits.loginPerEmail;
      for (let sent = 0; sent < limit; sent += 1) {
        expect((await requestCode('ada@example.com', `198.51.100.${String(sent)}`)).status).toBe(200);
      }
      const refused = await requestCode('ada@example.com', '198.51.100.200');
      expect(refused.status).toBe(429);
      expect(await userMessageOf(refused)).toBe(authMessages.tooManyRequests);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(mailer.sent).toHaveLength(limit);
      expect((await requestCode('grace@example.com')).status).toBe(200);

      advance(defaultAuthRateLimits.loginPerEmail.windowMs);
      expect((await requestCode('ada@example.com')).status).toBe(200);
    });

    it('limits sending per IP address, whatever the e-mail', async () => {
      const { limit } = defaultAuthRateLimits.loginPerAddress;
      for (let sent = 0; sent < limit; sent += 1) {
        expect((await requestCode(`person${String(sent)}@example.com`, '192.0.2.7')).status).toBe(200);
      }
      expect((await requestCode('one-more@example.com', '192.0.2.7')).status).toBe(429);
      expect((await requestCode('one-more@example.com', '192.0.2.8')).status).toBe(200);
    });

    it('limits verifying per e-mail, so asking for new codes cannot multiply the tries', async () => {
      const { limit } = defaultAuthRateLimits.verifyPerEmail;
      await requestCode('ada@example.com');
      for (let tried = 0; tried < limit; tried += 1) {
        if (tried % 4 === 0) await requestCode('ada@example.com', `198.51.100.${String(tried)}`);
        await verify('ada@example.com', 'AAAAAA', `198.51.100.${String(tried)}`);
      }
      await requestCode('ada@example.com');
      const refused = await verify('ada@example.com', mailer.latestCode('ada@example.com'), '198.51.100.99');
      expect(refused.status).toBe(429);
      expect(await userMessageOf(refused)).toBe(authMessages.tooManyRequests);
    });

    it('limits verifying per IP address, whatever the e-mail', async () => {
      const { limit } = defaultAuthRateLimits.verifyPerAddress;
      for (let tried = 0; tried < limit; tried += 1) {
        expect((await verify(`person${String(tried)}@example.com`, 'AAAAAA', '192.0.2.9')).status).toBe(400);
      }
      expect((await verify('ada@example.com', 'AAAAAA', '192.0.2.9')).status).toBe(429);
      expect((await verify('ada@example.com', 'AAAAAA', '192.0.2.10')).status).toBe(400);
    });

    it('keeps the counters in the database, so another instance over it sees them', async () => {
      const { limit } = defaultAuthRateLimits.loginPerEmail;
      for (let sent = 0; sent < limit; sent += 1) await requestCode('ada@example.com');
      const otherInstance = createAuthTestApp(testDatabase, { mailer, now: () => currentTime });
      const response = await otherInstance.post('/api/login', { email: 'ada@example.com' });
      expect(response.status).toBe(429);
    });
  });

  describe('sessions', () => {
    it('reads the account from the session', async () => {
      const token = await logIn('ada@example.com');
      const response = await client.get('/api/cloud/account', { token });
      expect(response.status).toBe(200);
      const { user } = cloudAccountResponseSchema.parse(await response.json());
      expect(user.email).toBe('ada@example.com');
    });

    it('answers 401 with a userMessage without a live token', async () => {
      for (const token of [undefined, 'not-a-token', '']) {
        const response = await client.get('/api/cloud/account', token === undefined ? {} : { token });
        expect(response.status).toBe(401);
        expect(await userMessageOf(response)).toBe(authMessages.sessionEnded);
      }
    });

    it('ends a session after 180 days even when it is used every few weeks', async () => {
      const token = await logIn('ada@example.com');
      for (let used = 0; used < 6; used += 1) {
        advance(29 * day);
        expect((await client.get('/api/cloud/account', { token })).status).toBe(200);
      }
      advance(180 * day - 6 * 29 * day - 1);
      expect((await client.get('/api/cloud/account', { token })).status).toBe(200);
      advance(1);
      expect((await client.get('/api/cloud/account', { token })).status).toBe(401);
    });

    it('ends a session after 30 days without use; any use moves that end', async () => {
      const token = await logIn('ada@example.com');
      const idleToken = await logIn('ada@example.com');
      advance(20 * day);
      expect((await client.get('/api/cloud/account', { token })).status).toBe(200);
      advance(10 * day);
      expect((await client.get('/api/cloud/account', { token: idleToken })).status).toBe(401);
      expect((await client.get('/api/cloud/account', { token })).status).toBe(200);
      advance(30 * day - 1);
      expect((await client.get('/api/cloud/account', { token })).status).toBe(200);
    });

    it('writes a use at most once an hour, so a busy session does not write on every request', async () => {
      const token = await logIn('ada@example.com');
      const lastUse = async () =>
        (await testDatabase.database.selectFrom('sessions').select('last_used_at').executeTakeFirstOrThrow())
          .last_used_at;
      const signedInAt = await lastUse();
      advance(59 * minute);
      expect((await client.get('/api/cloud/account', { token })).status).toBe(200);
      expect(await lastUse()).toBe(signedInAt);
      advance(minute);
      expect((await client.get('/api/cloud/account', { token })).status).toBe(200);
      expect(await lastUse()).toBe(currentTime.toISOString());
    });

    it('logs out this session only', async () => {
      const laptop = await logIn('ada@example.com');
      const phone = await logIn('ada@example.com');
      const response = await client.post('/api/logout', undefined, { token: laptop });
      expect(response.status).toBe(200);
      expect((await client.get('/api/cloud/account', { token: laptop })).status).toBe(401);
      expect((await client.get('/api/cloud/account', { token: phone })).status).toBe(200);
      expect((await client.post('/api/logout', undefined, { token: laptop })).status).toBe(401);
    });

    it("revokes every other session, replaces the caller's token, and leaves other accounts alone", async () => {
      const laptop = await logIn('ada@example.com');
      const phone = await logIn('ada@example.com');
      const grace = await logIn('grace@example.com');
      const response = await client.post('/api/cloud/account/revoke-other-sessions', undefined, {
        token: laptop,
      });
      expect(response.status).toBe(200);
      const { newToken } = revokeOtherSessionsResponseSchema.parse(await response.json());
      expect(newToken).not.toBe(laptop);
      expect((await client.get('/api/cloud/account', { token: newToken })).status).toBe(200);
      expect((await client.get('/api/cloud/account', { token: laptop })).status).toBe(401);
      expect((await client.get('/api/cloud/account', { token: phone })).status).toBe(401);
      expect((await client.get('/api/cloud/account', { token: grace })).status).toBe(200);
    });

    it('takes the user from the session, never from the body', async () => {
      const ada = await logIn('ada@example.com');
      const grace = await logIn('grace@example.com');
      const graceAccount = cloudAccountResponseSchema.parse(
        await (await client.get('/api/cloud/account', { token: grace })).json(),
      );
      await client.post(
        '/api/cloud/account/revoke-other-sessions',
        { userID: graceAccount.user.externalUserID, email: 'grace@example.com' },
        { token: ada },
      );
      expect((await client.get('/api/cloud/account', { token: grace })).status).toBe(200);
    });
  });

  describe('secrets at rest and in logs', () => {
    it('stores only hashes of codes and tokens and never logs them', async () => {
      await requestCode('ada@example.com');
      const code = mailer.latestCode('ada@example.com');
      const codeRows = await testDatabase.database.selectFrom('login_codes').selectAll().execute();
      expect(codeRows).toHaveLength(1);
      expect(codeRows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(codeRows)).not.toContain(code);

      const token = verifyResponseSchema.parse(await (await verify('ada@example.com', code)).json()).token;
      const sessionRows = await testDatabase.database.selectFrom('sessions').selectAll().execute();
      expect(JSON.stringify(sessionRows)).not.toContain(token);
      await client.get('/api/cloud/account', { token });

      const logs = client.logText();
      expect(logs).toContain('/api/verify');
      expect(logs).not.toContain(code);
      expect(logs).not.toContain(token);
    });

    it('prints the code to the log when no SMTP is configured, and nothing else secret', async () => {
      const logged = createAuthTestApp(testDatabase, { now: () => currentTime });
      await logged.post('/api/login', { email: 'ada@example.com' });
      const code = /Login code for ada@example\.com: ([A-Z0-9]{6})/.exec(logged.logText())?.[1] ?? '';
      expect(code).toHaveLength(loginCodeLength);
      const response = await logged.post('/api/verify', { email: 'ada@example.com', code });
      const { token } = verifyResponseSchema.parse(await response.json());
      expect(logged.logText()).not.toContain(token);
    });
  });

  describe('housekeeping', () => {
    it('drops expired codes and past rate-limit windows as new ones arrive', async () => {
      await requestCode('ada@example.com');
      await requestCode('grace@example.com');
      advance(defaultAuthRateLimits.loginPerEmail.windowMs);
      await requestCode('alan@example.com');
      const codes = await testDatabase.database.selectFrom('login_codes').select('email').execute();
      expect(codes).toEqual([{ email: 'alan@example.com' }]);
      const windows = await testDatabase.database
        .selectFrom('rate_limit_hits')
        .select(['bucket', 'subject'])
        .where('bucket', '=', defaultAuthRateLimits.loginPerEmail.bucket)
        .execute();
      expect(windows).toEqual([{ bucket: 'login-email', subject: 'alan@example.com' }]);
    });
  });

  describe('over real SMTP', () => {
    it('e-mails the code through SMTP, and the alternative route through its own server', async () => {
      const inbox = await startSmtpInbox();
      const alternativeInbox = await startSmtpInbox();
      const smtpMailer = createSmtpLoginMailer({
        smtp: { url: inbox.url },
        alternativeSmtp: { url: alternativeInbox.url },
        from: 'Confab <login@confab.test>',
      });
      try {
        const smtpClient = createAuthTestApp(testDatabase, { mailer: smtpMailer, now: () => currentTime });
        expect((await smtpClient.post('/api/login', { email: 'Ada@Example.com' })).status).toBe(200);
        const mail = await inbox.waitForMail('ada@example.com');
        expect(mail.from).toBe('login@confab.test');
        const code = readLoginCode(mail);
        expect(mail.raw).toContain(`Your Confab login code is ${code}`);
        expect((await smtpClient.post('/api/verify', { email: 'ada@example.com', code })).status).toBe(200);

        await smtpClient.post('/api/login', { email: 'ada@example.com', useAltLogin: true });
        const alternativeCode = readLoginCode(await alternativeInbox.waitForMail('ada@example.com'));
        expect(inbox.messages).toHaveLength(1);
        const verified = await smtpClient.post('/api/verify', {
          email: 'ada@example.com',
          code: alternativeCode,
        });
        expect(verified.status).toBe(200);
      } finally {
        smtpMailer.close();
        await inbox.close();
        await alternativeInbox.close();
      }
    });
  });
}
