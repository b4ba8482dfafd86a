/** The text encodings an export file arrives in; anything without a BOM or zero bytes is UTF-8. */
export type FileTextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/**
 * Which encoding the bytes use: the byte order mark when there is one, else the zero bytes that
 * UTF-16 puts beside every ASCII character (a JSON file begins with ASCII: `{`, `[` or a space).
 */
export function detectTextEncoding(bytes: Uint8Array): FileTextEncoding {
  const [first, second] = [bytes[0], bytes[1]];
  if (first === 0xff && second === 0xfe) return 'utf-16le';
  if (first === 0xfe && second === 0xff) return 'utf-16be';
  if (first === 0xef && second === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes.length >= 2 && first === 0 && second !== 0) return 'utf-16be';
  if (bytes.length >= 2 && first !== 0 && second === 0) return 'utf-16le';
  return 'utf-8';
}

/** Bytes decoded per step, so a 50 MB file is decoded in steps the caller can yield between. */
export const decodeStepBytes = 4 * 1024 * 1024;

/**
 * Decodes in steps. Invalid UTF-8 and unpaired UTF-16 halves become U+FFFD (the decoder is not
 * `fatal`): one bad byte in a long history should cost one character, not the whole import. The BOM
 * is dropped by the decoder.
 */
export function* decodeFileBytesInSteps(bytes: Uint8Array): Generator<string, void, void> {
  const decoder = new TextDecoder(detectTextEncoding(bytes));
  for (let start = 0; start < bytes.length; start += decodeStepBytes) {
    const end = Math.min(start + decodeStepBytes, bytes.length);
    yield decoder.decode(bytes.subarray(start, end), { stream: end < bytes.length });
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

export function decodeFileBytes(bytes: Uint8Array): string {
  return Array.from(decodeFileBytesInSteps(bytes)).join('');
}
