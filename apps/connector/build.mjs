// Bundles the connector's TypeScript into dist/main.js, which bin/confab-connector.js loads: Node 20
// cannot run TypeScript itself. npm packages (the MCP SDK, zod) stay external and load from
// node_modules, as they would for an installed package.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const connectorDirectory = path.dirname(fileURLToPath(import.meta.url));

export async function buildConnector() {
  await build({
    entryPoints: [path.join(connectorDirectory, 'src/main.ts')],
    outfile: path.join(connectorDirectory, 'dist/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildConnector();
}
