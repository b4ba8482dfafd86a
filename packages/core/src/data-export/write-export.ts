import { ExportError } from './export-error.ts';
import {
  isExportListKey,
  recordKeysOf,
  type ExportListKey,
  type ExportSection,
  type ExportValueKey,
} from './export-sections.ts';
import { utf8ByteLength } from './utf8-byte-length.ts';

/** Where the writer reads from: the web app passes storage reads, tests pass arrays. */
export interface ExportSource {
  /** The records of a list key, one at a time, so the whole store is never in memory at once. */
  records(key: ExportListKey): AsyncIterable<unknown> | Iterable<unknown>;
  /** A settings value; undefined leaves the key out of the file. */
  value(key: ExportValueKey): unknown;
}

/** A piece of text of one part (file): part 1, 2, …; a caller opens a new file when `part` changes. */
export interface ExportChunk {
  part: number;
  text: string;
}

/**
 * Well under what a browser can hand to a download at once and what other tools read in one go;
 * the spec gives no figure.
 */
export const defaultMaximumPartBytes = 100 * 1024 * 1024;

export interface WriteExportOptions {
  sections: Iterable<ExportSection>;
  maximumPartBytes?: number;
  signal?: AbortSignal;
}

const partOpening = '{"data":{';
const partClosing = '}}';

/**
 * Streams the export record (spec §3: `{"data":{…}}`) as text chunks, one record at a time, so
 * memory holds one record, never the whole store. When the next record would take the part over
 * `maximumPartBytes` (UTF-8), the part is closed and a new one begins: every part is a complete
 * export file of its own, and importing all parts restores everything. A record is never cut, so a
 * single record larger than the limit makes a part of its own that is larger than the limit.
 * Settings values come first, so they sit in part 1. Throws `ExportError` when no section is chosen
 * (before any chunk) or when nothing held data (after the chunks: the caller discards them).
 */
export async function* writeExport(
  source: ExportSource,
  options: WriteExportOptions,
): AsyncGenerator<ExportChunk> {
  const keys = recordKeysOf(options.sections);
  if (keys.length === 0) throw new ExportError('nothing-selected');
  const maximum = options.maximumPartBytes ?? defaultMaximumPartBytes;
  let part = 1;
  let partBytes = 0;
  let entriesInPart = 0;
  let heldData = false;
  const chunk = (text: string, bytes = utf8ByteLength(text)): ExportChunk => {
    partBytes += bytes;
    return { part, text };
  };
  const entryStart = (key: string) => `${entriesInPart++ > 0 ? ',' : ''}${JSON.stringify(key)}:`;

  yield chunk(partOpening);
  for (const key of keys) {
    if (isExportListKey(key)) continue;
    const value: unknown = await source.value(key);
    if (value === undefined) continue;
    heldData = true;
    yield chunk(`${entryStart(key)}${JSON.stringify(value)}`);
  }
  for (const key of keys) {
    if (!isExportListKey(key)) continue;
    let recordsInList = 0;
    let listOpen = false;
    for await (const record of source.records(key)) {
      options.signal?.throwIfAborted();
      const text = JSON.stringify(record);
      // Counted once: a chat with its messages is tens of kilobytes, 10,000 of them a hundred megabytes.
      const bytes = utf8ByteLength(text);
      const closing = listOpen ? 1 + partClosing.length : partClosing.length;
      if (entriesInPart > 0 && partBytes + 1 + bytes + closing > maximum) {
        yield chunk(`${listOpen ? ']' : ''}${partClosing}`);
        part += 1;
        partBytes = 0;
        entriesInPart = 0;
        listOpen = false;
        yield chunk(partOpening);
      }
      if (!listOpen) {
        yield chunk(`${entryStart(key)}[`);
        listOpen = true;
        recordsInList = 0;
      }
      const separated = recordsInList++ > 0;
      yield chunk(separated ? `,${text}` : text, bytes + (separated ? 1 : 0));
      heldData = true;
    }
    // An empty list is written too: the file then says the section was exported and is empty.
    yield chunk(listOpen ? ']' : `${entryStart(key)}[]`);
  }
  yield chunk(partClosing);
  if (!heldData) throw new ExportError('nothing-to-export');
}
