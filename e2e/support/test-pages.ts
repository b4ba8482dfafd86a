import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from './start-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const webDistDirectory = path.join(repoRoot, 'apps/web/dist');
export const testPagesDistDirectory = path.join(repoRoot, 'apps/web/dist-test-pages');

/**
 * The app's production build with the test pages (`npm run build:test-pages`) laid beside it, in a
 * temporary folder: the pages stay on the app's origin (the harness tests that an artifact cannot
 * read the app's storage) while apps/web/dist itself never holds them.
 */
async function webRootWithTestPages(): Promise<string> {
  if (!existsSync(path.join(testPagesDistDirectory, 'markdown-harness.html'))) {
    throw new Error(
      'The test pages are not built. Run `npm run build:test-pages` (npm test and npm run e2e do).',
    );
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'confab-web-'));
  await cp(webDistDirectory, directory, { recursive: true });
  await cp(testPagesDistDirectory, directory, { recursive: true });
  return directory;
}

/** Starts the built server as `startServer` does, serving the app and the test pages. */
export async function startServerWithTestPages(): Promise<RunningServer> {
  return startServerServing(await webRootWithTestPages());
}

/** Starts the built server on a temporary web root, which it deletes when it stops. */
export async function startServerServing(webRoot: string): Promise<RunningServer> {
  const server = await startServer({ WEB_DIST_DIR: webRoot });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await rm(webRoot, { recursive: true, force: true });
    },
  };
}
