import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Migrator } from 'kysely';
import { migrateToLatest } from '../src/db/migrate.ts';
import { migrationProvider } from '../src/db/migrations/index.ts';
import {
  createRepositories,
  EmailTakenError,
  isSessionActive,
  type Repositories,
} from '../src/db/repositories/index.ts';
import { silentLogger } from '../src/logging/logger.ts';
import type { TestDatabase } from './helpers/sqlite-test-database.ts';

export interface RepositoryContractOptions {
  openTestDatabase: () => Promise<TestDatabase>;
}

const startOfTest = new Date('2026-01-02T03:04:05.000Z');
const hour = 60 * 60_000;
const day = 24 * hour;
const idle = { idleLimitMs: 30 * day };

/** One suite for every database the server supports; each test gets a fresh, migrated database. */
export function registerRepositoryContract({ openTestDatabase }: RepositoryContractOptions): void {
  let testDatabase: TestDatabase;
  let repositories: Repositories;
  let currentTime: Date;

  beforeEach(async () => {
    testDatabase = await openTestDatabase();
    currentTime = startOfTest;
    let nextID = 0;
    repositories = createRepositories(testDatabase.database, {
      now: () => currentTime,
      newID: (prefix) => `${prefix}-${++nextID}`,
    });
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  describe('migrations', () => {
    it('creates the initial tables', async () => {
      const tables = await testDatabase.database.introspection.getTables();
      const names = tables
        .filter((table) => testDatabase.schema === undefined || table.schema === testDatabase.schema)
        .map((table) => table.name);
      expect(names).toEqual(expect.arrayContaining(['server_meta', 'users', 'sessions']));
    });

    it('does nothing when run again', async () => {
      const { schema } = testDatabase;
      await migrateToLatest(testDatabase.database, {
        logger: silentLogger,
        ...(schema === undefined ? {} : { schema }),
      });
      await repositories.meta.set('still', 'works');
      expect(await repositories.meta.get('still')).toBe('works');
    });
  });

  describe('users', () => {
    it('creates a user and finds it by e-mail, ignoring case and spaces', async () => {
      const user = await repositories.users.create({ email: ' Ada@Example.com ' });
      expect(user).toEqual({ id: 'u-1', email: 'ada@example.com', createdAt: startOfTest.toISOString() });
      expect(await repositories.users.findByEmail('ADA@example.COM')).toEqual(user);
    });

    it('answers undefined for an unknown e-mail', async () => {
      expect(await repositories.users.findByEmail('nobody@example.com')).toBeUndefined();
    });

    it('refuses a second account for the same e-mail', async () => {
      await repositories.users.create({ email: 'ada@example.com' });
      await expect(repositories.users.create({ email: 'ADA@example.com' })).rejects.toBeInstanceOf(
        EmailTakenError,
      );
    });
  });

  describe('sessions', () => {
    async function createSession(userID: string, tokenHash: string) {
      return repositories.sessions.create({
        userID,
        tokenHash,
        expiresAt: new Date(startOfTest.getTime() + 60_000),
      });
    }

    it('creates a session and finds it by token hash', async () => {
      const user = await repositories.users.create({ email: 'ada@example.com' });
      const session = await createSession(user.id, 'hash-1');
      expect(await repositories.sessions.findByTokenHash('hash-1')).toEqual(session);
      expect(await repositories.sessions.findByTokenHash('hash-unknown')).toBeUndefined();
      expect(isSessionActive(session, startOfTest, idle)).toBe(true);
      expect(isSessionActive(session, new Date(startOfTest.getTime() + 60_000), idle)).toBe(false);
    });

    it('ends a session left unused for the idle limit, however far off its absolute end', async () => {
      const user = await repositories.users.create({ email: 'ada@example.com' });
      const session = await repositories.sessions.create({
        userID: user.id,
        tokenHash: 'hash-1',
        expiresAt: new Date(startOfTest.getTime() + 100 * day),
      });
      expect(session.lastUsedAt).toBe(startOfTest.toISOString());
      expect(isSessionActive(session, new Date(startOfTest.getTime() + 30 * day - 1), idle)).toBe(true);
      expect(isSessionActive(session, new Date(startOfTest.getTime() + 30 * day), idle)).toBe(false);
    });

    it('gives sessions from before the last-use column a last use at the upgrade, so nobody is signed out', async () => {
      const user = await repositories.users.create({ email: 'ada@example.com' });
      await createSession(user.id, 'hash-old');
      const migrator = new Migrator({
        db: testDatabase.database,
        provider: migrationProvider,
        ...(testDatabase.schema === undefined ? {} : { migrationTableSchema: testDatabase.schema }),
      });
      // Back to before 0007-session-last-use (and every later migration), then up again.
      expect((await migrator.migrateTo('0006-subscriptions')).error).toBeUndefined();
      const upgradedAfter = Date.now();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const upgraded = await repositories.sessions.findByTokenHash('hash-old');
      expect(Date.parse(upgraded?.lastUsedAt ?? '')).toBeGreaterThanOrEqual(upgradedAfter - 1000);
    });

    it('counts a session without a readable last use from its creation', () => {
      const session = {
        id: 's-1',
        userID: 'u-1',
        tokenHash: 'hash-1',
        createdAt: startOfTest.toISOString(),
        expiresAt: new Date(startOfTest.getTime() + 100 * day).toISOString(),
        revokedAt: null,
        lastUsedAt: '',
      };
      expect(isSessionActive(session, new Date(startOfTest.getTime() + 30 * day - 1), idle)).toBe(true);
      expect(isSessionActive(session, new Date(startOfTest.getTime() + 30 * day), idle)).toBe(false);
    });

    it('records a use only when the stored one is older than the refresh interval', async () => {
      const user = await repositories.users.create({ email: 'ada@example.com' });
      const session = await createSession(user.id, 'hash-1');
      const refresh = { sessionID: session.id, refreshAfterMs: hour };
      currentTime = new Date(startOfTest.getTime() + hour - 1);
      expect(await repositories.sessions.touch(refresh)).toBe(false);
      expect((await repositories.sessions.findByTokenHash('hash-1'))?.lastUsedAt).toBe(
        startOfTest.toISOString(),
      );
      currentTime = new Date(startOfTest.getTime() + hour);
      expect(await repositories.sessions.touch(refresh)).toBe(true);
      expect((await repositories.sessions.findByTokenHash('hash-1'))?.lastUsedAt).toBe(
        currentTime.toISOString(),
      );
      expect(await repositories.sessions.touch(refresh)).toBe(false);
    });

    it('refuses a session for a user that does not exist', async () => {
      await expect(createSession('u-missing', 'hash-1')).rejects.toThrow();
    });

    it('revokes a session once', async () => {
      const user = await repositories.users.create({ email: 'ada@example.com' });
      const session = await createSession(user.id, 'hash-1');
      currentTime = new Date(startOfTest.getTime() + 1000);
      expect(await repositories.sessions.revoke(session.id)).toBe(true);
      expect(await repositories.sessions.revoke(session.id)).toBe(false);
      const revoked = await repositories.sessions.findByTokenHash('hash-1');
      expect(revoked?.revokedAt).toBe(currentTime.toISOString());
      expect(revoked && isSessionActive(revoked, startOfTest, idle)).toBe(false);
    });

    it("revokes the user's other live sessions and keeps the current one", async () => {
      const ada = await repositories.users.create({ email: 'ada@example.com' });
      const grace = await repositories.users.create({ email: 'grace@example.com' });
      const current = await createSession(ada.id, 'hash-current');
      await createSession(ada.id, 'hash-laptop');
      const alreadyRevoked = await createSession(ada.id, 'hash-old');
      await repositories.sessions.revoke(alreadyRevoked.id);
      await createSession(grace.id, 'hash-grace');

      expect(await repositories.sessions.revokeOthers({ userID: ada.id, keepSessionID: current.id })).toBe(1);
      expect((await repositories.sessions.findByTokenHash('hash-current'))?.revokedAt).toBeNull();
      expect((await repositories.sessions.findByTokenHash('hash-laptop'))?.revokedAt).not.toBeNull();
      expect((await repositories.sessions.findByTokenHash('hash-grace'))?.revokedAt).toBeNull();
    });
  });

  describe('meta', () => {
    it('answers undefined for a missing key, then stores and overwrites a value', async () => {
      expect(await repositories.meta.get('instance-id')).toBeUndefined();
      await repositories.meta.set('instance-id', 'first');
      await repositories.meta.set('instance-id', 'second');
      expect(await repositories.meta.get('instance-id')).toBe('second');
    });
  });
}
