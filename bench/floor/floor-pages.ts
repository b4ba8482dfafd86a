// The floor pages of the instant scenario, written into the web root the bench's server serves, so
// they load from the app's origin over the same server and network path and read the same IndexedDB.
// Their scripts are TypeScript here (type-checked with the bench) and plain JS there.
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import ts from 'typescript';

export const floorPath = '/bench-floor';

const style = `<style>
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; display: flex; height: 100vh; }
  aside { width: 280px; overflow: auto; border-right: 1px solid #ddd; padding: 8px; }
  aside a { display: block; padding: 6px 8px; color: inherit; text-decoration: none; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  main { flex: 1; display: flex; flex-direction: column; }
  [role="log"] { flex: 1; overflow: auto; padding: 16px; }
  article, .markdown { white-space: pre-wrap; margin-bottom: 16px; }
  textarea { margin: 16px; min-height: 60px; }
</style>`;

function page(title: string, body: string, script: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${style}
</head>
<body>
${body}
<script type="module" src="${floorPath}/${script}"></script>
</body>
</html>
`;
}

const composer = '<main><div role="log"></div><textarea aria-label="Message"></textarea></main>';

const pages = new Map([
  ['cold.html', page('Floor: cold load', composer, 'cold-floor.js')],
  [
    'history.html',
    page(
      'Floor: history',
      `<aside aria-label="Sidebar"><input aria-label="Search chats"><nav aria-label="Search results"></nav><nav aria-label="Chats"></nav></aside>${composer}`,
      'history-floor.js',
    ),
  ],
  ['stream.html', page('Floor: stream', composer, 'stream-floor.js')],
]);

const scripts = ['cold-floor', 'history-floor', 'stream-floor'];

/** Writes the floor pages (with gzip copies, as the web build has) under `<webRoot>/bench-floor`. */
export async function writeFloorPages(webRoot: string): Promise<void> {
  const directory = path.join(webRoot, floorPath);
  await mkdir(directory, { recursive: true });
  const files = new Map(pages);
  for (const name of scripts) {
    const source = await readFile(path.join(import.meta.dirname, `${name}.ts`), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { target: ts.ScriptTarget.ES2023, module: ts.ModuleKind.ESNext },
    });
    files.set(`${name}.js`, outputText);
  }
  for (const [name, text] of files) {
    await writeFile(path.join(directory, name), text);
    await writeFile(path.join(directory, `${name}.gz`), gzipSync(text));
  }
}
