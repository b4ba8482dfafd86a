import type { ExportChunk } from '@confab/core/data-export';

/** Characters of text gathered before they are handed to a Blob (which the browser may keep on disk). */
const flushCharacters = 1024 * 1024;

export interface CollectExportOptions {
  /** Called when a second part begins: the UI shows the spec's "too large … split" message. */
  onSplit?: () => void;
}

/**
 * Turns the writer's chunks into one Blob per part. Text is moved into Blobs every megabyte, so
 * the page never builds one string of the whole store.
 */
export async function collectExportParts(
  chunks: AsyncIterable<ExportChunk>,
  options: CollectExportOptions = {},
): Promise<Blob[]> {
  const parts: BlobPart[][] = [];
  let pending: string[] = [];
  let pendingCharacters = 0;
  const flush = () => {
    const current = parts.at(-1);
    if (current && pending.length > 0) current.push(new Blob(pending));
    pending = [];
    pendingCharacters = 0;
  };
  for await (const chunk of chunks) {
    if (chunk.part > parts.length) {
      flush();
      parts.push([]);
      if (parts.length === 2) options.onSplit?.();
    }
    pending.push(chunk.text);
    pendingCharacters += chunk.text.length;
    if (pendingCharacters >= flushCharacters) flush();
  }
  flush();
  return parts.map((pieces) => new Blob(pieces, { type: 'application/json' }));
}
