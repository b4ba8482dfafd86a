import { afterEach, beforeEach, expect, it } from 'vitest';
import { verifyLicenceToken } from '@confab/core/licence';
import { licenceGrantSchema, licenceRefusalSchema, verifyResponseSchema } from '@confab/core/protocol';
import { licenceMessages } from '../src/licensing/licence-messages.ts';
import { defaultLicenceRateLimits } from '../src/routes/licence-routes.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { createCapturingMailer } from './helpers/capturing-mailer.ts';
import {
  createCapturingLicenceMailer,
  testLicenceKeys,
  testLicensing,
  type CapturingLicenceMailer,
} from './helpers/licence-test-setup.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

const admin = 'boss@example.com';

/** The licence server's device routes, recovery, rate limits and admin API over app.request. */
export function registerLicencesContract(openTestDatabase: () => Promise<TestDatabase>): void {
  let testDatabase: TestDatabase;
  let licenceMailer: CapturingLicenceMailer;
  let client: AuthTestApp;
  let clock: Date;
  const loginMailer = createCapturingMailer();

  const start = (extra: Parameters<typeof testLicensing>[0] = {}) => {
    client = createAuthTestApp(
      testDatabase,
      { mailer: loginMailer, now: () => clock },
      { licensing: testLicensing({ mailer: licenceMailer, ...extra }), adminEmails: [admin] },
    );
  };

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    licenceMailer = createCapturingLicenceMailer();
    clock = new Date('2026-11-01T10:00:00Z');
    start();
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  const logIn = async (email: string) => {
    await client.post('/api/login', { email, useAltLogin: false });
    const response = await client.post('/api/verify', { email, code: loginMailer.latestCode(email) });
    return verifyResponseSchema.parse(await response.json()).token;
  };
  const issue = async (body: object) => {
    const response = await client.post('/api/admin/licences', body, { token: await logIn(admin) });
    expect(response.status).toBe(200);
    return ((await response.json()) as { licence: { id: string; key: string } }).licence;
  };
  const grantOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return licenceGrantSchema.parse(await response.json());
  };
  const refusalOf = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    return licenceRefusalSchema.parse(await response.json());
  };

  it('activates up to the device limit, then answers limitReached with numbers', async () => {
    const { key } = await issue({ email: 'Ada@Example.com', plan: 'standard' });
    expect(key).toMatch(/^CONFAB(-[0-9A-HJKMNP-TV-Z]{5}){4}$/);
    const first = await grantOf(await client.post('/api/licence/activate', { key, instanceName: 'Laptop' }));
    // Typed by hand: lower case and spaces are the same key.
    const typed = ` ${key.toLowerCase().replace(/-/g, ' - ')} `;
    const second = await grantOf(await client.post('/api/licence/activate', { key: typed }));
    expect(second.instanceID).not.toBe(first.instanceID);

    const check = await verifyLicenceToken(first.token, testLicenceKeys.publicKey, clock.getTime() / 1000);
    expect(check).toEqual({
      ok: true,
      payload: {
        iat: clock.getTime() / 1000,
        exp: clock.getTime() / 1000 + 30 * 86_400,
        plan: 'standard',
        email: 'ada@example.com',
        instanceID: first.instanceID,
        keyLast4: key.slice(-4),
      },
    });

    expect(await refusalOf(await client.post('/api/licence/activate', { key }), 403)).toEqual({
      userMessage: licenceMessages.limitReached,
      limitReached: true,
      activationLimit: 2,
      activationUsage: 2,
    });
  });

  it('never lets racing devices take more places than the licence has', async () => {
    const { key } = await issue({ email: 'ada@example.com', plan: 'standard' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => client.post('/api/licence/activate', { key })),
    );
    const granted = answers.filter((answer) => answer.status === 200).length;
    expect(granted).toBeGreaterThan(0);
    expect(granted).toBeLessThanOrEqual(2);
    const active = await testDatabase.database
      .selectFrom('licence_activations')
      .select('instance_id')
      .where('unlinked_at', 'is', null)
      .execute();
    expect(active).toHaveLength(granted);
  });

  it('verifies with a fresh token, unlinks, then tells the unlinked device so and frees its place', async () => {
    const { key } = await issue({ email: 'ada@example.com', plan: 'premium', deviceLimit: 1 });
    const device = await grantOf(await client.post('/api/licence/activate', { key, instanceName: 'Phone' }));
    clock = new Date(clock.getTime() + 3_600_000);
    const verified = await grantOf(
      await client.post('/api/licence/verify', { key, instanceID: device.instanceID }),
    );
    expect(verified.instanceID).toBe(device.instanceID);
    expect(verified.token).not.toBe(device.token);
    const fresh = await verifyLicenceToken(verified.token, testLicenceKeys.publicKey, clock.getTime() / 1000);
    expect(fresh.ok && fresh.payload).toMatchObject({ plan: 'premium', iat: clock.getTime() / 1000 });
    // The old token is still valid until it expires, and then never again.
    const later = clock.getTime() / 1000 + 31 * 86_400;
    expect(await verifyLicenceToken(device.token, testLicenceKeys.publicKey, later)).toEqual({
      ok: false,
      reason: 'expired',
    });

    expect(await refusalOf(await client.post('/api/licence/activate', { key }), 403)).toMatchObject({
      activationLimit: 1,
      activationUsage: 1,
    });
    const unlink = await client.post('/api/licence/unlink', { key, instanceID: device.instanceID });
    expect(unlink.status).toBe(200);
    expect(await unlink.json()).toEqual({ ok: true });
    expect(
      await refusalOf(await client.post('/api/licence/verify', { key, instanceID: device.instanceID }), 403),
    ).toEqual({ userMessage: licenceMessages.deviceUnlinked, deviceUnlinked: true });
    await grantOf(await client.post('/api/licence/activate', { key }));

    expect(
      await refusalOf(await client.post('/api/licence/unlink', { key, instanceID: 'no-such-device' }), 404),
    ).toEqual({ userMessage: licenceMessages.deviceNotLinked });
  });

  it('answers one invalid-key message for unknown, malformed and revoked keys', async () => {
    const invalid = { userMessage: licenceMessages.invalidKey };
    expect(
      await refusalOf(
        await client.post('/api/licence/activate', { key: 'CONFAB-AAAAA-AAAAA-AAAAA-AAAAA' }),
        400,
      ),
    ).toEqual(invalid);
    expect(await refusalOf(await client.post('/api/licence/activate', { key: 'sk-nope' }), 400)).toEqual(
      invalid,
    );

    const licence = await issue({ email: 'ada@example.com', plan: 'standard' });
    const device = await grantOf(await client.post('/api/licence/activate', { key: licence.key }));
    const token = await logIn(admin);
    const revoked = await client.post(`/api/admin/licences/${licence.id}/revoke`, {}, { token });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({
      licence: { id: licence.id, revokedAt: clock.toISOString() },
    });
    for (const path of ['/api/licence/verify', '/api/licence/unlink']) {
      expect(
        await refusalOf(await client.post(path, { key: licence.key, instanceID: device.instanceID }), 400),
      ).toEqual(invalid);
    }
    expect(await refusalOf(await client.post('/api/licence/activate', { key: licence.key }), 400)).toEqual(
      invalid,
    );
  });

  it('mails every usable key of an address on recovery, says the same for unknown ones, logs no key', async () => {
    const one = await issue({ email: 'ada@example.com', plan: 'standard' });
    const two = await issue({ email: 'ada@example.com', plan: 'premium' });
    await issue({ email: 'bob@example.com', plan: 'standard' });

    const recovered = await client.post('/api/licence/recover', { email: ' ADA@example.com ' });
    expect(await recovered.json()).toEqual({ ok: true });
    expect(licenceMailer.sent).toEqual([
      {
        to: 'ada@example.com',
        reason: 'recovery',
        keys: [
          { key: one.key, plan: 'standard' },
          { key: two.key, plan: 'premium' },
        ],
      },
    ]);
    const unknown = await client.post('/api/licence/recover', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ ok: true });
    expect(licenceMailer.sent).toHaveLength(1);

    // Neither the log nor the database holds a usable key.
    expect(client.logText()).not.toContain(one.key);
    const rows = await testDatabase.database.selectFrom('licences').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(one.key.slice(7));
  });

  it('limits licence calls per caller address', async () => {
    start({
      rateLimits: {
        ...defaultLicenceRateLimits,
        perAddress: { bucket: 'licence-address', windowMs: 60_000, limit: 2 },
      },
    });
    const guess = (address: string) =>
      client.post('/api/licence/activate', { key: 'CONFAB-AAAAA-AAAAA-AAAAA-AAAAB' }, { address });
    expect((await guess('198.51.100.7')).status).toBe(400);
    expect((await guess('198.51.100.7')).status).toBe(400);
    const limited = await guess('198.51.100.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect((await guess('198.51.100.8')).status).toBe(400);
  });

  it('keeps the admin licence API to administrators and lists keys by their last 4 characters', async () => {
    expect((await client.get('/api/admin/licences')).status).toBe(401);
    const member = await logIn('member@example.com');
    expect((await client.get('/api/admin/licences', { token: member })).status).toBe(403);
    expect(
      (
        await client.post(
          '/api/admin/licences',
          { email: 'x@example.com', plan: 'standard' },
          { token: member },
        )
      ).status,
    ).toBe(403);

    const licence = await issue({ email: 'ada@example.com', plan: 'premium', deviceLimit: 3 });
    await grantOf(await client.post('/api/licence/activate', { key: licence.key }));
    const list = await client.get('/api/admin/licences', { token: await logIn(admin) });
    expect(await list.json()).toEqual({
      licences: [
        {
          id: licence.id,
          keyLast4: licence.key.slice(-4),
          email: 'ada@example.com',
          plan: 'premium',
          deviceLimit: 3,
          activeDevices: 1,
          createdAt: clock.toISOString(),
        },
      ],
    });
    const wrong = await client.post(
      '/api/admin/licences',
      { email: 'not-an-address', plan: 'standard' },
      { token: await logIn(admin) },
    );
    expect(wrong.status).toBe(400);
  });

  it('is off without a signing key: every licence route answers 404', async () => {
    const off = createAuthTestApp(testDatabase, { mailer: loginMailer }, { adminEmails: [admin] });
    client = off;
    const token = await logIn(admin);
    expect((await off.get('/api/admin/licences', { token })).status).toBe(404);
    expect((await off.post('/api/licence/activate', { key: 'CONFAB-AAAAA-AAAAA-AAAAA-AAAAA' })).status).toBe(
      404,
    );
    expect((await off.post('/api/order-info', { checkoutSessionID: 'lc_x' })).status).toBe(404);
  });
}
