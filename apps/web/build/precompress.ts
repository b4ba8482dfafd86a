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
                [constants.BROTLI_PARAM_QUALITY]: 9,
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
