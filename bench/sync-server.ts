// The sync server as devices meet it, over real HTTP: push throughput, pull latency, a new device's
// first pull of 10,000 chats, and whether an incremental sync costs what changed or what is stored.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  defaultHostConfig,
  syncPullResponseSchema,
  syncPushResponseSchema,
  verifyResponseSchema,
  type SyncRecord,
} from '@confab/core/protocol';
import { maxPushRecords } from '@confab/core/sync-rules';
import { createApp } from '../apps/server/src/create-app.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import type { DatabaseTarget } from '../apps/server/src/config.ts';
import { silentLogger } from '../apps/server/src/logging/logger.ts';
import { listen } from '../apps/server/src/server/listen.ts';
import { createCapturingMailer } from '../apps/server/test/helpers/capturing-mailer.ts';
import { median, reportFigures, type Figure } from './support/figures.ts';

const chatCount = 10_000;
const messagesPerChat = 20;
const smallChatCount = 100;
const latencyRuns = 30;

interface Backend {
  name: 'sqlite' | 'postgres';
  target: DatabaseTarget;
  cleanUp: () => Promise<void>;
}

function chatRecords(prefix: string, index: number, now: number): SyncRecord[] {
  const chatID = `${prefix}-c${String(index)}`;
  const records: SyncRecord[] = [
    {
      kind: 'chat',
      id: chatID,
      updatedAt: now,
      deleted: false,
      data: { id: chatID, chatTitle: `Chat ${String(index)}` },
    },
  ];
  for (let message = 0; message < messagesPerChat; message += 1) {
    const id = `${chatID}-m${String(message)}`;
    records.push({
      kind: 'message',
      id,
      parentID: chatID,
      updatedAt: now + message,
      deleted: false,
      data: {
        uuid: id,
        chatID: chatID,
        role: message % 2 ? 'assistant' : 'user',
        content: `Message ${id} `.repeat(12),
      },
    });
  }
  return records;
}

async function measureBackend(backend: Backend): Promise<Figure[]> {
  const database = openDatabase(backend.target);
  await migrateToLatest(database, {
    logger: silentLogger,
    schema: backend.target.kind === 'postgres' ? backend.target.schema : undefined,
  });
  const mailer = createCapturingMailer();
  const app = createApp({
    database,
    hostConfig: defaultHostConfig,
    version: 'bench',
    webDistDir: '/nonexistent',
    logger: silentLogger,
    auth: { mailer },
  });
  const { server, url } = await listen(app, { host: '127.0.0.1', port: 0 });
  const call = async (pathName: string, token: string, body?: unknown) => {
    const response = await fetch(`${url}${pathName}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${pathName}: ${String(response.status)} ${await response.text()}`);
    return (await response.json()) as unknown;
  };
  const logIn = async (email: string) => {
    await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, useAltLogin: false }),
    });
    const response = await fetch(`${url}/api/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, code: mailer.latestCode(email) }),
    });
    return verifyResponseSchema.parse(await response.json()).token;
  };
  const pushAll = async (token: string, records: SyncRecord[]) => {
    let cursor = 0;
    for (let start = 0; start < records.length; start += maxPushRecords) {
      const answer = syncPushResponseSchema.parse(
        await call('/api/cloud/sync/push', token, { records: records.slice(start, start + maxPushRecords) }),
      );
      cursor = answer.cursor;
    }
    return cursor;
  };
  const pullAll = async (token: string, from: number) => {
    let cursor = from;
    let count = 0;
    for (;;) {
      const page = syncPullResponseSchema.parse(
        await call(`/api/cloud/sync/pull?cursor=${String(cursor)}`, token),
      );
      count += page.records.length;
      cursor = page.cursor;
      if (!page.hasMore) return { cursor, count };
    }
  };
  /** One device changes one message; another device that was up to date pulls it. */
  const incrementalSync = async (token: string, prefix: string, cursor: number, run: number) => {
    const changed: SyncRecord = {
      kind: 'message',
      id: `${prefix}-c0-m0`,
      parentID: `${prefix}-c0`,
      updatedAt: 10_000_000 + run,
      deleted: false,
      data: { uuid: `${prefix}-c0-m0`, content: `edit ${String(run)}` },
    };
    const started = performance.now();
    await call('/api/cloud/sync/push', token, { records: [changed] });
    const pushedAt = performance.now();
    const pulled = await pullAll(token, cursor);
    return { pushMs: pushedAt - started, pullMs: performance.now() - pushedAt, ...pulled };
  };

  try {
    const now = Date.now();
    const bigToken = await logIn('big@example.com');
    const bigRecords = Array.from({ length: chatCount }, (_, index) => chatRecords('big', index, now)).flat();
    const pushStarted = performance.now();
    const bigCursor = await pushAll(bigToken, bigRecords);
    const pushSeconds = (performance.now() - pushStarted) / 1000;

    const pullStarted = performance.now();
    const firstPull = await pullAll(bigToken, 0);
    const firstPullMs = performance.now() - pullStarted;
    if (firstPull.count !== bigRecords.length) throw new Error(`Pulled ${String(firstPull.count)} records.`);

    const smallToken = await logIn('small@example.com');
    const smallCursor = await pushAll(
      smallToken,
      Array.from({ length: smallChatCount }, (_, index) => chatRecords('small', index, now)).flat(),
    );

    const single: number[] = [];
    const big: { push: number[]; pull: number[] } = { push: [], pull: [] };
    const small: { push: number[]; pull: number[] } = { push: [], pull: [] };
    let cursors = { big: bigCursor, small: smallCursor };
    for (let run = 0; run < latencyRuns; run += 1) {
      const bigRun = await incrementalSync(bigToken, 'big', cursors.big, run);
      const smallRun = await incrementalSync(smallToken, 'small', cursors.small, run);
      big.push.push(bigRun.pushMs);
      big.pull.push(bigRun.pullMs);
      small.push.push(smallRun.pushMs);
      small.pull.push(smallRun.pullMs);
      single.push(bigRun.pushMs);
      cursors = { big: bigRun.cursor, small: smallRun.cursor };
    }
    const name = backend.name;
    return [
      { name: `${name}: first push of 10,000 chats × 20 messages`, value: pushSeconds, unit: 's' },
      {
        name: `${name}: records pushed per second (batches of 500)`,
        value: bigRecords.length / pushSeconds,
        unit: 'records/s',
      },
      {
        name: `${name}: pushes per second (one record each)`,
        value: 1000 / median(single),
        unit: 'pushes/s',
      },
      {
        name: `${name}: new device pulls 10,000 chats (210,000 records)`,
        value: firstPullMs / 1000,
        unit: 's',
      },
      { name: `${name}: incremental sync, 10,000 chats stored: push`, value: median(big.push), unit: 'ms' },
      { name: `${name}: incremental sync, 10,000 chats stored: pull`, value: median(big.pull), unit: 'ms' },
      { name: `${name}: incremental sync, 100 chats stored: push`, value: median(small.push), unit: 'ms' },
      { name: `${name}: incremental sync, 100 chats stored: pull`, value: median(small.pull), unit: 'ms' },
    ];
  } finally {
    server.close();
    await database.destroy();
  }
}

function sqliteBackend(): Backend {
  const directory = mkdtempSync(path.join(tmpdir(), 'confab-bench-sync-'));
  return {
    name: 'sqlite',
    target: { kind: 'sqlite', file: path.join(directory, 'confab.sqlite') },
    cleanUp: () => {
      rmSync(directory, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

async function postgresBackend(url: string): Promise<Backend> {
  const schema = `confab_bench_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  return {
    name: 'postgres',
    target: { kind: 'postgres', url, schema },
    cleanUp: () => run(`drop schema ${schema} cascade`),
  };
}

export async function measureSyncServer(): Promise<void> {
  const backends: Backend[] = [sqliteBackend()];
  const url = process.env.TEST_DATABASE_URL;
  if (url === undefined || url === '')
    console.warn('sync-server: PostgreSQL skipped (TEST_DATABASE_URL is not set)');
  else backends.push(await postgresBackend(url));
  const figures: Figure[] = [];
  for (const backend of backends) {
    try {
      figures.push(...(await measureBackend(backend)));
    } finally {
      await backend.cleanUp();
    }
  }
  await reportFigures('sync-server', figures, { chatCount, messagesPerChat, smallChatCount, latencyRuns });
}
