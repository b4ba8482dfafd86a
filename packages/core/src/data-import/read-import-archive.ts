import { exportChunkPaths } from './convert-export.ts';
import { ImportReadError } from './import-read-error.ts';
import { readImportFile, type ReadImportFileOptions } from './read-import-file.ts';
import { isZipFile, listZipEntries, type ZipEntry } from './read-zip.ts';

/** What a dropped file holds: the value to convert and, for a chunked export, its chunk files. */
export interface ImportFileContents {
  value: unknown;
  chunks: Map<string, unknown>;
}

/** An import holds the parsed file in memory; past this the tab would run out first. */
export const maximumUnpackedBytes = 1024 * 1024 * 1024;

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * The file an archive is imported from: `conversations.json` (ChatGPT, Claude), else `data.json`
 * (a Confab or TypingMind-style export), else the only JSON file. The shallowest wins, so a
 * folder of unrelated files deeper down is not taken.
 */
function mainEntry(entries: readonly ZipEntry[]): ZipEntry | undefined {
  const depth = (entry: ZipEntry) => entry.name.split('/').length;
  const byDepth = [...entries].sort((left, right) => depth(left) - depth(right));
  return (
    byDepth.find((entry) => baseName(entry.name) === 'conversations.json') ??
    byDepth.find((entry) => baseName(entry.name) === 'data.json') ??
    (byDepth.filter((entry) => entry.name.toLowerCase().endsWith('.json')).length === 1
      ? byDepth.find((entry) => entry.name.toLowerCase().endsWith('.json'))
      : undefined)
  );
}

/**
 * Reads a dropped file, JSON or ZIP. From a ZIP it reads the main file and, when that is a chunked
 * export's `data.json`, each chunk it names (paths taken relative to `data.json`). Throws
 * `ImportReadError` with a clear reason for anything unreadable.
 */
export async function readImportFileContents(
  bytes: Uint8Array<ArrayBuffer>,
  options: ReadImportFileOptions = {},
): Promise<ImportFileContents> {
  if (!isZipFile(bytes)) return { value: await readImportFile(bytes, options), chunks: new Map() };
  const entries = listZipEntries(bytes);
  const main = mainEntry(entries);
  if (!main) throw new ImportReadError('zip-no-export');
  let unpacked = main.uncompressedSize;
  const guard = (entry: ZipEntry) => {
    unpacked += entry.uncompressedSize;
    if (unpacked > maximumUnpackedBytes) throw new ImportReadError('too-large', { detail: '1 GB' });
  };
  if (unpacked > maximumUnpackedBytes) throw new ImportReadError('too-large', { detail: '1 GB' });
  const value = await readImportFile(await main.read(), options);
  const folder = main.name.slice(0, main.name.lastIndexOf('/') + 1);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const chunks = new Map<string, unknown>();
  for (const path of exportChunkPaths(value)) {
    const entry = byName.get(`${folder}${path}`);
    if (!entry) continue;
    guard(entry);
    chunks.set(path, await readImportFile(await entry.read(), options));
  }
  return { value, chunks };
}
