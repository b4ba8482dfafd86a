import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../../e2e/support/start-server.ts';
import { startServerServing, webDistDirectory } from '../../e2e/support/test-pages.ts';
import { writeFloorPages } from '../floor/floor-pages.ts';

/**
 * The built server serving the app's production build with the floor pages laid beside it (under
 * /bench-floor), from a temporary web root: the floor pages share the app's origin, server and
 * network path, while apps/web/dist itself never holds them.
 */
export async function startServerWithFloorPages(): Promise<RunningServer> {
  const webRoot = await mkdtemp(path.join(tmpdir(), 'confab-floor-'));
  await cp(webDistDirectory, webRoot, { recursive: true });
  await writeFloorPages(webRoot);
  return startServerServing(webRoot);
}
