import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionResponseSchema } from '@confab/core/protocol';
import { repositoryRoot, spawnServer, type SpawnedServer } from './helpers/spawn-server.ts';
import { createTemporaryDirectory, type TemporaryDirectory } from './helpers/temporary-directory.ts';

function gitHead(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repositoryRoot, encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

// What `npm start` runs: the esbuild bundle under plain node, no tsx.
describe('built bundle', () => {
  let dataDirectory: TemporaryDirectory;
  let server: SpawnedServer;

  beforeAll(async () => {
    execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: repositoryRoot, stdio: 'inherit' });
    dataDirectory = createTemporaryDirectory('bundle');
    server = await spawnServer(['apps/server/dist/main.js'], {
      PORT: '0',
      DATA_DIR: path.join(dataDirectory.path, 'data'),
      WEB_DIST_DIR: path.join(dataDirectory.path, 'no-web-build'),
    });
  }, 20_000);

  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    dataDirectory.remove();
  });

  it('prints exactly one listening line with the bound port', () => {
    const lines = server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('Confab listening on'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Confab listening on http:\/\/127\.0\.0\.1:[1-9]\d*$/);
  });

  it('creates the SQLite file inside DATA_DIR', () => {
    expect(existsSync(path.join(dataDirectory.path, 'data', 'confab.sqlite'))).toBe(true);
  });

  it('answers /api/version with the commit it was built from', async () => {
    const response = await fetch(`${server.url}/api/version`);
    const { vercelGitSHA } = versionResponseSchema.parse(await response.json());
    expect(vercelGitSHA).toBe(gitHead() ?? 'dev');
  });

  it('answers / with the notice when the web app is not built', async () => {
    const response = await fetch(server.url);
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/npm run build -w apps\/web/);
  });

  it('refuses a bad setting with one plain line and exit code 1', () => {
    const result = spawnSync(process.execPath, ['apps/server/dist/main.js'], {
      cwd: repositoryRoot,
      env: { PATH: process.env.PATH, PORT: 'eighty', DATA_DIR: path.join(dataDirectory.path, 'data') },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'Confab cannot start: PORT must be a whole number from 0 to 65535, got "eighty".\n',
    );
  });

  it('logs and exits 1 when the database cannot be reached', () => {
    const result = spawnSync(process.execPath, ['apps/server/dist/main.js'], {
      cwd: repositoryRoot,
      env: { PATH: process.env.PATH, PORT: '0', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain('Confab listening on');
    expect(result.stderr).toContain('"msg":"start failed"');
  });

  it('stops cleanly on SIGTERM', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
