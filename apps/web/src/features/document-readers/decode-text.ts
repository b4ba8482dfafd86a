/**
 * Bytes to text: a byte-order mark decides UTF-16 or UTF-8; otherwise UTF-8, with malformed bytes
 * replaced rather than refused (old Windows files still read, with a few odd characters).
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  // TextDecoder drops a UTF-8 byte-order mark itself.
  return new TextDecoder('utf-8').decode(bytes);
}

/** Whether the start of a file looks like text: no NUL bytes (binary formats are full of them). */
export function looksLikeText(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const sample = bytes.subarray(0, 8192);
  return !sample.includes(0);
}

/** Line endings as `\n` only, so every reader splits lines the same way. */
export function normaliseLineEndings(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}
