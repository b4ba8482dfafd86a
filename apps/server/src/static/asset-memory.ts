import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';

// The build's content-hashed files (`assets/name-hash.ext`), kept in memory once read. A file under a
// hashed name never changes, so it is read from disk once per encoding; streamed from disk, each
// request cost a stat per encoding, an open and a stream: the app-shell chunk took 4.45 ms per
// request on a two-core machine, 2.87 ms once kept (curl, median of 30), on the cores the browser
// loading the page needs too.

export interface AssetMemoryLimits {
  /** A larger file is streamed from disk every time (fonts, PDF.js): it is not worth its memory. */
  maxFileBytes: number;
  /** Once the kept files reach this much, further ones are streamed from disk. */
  maxTotalBytes: number;
}

export const defaultAssetMemoryLimits: AssetMemoryLimits = {
  maxFileBytes: 2 * 1024 * 1024,
  maxTotalBytes: 48 * 1024 * 1024,
};

export interface KeptAsset {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** `br` or `gzip` when a precompressed copy was read, like serveStatic's precompressed files. */
  encoding: 'br' | 'gzip' | undefined;
  lastModified: string;
}

// Vite's output names: no folders, no dot files, nothing that could leave the assets folder.
const hashedAssetPath = /^assets\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const precompressedCopies = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;
const compressibleType =
  /^(?:text\/|application\/(?:javascript|json|xml|wasm|manifest\+json)|image\/svg\+xml)/;

/** Tokens of an Accept-Encoding header, as serveStatic reads them (a token with parameters does not count). */
function acceptedEncodings(header: string | undefined): Set<string> {
  return new Set((header ?? '').split(',').map((token) => token.trim()));
}

export interface AssetMemory {
  /** The kept (or newly read) asset for this request, or undefined to serve it from disk as before. */
  get(relativePath: string, acceptEncoding: string | undefined): Promise<KeptAsset | undefined>;
}

export function createAssetMemory(
  root: string,
  limits: AssetMemoryLimits = defaultAssetMemoryLimits,
): AssetMemory {
  // Keyed by path and the encodings accepted; null marks a file too big to keep. Promises, so requests
  // that arrive together while a file is read share the one read. A missing file is not remembered:
  // the names asked for are the client's, and remembering each would let anyone grow the map.
  const kept = new Map<string, Promise<KeptAsset | null | undefined>>();
  let totalBytes = 0;

  /** The file's copy with `suffix`: undefined when there is none, null when it is left to the disk. */
  async function read(
    relativePath: string,
    copy: Pick<KeptAsset, 'contentType' | 'encoding'>,
    suffix: string,
  ): Promise<KeptAsset | null | undefined> {
    const file = path.join(root, relativePath + suffix);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    if (info.size > limits.maxFileBytes || totalBytes + info.size > limits.maxTotalBytes) return null;
    const body = await readFile(file);
    totalBytes += body.byteLength;
    return { ...copy, body, lastModified: info.mtime.toUTCString() };
  }

  /** The copy to send for these encodings; undefined when the file does not exist. */
  async function load(relativePath: string, accepted: Set<string>): Promise<KeptAsset | null | undefined> {
    const contentType = getMimeType(relativePath) ?? 'application/octet-stream';
    if (compressibleType.test(contentType)) {
      for (const [encoding, suffix] of precompressedCopies) {
        if (!accepted.has(encoding)) continue;
        const kept = await read(relativePath, { contentType, encoding }, suffix);
        if (kept !== undefined) return kept;
      }
    }
    return read(relativePath, { contentType, encoding: undefined }, '');
  }

  return {
    async get(relativePath, acceptEncoding) {
      if (!hashedAssetPath.test(relativePath)) return undefined;
      const accepted = acceptedEncodings(acceptEncoding);
      const encodings = precompressedCopies.filter(([encoding]) => accepted.has(encoding));
      const key = `${encodings.map(([encoding]) => encoding).join('+')} ${relativePath}`;
      let asset = kept.get(key);
      if (asset === undefined) {
        asset = load(relativePath, accepted);
        kept.set(key, asset);
      }
      const loaded = await asset;
      if (loaded === undefined) kept.delete(key);
      return loaded ?? undefined;
    },
  };
}
