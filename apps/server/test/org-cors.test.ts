import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultHostConfig } from '@confab/core/protocol';
import { ConfigError, parseServerConfig } from '../src/config.ts';
import { createAuthTestApp, type AuthTestApp } from './helpers/auth-test-app.ts';
import { openSqliteTestDatabase, type TestDatabase } from './helpers/sqlite-test-database.ts';

const appOrigin = 'https://chat.example.com';

const preflight = (client: AuthTestApp, path: string, origin: string) =>
  client.app.request(path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });

/** Spec §7: an app whose host config names this server as orgURL calls storage and sharing here. */
describe('CORS for the organisation calls (CORS_ORIGINS)', () => {
  let testDatabase: TestDatabase;

  beforeEach(async () => {
    testDatabase = await openSqliteTestDatabase();
  });

  afterEach(async () => {
    await testDatabase.close();
  });

  it('answers a listed origin’s preflight for storage, shared links and sharing, even when login is required', async () => {
    const client = createAuthTestApp(
      testDatabase,
      {},
      {
        corsOrigins: [appOrigin],
        hostConfig: { ...defaultHostConfig, loginRequired: true, allowGuests: false },
      },
    );
    for (const path of [
      '/api/cloud/storage',
      '/api/cloud/storage/delete',
      '/api/share',
      '/api/shared-links',
    ]) {
      const answer = await preflight(client, path, appOrigin);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(appOrigin);
      expect(answer.headers.get('access-control-allow-headers')).toContain('authorization');
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
    // The answer itself (here the 401 of a call without a session) is readable by the app.
    const answer = await client.app.request('/api/shared-links?type=chat', {
      headers: { origin: appOrigin },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('access-control-allow-origin')).toBe(appOrigin);
  });

  it('grants nothing to other origins or other routes', async () => {
    const client = createAuthTestApp(testDatabase, {}, { corsOrigins: [appOrigin] });
    const stranger = await preflight(client, '/api/share', 'https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const otherRoute = await preflight(client, '/api/cloud/sync/pull', appOrigin);
    expect(otherRoute.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('grants nothing by default', async () => {
    const client = createAuthTestApp(testDatabase, {});
    const answer = await preflight(client, '/api/share', appOrigin);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS_ORIGINS', () => {
  const parse = (environment: Record<string, string>) =>
    parseServerConfig({
      environment,
      serverDirectory: '/srv/confab/apps/server/dist',
      buildSha: undefined,
      readTextFile: () => {
        throw new Error('no files');
      },
    });

  it('is empty by default and reads origins separated by commas', () => {
    expect(parse({}).corsOrigins).toEqual([]);
    expect(parse({ CORS_ORIGINS: ' https://chat.example.com, http://localhost:5173 ' }).corsOrigins).toEqual([
      'https://chat.example.com',
      'http://localhost:5173',
    ]);
  });

  it('refuses anything that is not exactly an origin', () => {
    expect(() => parse({ CORS_ORIGINS: 'https://chat.example.com/app' })).toThrow(ConfigError);
    expect(() => parse({ CORS_ORIGINS: '*' })).toThrow(ConfigError);
  });
});
