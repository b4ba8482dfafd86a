// Bundles the server into dist/main.js. Workspace packages (@confab/*) export TypeScript sources, so
// they are bundled; every real npm package stays external and is loaded from node_modules at run
// time (better-sqlite3 is a native addon and cannot be bundled at all).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDirectory = path.dirname(fileURLToPath(import.meta.url));

/** The commit being built, so /api/version can answer without GIT_SHA at run time. */
function readBuildSha() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: serverDirectory,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'dev';
  }
}

const keepNpmPackagesExternal = {
  name: 'keep-npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (resolveArguments) => {
      if (resolveArguments.path.startsWith('@confab/')) return undefined;
      return { path: resolveArguments.path, external: true };
    });
  },
};

export async function buildServer() {
  await build({
    entryPoints: [path.join(serverDirectory, 'src/main.ts')],
    outfile: path.join(serverDirectory, 'dist/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [keepNpmPackagesExternal],
    define: { __CONFAB_BUILD_SHA__: JSON.stringify(readBuildSha()) },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
}
