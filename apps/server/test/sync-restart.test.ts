import { afterEach, describe, expect, it } from 'vitest';
import {
  syncPullResponseSchema,
  syncPushResponseSchema,
  verifyResponseSchema,
  type SyncRecord,
} from '@confab/core/protocol';
import { spawnServer, type SpawnedServer } from './helpers/spawn-server.ts';
import { createTemporaryDirectory, type TemporaryDirectory } from './helpers/temporary-directory.ts';

const messages = (from: number, count: number, size: number): SyncRecord[] =>
  Array.from({ length: count }, (_, index) => {
    const id = `m${String(from + index)}`;
    return {
      kind: 'message',
      id,
      parentID: 'c1',
      updatedAt: from + index,
      deleted: false,
      data: { uuid: id, chatID: 'c1', content: 'x'.repeat(size) },
    };
  });

describe('a server killed in the middle of a sync (real process, SIGKILL)', () => {
  let dataDirectory: TemporaryDirectory | undefined;
  let server: SpawnedServer | undefined;

  const start = async (directory: TemporaryDirectory) =>
    (server = await spawnServer(['--import', 'tsx', 'apps/server/src/main.ts'], {
      DATA_DIR: directory.path,
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: `${directory.path}/no-web-build`,
    }));

  afterEach(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    dataDirectory?.remove();
  });

  it('loses nothing: the cut push left no trace, its retry after the restart lands whole', async () => {
    dataDirectory = createTemporaryDirectory('sync-restart');
    let running = await start(dataDirectory);
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });

    await post('/api/login', { email: 'ada@example.com', useAltLogin: false });
    await running.waitForOutput('Login code for ada@example.com');
    const code = /Login code for ada@example\.com: ([A-Z0-9]{6})/.exec(running.stdout())?.[1] ?? '';
    const { token } = verifyResponseSchema.parse(
      await (await post('/api/verify', { email: 'ada@example.com', code })).json(),
    );

    const chat: SyncRecord = { kind: 'chat', id: 'c1', updatedAt: 1, deleted: false, data: { id: 'c1' } };
    const first = await post('/api/cloud/sync/push', { records: [chat, ...messages(0, 100, 10)] }, token);
    expect(syncPushResponseSchema.parse(await first.json()).cursor).toBe(101);

    // A big batch is on its way when the process dies without any chance to clean up.
    const batch = messages(100, 400, 6_000);
    const cut = post('/api/cloud/sync/push', { records: batch }, token).then(
      (response) => response.status,
      () => 'failed' as const,
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    running.child.kill('SIGKILL');
    await running.exited;
    const cutOutcome = await cut;

    running = await start(dataDirectory);
    // The device never saw an answer (or saw one), so it sends the same batch again: no harm either way.
    const retry = await post('/api/cloud/sync/push', { records: batch }, token);
    const retried = syncPushResponseSchema.parse(await retry.json());
    expect(retried.results.every((result) => result.outcome === 'applied')).toBe(true);

    const pulled: SyncRecord[] = [];
    let cursor = 0;
    for (;;) {
      const response = await fetch(`${running.url}/api/cloud/sync/pull?cursor=${String(cursor)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const page = syncPullResponseSchema.parse(await response.json());
      pulled.push(...page.records);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(new Set(pulled.map((record) => record.id)).size).toBe(501);
    expect(pulled).toHaveLength(501);
    expect(cursor).toBe(501);
    expect(['failed', 200]).toContain(cutOutcome);
  }, 120_000);
});
