import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncPushResponseSchema, verifyResponseSchema, type SyncRecord } from '@confab/core/protocol';
import { readEvents } from './helpers/read-events.ts';
import { spawnServer, type SpawnedServer } from './helpers/spawn-server.ts';
import { createTemporaryDirectory, type TemporaryDirectory } from './helpers/temporary-directory.ts';

const url = process.env.TEST_DATABASE_URL;

async function runStatement(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface Instance {
  server: SpawnedServer;
  dataDirectory: TemporaryDirectory;
  request: (route: string, init?: { method?: string; body?: unknown; token?: string }) => Promise<Response>;
}

function registerScaleOutProcesses(databaseUrl: string): void {
  const schema = `confab_test_${randomBytes(6).toString('hex')}`;
  let instances: Instance[] = [];

  // Started from the sources under tsx, as sync-restart.test.ts does: vitest runs beside the build in
  // `npm test`, so apps/server/dist may not exist yet (or be half written) when this file runs.
  const start = async (label: string): Promise<Instance> => {
    const dataDirectory = createTemporaryDirectory(`scale-out-${label}`);
    const server = await spawnServer(
      ['--import', 'tsx', 'apps/server/src/main.ts'],
      {
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema,
        BLOB_STORE: 'postgres',
        DATA_DIR: dataDirectory.path,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_DIST_DIR: path.join(dataDirectory.path, 'no-web-build'),
      },
      { startTimeoutMs: 15_000 },
    );
    const request: Instance['request'] = (route, init = {}) =>
      fetch(`${server.url}${route}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          ...(init.body === undefined || init.body instanceof Uint8Array
            ? {}
            : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        ...(init.body === undefined
          ? {}
          : { body: init.body instanceof Uint8Array ? init.body : JSON.stringify(init.body) }),
      });
    return { server, dataDirectory, request };
  };

  beforeAll(async () => {
    await runStatement(databaseUrl, `create schema ${schema}`);
    // Both at once, as a compose file starts them: they also race for the migrations.
    const started = await Promise.allSettled([start('a'), start('b')]);
    instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }, 30_000);

  afterAll(async () => {
    await Promise.all(
      instances.map(async ({ server }) => {
        if (server.child.exitCode === null) server.child.kill('SIGTERM');
        await server.exited;
      }),
    );
    for (const { dataDirectory } of instances) dataDirectory.remove();
    // Large objects live outside the schema: unlinked first, or the drop would orphan them (the
    // table is missing when a start failed before migrating).
    await runStatement(databaseUrl, `select lo_unlink(object_id) from ${schema}.shared_blobs`).catch(
      () => undefined,
    );
    await runStatement(databaseUrl, `drop schema ${schema} cascade`);
  });

  const pair = () => instances as [Instance, Instance];

  /** Asks for a code through `asker`, reads it from that instance's log, and verifies it through `verifier`. */
  async function logIn(asker: Instance, verifier: Instance, email: string): Promise<string> {
    expect((await asker.request('/api/login', { body: { email, useAltLogin: false } })).status).toBe(200);
    await asker.server.waitForOutput(`Login code for ${email}`);
    const code = new RegExp(`Login code for ${email.replace('.', '\\.')}: ([A-Z0-9]{6})`).exec(
      asker.server.stdout(),
    )?.[1];
    const response = await verifier.request('/api/verify', { body: { email, code } });
    return verifyResponseSchema.parse(await response.json()).token;
  }

  it('accepts on one instance the login code the other sent, and the session on both', async () => {
    const [a, b] = pair();
    const token = await logIn(a, b, 'ada@example.com');
    for (const instance of [a, b]) {
      expect((await instance.request('/api/cloud/sync/stats', { token })).status).toBe(200);
    }
  });

  it('serves through one instance the file uploaded through the other, and deletes it for both', async () => {
    const [a, b] = pair();
    const token = await logIn(b, a, 'grace@example.com');
    // Over a megabyte: four large-object pieces and an uneven last one.
    const bytes = randomBytes(1_100_000);
    const uploaded = await a.request('/api/cloud/blobs/report-1', { method: 'PUT', body: bytes, token });
    expect(uploaded.status).toBe(201);

    const downloaded = await b.request('/api/cloud/blobs/report-1', { token });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(bytes)).toBe(true);
    for (const { dataDirectory } of [a, b]) {
      expect(existsSync(path.join(dataDirectory.path, 'blobs'))).toBe(false);
    }

    const deleted = await b.request('/api/cloud/storage/delete', {
      body: { type: 'blob', ids: ['report-1'] },
      token,
    });
    expect(deleted.status).toBe(200);
    expect((await a.request('/api/cloud/blobs/report-1', { token })).status).toBe(404);
  });

  it('counts login attempts spread over both instances against one limit', async () => {
    const [a, b] = pair();
    const body = { email: 'mallory@example.com', useAltLogin: false };
    const statuses: number[] = [];
    // Five codes an hour per e-mail (auth-policy.ts); alone, neither instance saw more than three.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await (attempt % 2 === 0 ? a : b).request('/api/login', { body })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('tells an event stream held by one instance of a push that reached the other', async () => {
    const [a, b] = pair();
    const token = await logIn(a, a, 'linus@example.com');
    const controller = new AbortController();
    const stream = await fetch(`${b.server.url}/api/cloud/sync/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    const events = readEvents(stream);
    expect(await events.next()).toEqual({ event: 'changed', data: { cursor: 0 } });

    const chat: SyncRecord = { kind: 'chat', id: 'c1', updatedAt: 1, deleted: false, data: { id: 'c1' } };
    const pushed = await a.request('/api/cloud/sync/push', { body: { records: [chat] }, token });
    expect(syncPushResponseSchema.parse(await pushed.json()).cursor).toBe(1);
    expect(await events.next()).toEqual({ event: 'changed', data: { cursor: 1 } });
    controller.abort();
    await events.close();
  });
}

if (url === undefined || url === '') {
  const reason = 'Two server processes over one PostgreSQL (skipped: TEST_DATABASE_URL is not set)';
  console.warn(reason);
  describe.skip(reason, () => {
    registerScaleOutProcesses('');
  });
} else {
  describe('two server processes over one PostgreSQL, blobs in large objects', () => {
    registerScaleOutProcesses(url);
  });
}
