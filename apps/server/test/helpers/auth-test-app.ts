import type { Hono } from 'hono';
import { defaultHostConfig } from '@confab/core/protocol';
import { createApp, type AppOptions, type AuthOptions } from '../../src/create-app.ts';
import { createLogger } from '../../src/logging/logger.ts';
import type { TestDatabase } from './sqlite-test-database.ts';

export interface AuthTestApp {
  app: Hono;
  logText: () => string;
  /** POSTs JSON as a browser on `address` would (the app trusts X-Forwarded-For here). */
  post: (path: string, body: unknown, options?: { token?: string; address?: string }) => Promise<Response>;
  get: (path: string, options?: { token?: string; address?: string }) => Promise<Response>;
}

/** The real app over a test database, with the auth clock and mailer the test controls. */
export function createAuthTestApp(
  testDatabase: TestDatabase,
  auth: AuthOptions,
  extra: Partial<
    Pick<
      AppOptions,
      | 'syncNotifier'
      | 'storageLimitBytes'
      | 'billing'
      | 'shareReadLimit'
      | 'shareWriteLimits'
      | 'hostConfig'
      | 'newsletterRateLimits'
      | 'knowledgeCurators'
      | 'licensing'
      | 'adminEmails'
      | 'corsOrigins'
      | 'blobStore'
    >
  > = {},
): AuthTestApp {
  const lines: string[] = [];
  const app = createApp({
    database: testDatabase.database,
    version: 'test-sha',
    webDistDir: '/nonexistent/confab-web-dist',
    logger: createLogger({ level: 'debug', sink: (line) => lines.push(line) }),
    auth: { trustProxy: true, ...auth },
    ...extra,
    hostConfig: extra.hostConfig ?? defaultHostConfig,
  });
  const headers = (token: string | undefined, address = '203.0.113.1'): Record<string, string> => ({
    'x-forwarded-for': address,
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
  });
  return {
    app,
    logText: () => lines.join('\n'),
    post: async (path, body, { token, address } = {}) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers(token, address) },
        body: JSON.stringify(body),
      }),
    get: async (path, { token, address } = {}) => app.request(path, { headers: headers(token, address) }),
  };
}
