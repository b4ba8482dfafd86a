#!/usr/bin/env node
// The command people run. It loads the bundle that `npm run build -w apps/connector` writes (Node 20
// cannot run TypeScript by itself); in a published package the bundle ships beside this file.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/main.js', import.meta.url);
if (!existsSync(bundle)) {
  console.error('confab-connector is not built yet: run `npm run build -w apps/connector` first.');
  process.exit(1);
}
await import(bundle.href);
