import type { Hono } from 'hono';
import { defaultHostConfig, type HostConfig } from '@confab/core/protocol';
import { createApp } from '../../src/create-app.ts';
import { createLogger } from '../../src/logging/logger.ts';
import { openSqliteTestDatabase, type TestDatabase } from './sqlite-test-database.ts';

export interface TestApp {
  app: Hono;
  testDatabase: TestDatabase;
  /** Every log line the app wrote, parsed. */
  logLines: Record<string, unknown>[];
  /** The raw text of every log line, to prove a secret never reached the output. */
  logText: () => string;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  hostConfig?: HostConfig;
  webDistDir?: string;
  bodyLimitBytes?: number;
  registerRoutes?: (app: Hono) => void;
  trustedEmailHeader?: string;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await openSqliteTestDatabase();
  const rawLines: string[] = [];
  const logger = createLogger({ level: 'debug', sink: (line) => rawLines.push(line) });
  const app = createApp({
    database: testDatabase.database,
    hostConfig: options.hostConfig ?? defaultHostConfig,
    version: 'test-sha',
    webDistDir: options.webDistDir ?? '/nonexistent/confab-web-dist',
    logger,
    ...(options.bodyLimitBytes === undefined ? {} : { bodyLimitBytes: options.bodyLimitBytes }),
    ...(options.registerRoutes === undefined ? {} : { registerRoutes: options.registerRoutes }),
    ...(options.trustedEmailHeader === undefined ? {} : { trustedEmailHeader: options.trustedEmailHeader }),
  });
  return {
    app,
    testDatabase,
    get logLines() {
      return rawLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    logText: () => rawLines.join('\n'),
    close: () => testDatabase.close(),
  };
}
