// eslint-disable-next-line no-control-regex -- the range is the point: everything above ASCII.
const nonASCIIRuns = /[^\x00-\x7f]+/g;

/**
 * The UTF-8 size of text without encoding it (a chat can hold megabytes; no copy is made). Most
 * exported text is ASCII, one byte a character: a native scan finds the runs that are not, and only
 * those are counted character by character.
 */
export function utf8ByteLength(text: string): number {
  let bytes = text.length;
  nonASCIIRuns.lastIndex = 0;
  for (let run = nonASCIIRuns.exec(text); run !== null; run = nonASCIIRuns.exec(text)) {
    const end = run.index + run[0].length;
    for (let index = run.index; index < end; index += 1) {
      const code = text.charCodeAt(index);
      if (code < 0x800) {
        bytes += 1;
        continue;
      }
      // Three bytes for one unit; a surrogate pair is four bytes for two units; a lone half is U+FFFD.
      bytes += 2;
      const next = index + 1 < end ? text.charCodeAt(index + 1) : 0;
      if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) index += 1;
    }
  }
  return bytes;
}
