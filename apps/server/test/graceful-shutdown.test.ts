import { afterEach, describe, expect, it } from 'vitest';
import { createTemporaryDirectory, type TemporaryDirectory } from './helpers/temporary-directory.ts';
import { spawnServer, type SpawnedServer } from './helpers/spawn-server.ts';

describe('graceful shutdown (real process, real signal)', () => {
  let dataDirectory: TemporaryDirectory;
  let spawned: SpawnedServer | undefined;

  async function startSlowServer(shutdownTimeoutMs: number) {
    dataDirectory = createTemporaryDirectory('shutdown');
    spawned = await spawnServer(['--import', 'tsx', 'apps/server/test/fixtures/slow-server.ts'], {
      DATA_DIR: dataDirectory.path,
      SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    });
    return spawned;
  }

  afterEach(() => {
    if (spawned?.child.exitCode === null) spawned.child.kill('SIGKILL');
    spawned = undefined;
    dataDirectory.remove();
  });

  it('finishes the in-flight request on SIGTERM, refuses new ones, closes the database and exits 0', async () => {
    const server = await startSlowServer(10_000);
    const inFlight = fetch(`${server.url}/api/test/slow?ms=700`);
    await server.waitForOutput('slow request started');

    server.child.kill('SIGTERM');
    await server.waitForOutput('shutting down');
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('"msg":"database closed"');
    expect(server.stdout()).toContain('"msg":"stopped"');
  });

  it('cuts a request that outlives the timeout and still exits 0', async () => {
    const server = await startSlowServer(200);
    const inFlight = fetch(`${server.url}/api/test/slow?ms=30000`);
    await server.waitForOutput('slow request started');

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await expect(inFlight).rejects.toThrow();
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5000);
    expect(server.stderr()).toContain('shutdown timeout reached');
  });
});
