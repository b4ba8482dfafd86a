import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@confab/storage-browser';
import { createSyncController } from './sync-controller.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Records each call's path and answers like a server that is down. */
function failingServer() {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      paths.push(input);
      return Promise.resolve(
        new Response(JSON.stringify({ userMessage: 'Down for a moment.' }), { status: 503 }),
      );
    }),
  );
  return paths;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the sync controller', () => {
  it('loads its session on start, syncs at once and reports the outcome', async () => {
    const paths = failingServer();
    const controller = createSyncController(createMemoryStorage());
    controller.start('token-1');
    // The first load of the session module is a cold transform under Vitest: give it time.
    await vi.waitFor(
      () => {
        expect(controller.status.lastError).toBe('Down for a moment.');
      },
      { timeout: 10_000 },
    );
    expect(paths).toContain('/api/cloud/sync/events');
    controller.stop();
  });

  it('a stop before the session has loaded starts nothing', async () => {
    const paths = failingServer();
    const controller = createSyncController(createMemoryStorage());
    controller.start('token-1');
    controller.stop();
    // Long enough for the session module to load (the test above waited for it the same way).
    await import('./sync-session.ts');
    await settle();
    expect(paths).toEqual([]);
    await expect(controller.syncNow()).rejects.toThrow('Log in to use cloud sync.');
  });
});
