/** Longest file name kept, in characters; the extension survives the cut. Filesystems stop at 255 bytes. */
export const maxFileNameLength = 120;

/*
 * Characters a file name never keeps: C0 and C1 controls and DEL (they split headers and terminal
 * lines), and the invisible format characters that reorder or hide text (bidirectional overrides
 * and isolates, direction marks, zero-width space, word joiners) so "invoice\u202Efdp.exe" cannot
 * pose as a PDF. The zero-width joiners stay: emoji sequences and several scripts need them.
 */
const unsafeCharacters = /[\p{Cc}\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Whole user-perceived characters, so a cut never splits an emoji or an accented letter. */
function charactersOf(text: string): string[] {
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

/**
 * A file name safe to store and to hand back in Content-Disposition: the last path part only (a
 * client may send "C:\\Users\\ada\\x.txt" or "../../etc/passwd"), without unsafe characters,
 * without leading dots or trailing dots and spaces, at most maxFileNameLength characters; the
 * fallback when nothing is left.
 */
export function cleanFileName(raw: string, fallback: string): string {
  const lastPart = raw.split(/[/\\]/).at(-1) ?? '';
  const cleaned = lastPart
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(unsafeCharacters, '')
    .replace(/^[\s.]+/u, '')
    .replace(/[\s.]+$/u, '');
  if (cleaned === '') return fallback;
  const characters = charactersOf(cleaned);
  if (characters.length <= maxFileNameLength) return cleaned;
  const extension = /\.[^.\s]{1,16}$/u.exec(cleaned)?.[0] ?? '';
  const stemLength = maxFileNameLength - charactersOf(extension).length;
  return characters.slice(0, stemLength).join('').trimEnd() + extension;
}

function decodeExtendedValue(value: string): string | undefined {
  const match = /^utf-8'[^']*'(.*)$/iu.exec(value.trim());
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** The file name a Content-Disposition names (RFC 6266: filename* before filename), as sent. */
export function fileNameFromDisposition(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/iu.exec(header)?.[1];
  const decoded = extended === undefined ? undefined : decodeExtendedValue(extended);
  if (decoded !== undefined) return decoded;
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/iu.exec(header)?.[1];
  if (quoted !== undefined) return quoted.replace(/\\(.)/gu, '$1');
  return /filename\s*=\s*([^;\s]+)/iu.exec(header)?.[1];
}

/**
 * Always `attachment`: a file is data to save, never a page of this origin. The quoted name is
 * plain ASCII (the spec's "file name in a filename attribute"); a name with other characters also
 * gets the exact UTF-8 form in filename*.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\u0020-\u007e]|["\\]/gu, '_');
  const plain = `attachment; filename="${ascii}"`;
  if (ascii === fileName) return plain;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/gu,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${plain}; filename*=UTF-8''${encoded}`;
}
