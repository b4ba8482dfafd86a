import { ImportReadError } from './import-read-error.ts';

/** One file of a ZIP archive; `read` inflates it on demand. */
export interface ZipEntry {
  name: string;
  uncompressedSize: number;
  read(): Promise<Uint8Array>;
}

const endOfDirectorySignature = 0x06054b50;
const directorySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const endOfDirectorySearch = 22 + 0xffff;

/** True when the bytes begin as a ZIP archive does ("PK\3\4", or "PK\5\6" for an empty one). */
export function isZipFile(bytes: Uint8Array): boolean {
  return (
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    (bytes[2] === 3 || bytes[2] === 5) &&
    (bytes[3] === 4 || bytes[3] === 6)
  );
}

function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - endOfDirectorySearch);
  for (let offset = view.byteLength - 22; offset >= lowest; offset -= 1) {
    if (view.getUint32(offset, true) === endOfDirectorySignature) return offset;
  }
  throw new ImportReadError('zip-damaged');
}

/** Inflates with the platform's `DecompressionStream`, stopping as soon as the output passes `limit`. */
async function inflate(data: Uint8Array<ArrayBuffer>, limit: number): Promise<Uint8Array> {
  const reader = new Blob([data])
    .stream()
    .pipeThrough<Uint8Array>(new DecompressionStream('deflate-raw'))
    .getReader();
  const pieces: Uint8Array[] = [];
  let total = 0;
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      total += next.value.byteLength;
      if (total > limit) {
        await reader.cancel();
        throw new ImportReadError('zip-damaged');
      }
      pieces.push(next.value);
    }
  } catch (error) {
    if (error instanceof ImportReadError) throw error;
    throw new ImportReadError('zip-damaged');
  }
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const piece of pieces) {
    joined.set(piece, offset);
    offset += piece.byteLength;
  }
  return joined;
}

/**
 * The files of a ZIP archive, from its central directory. Stored and deflated entries are read;
 * encrypted entries and ZIP64 archives (over 4 GB, or over 65,535 files) are refused with a clear
 * message. An entry that inflates past its declared size is treated as damaged, so a crafted
 * archive cannot unpack into gigabytes.
 */
export function listZipEntries(bytes: Uint8Array<ArrayBuffer>): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 22) throw new ImportReadError('zip-damaged');
  const end = findEndOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    throw new ImportReadError('zip-unsupported', { detail: 'ZIP64' });
  }
  const names = new TextDecoder();
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== directorySignature) {
      throw new ImportReadError('zip-damaged');
    }
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const uncompressedSize = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const name = names.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) {
      throw new ImportReadError('zip-unsupported', { detail: 'ZIP64' });
    }
    entries.push({
      name,
      uncompressedSize,
      read: () => readEntry(bytes, view, { flags, method, compressedSize, uncompressedSize, localOffset }),
    });
  }
  return entries;
}

async function readEntry(
  bytes: Uint8Array<ArrayBuffer>,
  view: DataView,
  entry: {
    flags: number;
    method: number;
    compressedSize: number;
    uncompressedSize: number;
    localOffset: number;
  },
): Promise<Uint8Array> {
  if (entry.flags & 1) throw new ImportReadError('zip-unsupported', { detail: 'a password' });
  const local = entry.localOffset;
  if (local + 30 > view.byteLength || view.getUint32(local, true) !== localHeaderSignature) {
    throw new ImportReadError('zip-damaged');
  }
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.byteLength !== entry.compressedSize) throw new ImportReadError('zip-damaged');
  if (entry.method === 0) return data;
  if (entry.method !== 8)
    throw new ImportReadError('zip-unsupported', { detail: `compression method ${entry.method}` });
  const inflated = await inflate(data, entry.uncompressedSize);
  if (inflated.byteLength !== entry.uncompressedSize) throw new ImportReadError('zip-damaged');
  return inflated;
}
