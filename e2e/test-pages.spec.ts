import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test, expect } from './support/test.ts';
import { markdownHarnessPath } from './support/markdown-harness.ts';
import { startServer } from './support/start-server.ts';
import { webDistDirectory } from './support/test-pages.ts';

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

test.describe('test pages', () => {
  test('the production build holds no test page, and its server answers 404 for one', async () => {
    const files = await filesUnder(webDistDirectory);
    expect(files.map((file) => path.relative(webDistDirectory, file))).not.toContain('markdown-harness.html');
    // Nor the harness's code under another name (the page marks its stream request with this).
    for (const file of files.filter((name) => /\.(js|html)$/.test(name))) {
      expect(await readFile(file, 'utf8'), file).not.toContain('markdown-harness:request');
    }

    const server = await startServer();
    try {
      const response = await fetch(new URL(markdownHarnessPath, server.url));
      expect(response.status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
