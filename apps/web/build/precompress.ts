import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressible = /\.(?:js|css|html|svg|json|webmanifest|txt)$/;
/** Below this, compression gains too little to be worth a second file (the server's own threshold). */
const minimumBytes = 1024;

/**
 * Brotli's quality: the files the page asks for at start (named in `index.html`) get the best,
 * 11, which made the shell and React chunks 7 % smaller than 9 (137.5 → 127.9 KB and 68.8 → 63.9
 * KB) for about 3 s more of build; the other 8 MB of files stay at 9, which 11 would take half a
 * minute longer to compress on every build.
 */
const startQuality = 11;
const otherQuality = 9;

/** The built files `index.html` references (its scripts, preloads and stylesheet), as paths. */
export function filesNamedIn(html: string, outDirectory: string): Set<string> {
  const named = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="\/([^"?#]+)"/g)) {
    const file = match[1];
    if (file !== undefined) named.add(path.join(outDirectory, file));
  }
  return named;
}

/**
 * Writes a `.br` and a `.gz` beside every compressible built file, which the server sends as they
 * are. Compressing on each request instead cost the server about 1 s of CPU per cold load of the
 * app (several MB of script), which every new visitor and every end-to-end test paid.
 */
export function precompress(): Plugin {
  let outDirectory = '';
  return {
    name: 'confab-precompress',
    apply: 'build',
    configResolved(config) {
      outDirectory = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDirectory, { recursive: true, withFileTypes: true });
      const atStart = filesNamedIn(
        await readFile(path.join(outDirectory, 'index.html'), 'utf8').catch(() => ''),
        outDirectory,
      );
      const files = entries
        .filter((entry) => entry.isFile() && compressible.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.byteLength < minimumBytes) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: atStart.has(file) ? startQuality : otherQuality,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
