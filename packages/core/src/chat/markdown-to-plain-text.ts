/**
 * Markdown as one line of plain text, for the places that show a chat in a few words (the sidebar's
 * preview and title, search results): `**Hello** # World` reads "Hello World".
 *
 * Not a Markdown parser: a line-by-line pass with linear patterns, good for the first words of a
 * message. It stops once it has `maxLength` characters and never looks past `scanLimit` characters
 * of input, so a huge message costs no more than a short one.
 */
export interface PlainTextOptions {
  /** Characters (code points) of output wanted; the result is cut there. */
  maxLength: number;
}

const scanLimit = 20_000;
// A line longer than this is cut before the inline patterns run over it.
const lineLimit = 2_000;

const fence = /^ {0,3}(`{3,}|~{3,})/;
const headingMarker = /^ {0,3}#{1,6}(?=\s|$)/;
const closingHashes = /\s+#+\s*$/;
const setextUnderline = /^ {0,3}(=+|-+)\s*$/;
const thematicBreak = /^ {0,3}([-*_])(\s*\1){2,}\s*$/;
const quoteMarkers = /^(\s*>)+\s?/;
const listMarker = /^\s*(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?/;
const tableSeparator = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const referenceDefinition = /^ {0,3}\[[^\]\n]{1,999}\]:\s*\S/;
const htmlComment = /<!--[\s\S]*?(-->|$)/g;
// A destination may hold one level of balanced parentheses, as URLs sometimes do: `a_(b)`.
const destination = String.raw`\((?:[^()\n]|\([^()\n]*\))*\)`;
const image = new RegExp(String.raw`!\[([^\]\n]*)\]${destination}|!\[([^\]\n]*)\]\[[^\]\n]*\]`, 'g');
const link = new RegExp(String.raw`\[([^\]\n]*)\]${destination}|\[([^\]\n]+)\]\[[^\]\n]*\]`, 'g');
const autolink = /<((?:https?|mailto):[^>\s]*)>/gi;
const htmlTag = /<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>/g;
const codeTicks = /`+/g;
const strongOrStrike = /(\*\*|__|~~)(?=\S)([^\n]*?\S)\1/g;
const emphasisStar = /\*(?=\S)([^*\n]*?\S)\*/g;
// Underscores inside words (snake_case) are not emphasis.
const emphasisUnderscore = /(^|[^\p{L}\p{N}_])_(?=\S)([^_\n]*?\S)_(?![\p{L}\p{N}_])/gu;
// A run of 1–6 # standing alone as a word is a heading marker that slid into the middle of a line
// (a title written as `**Hello** # World`); `C#` and `#tag` keep theirs.
const strayHeading = /(^|\s)#{1,6}(?=\s|$)/g;
const strayStrong = /(\*\*|__)/g;
// Escaped punctuation (`\*`) is set aside as a private-use character while the patterns run, so
// `\*literal\*` stays "*literal*" instead of reading as emphasis.
const escaped = /\\([!-/:-@[-`{-~])/g;
const setAside = /[\uE000-\uE07F]/g;
const privateUseBase = 0xe000;
const entities = new Map([
  ['&amp;', '&'],
  ['&lt;', '<'],
  ['&gt;', '>'],
  ['&quot;', '"'],
  ['&#39;', "'"],
  ['&nbsp;', ' '],
]);
const entity = /&(?:amp|lt|gt|quot|#39|nbsp);/g;

function stripBlockSyntax(line: string): string | null {
  if (setextUnderline.test(line) || thematicBreak.test(line) || tableSeparator.test(line)) return null;
  if (referenceDefinition.test(line)) return null;
  let text = line.replace(quoteMarkers, '');
  if (headingMarker.test(text)) text = text.replace(headingMarker, '').replace(closingHashes, '');
  text = text.replace(listMarker, '');
  if (text.includes('|'))
    text = text
      .replace(/^\s*\|/, '')
      .replace(/\|\s*$/, '')
      .replace(/\s*\|\s*/g, ' ');
  return text;
}

function stripInlineSyntax(text: string): string {
  return text
    .replace(escaped, (_match, character: string) =>
      String.fromCharCode(privateUseBase + character.charCodeAt(0)),
    )
    .replace(htmlComment, '')
    .replace(image, (_match, inline?: string, reference?: string) => inline ?? reference ?? '')
    .replace(link, (_match, inline?: string, reference?: string) => inline ?? reference ?? '')
    .replace(autolink, '$1')
    .replace(htmlTag, '')
    .replace(codeTicks, '')
    .replace(strongOrStrike, '$2')
    .replace(emphasisStar, '$1')
    .replace(emphasisUnderscore, '$1$2')
    .replace(strayStrong, '')
    .replace(strayHeading, '$1')
    .replace(setAside, (character) => String.fromCharCode(character.charCodeAt(0) - privateUseBase))
    .replace(entity, (match) => entities.get(match) ?? match);
}

export function markdownToPlainText(markdown: string, { maxLength }: PlainTextOptions): string {
  const lines = markdown.slice(0, scanLimit).split(/\r\n?|\n/);
  const words: string[] = [];
  let length = 0;
  let inFence = false;
  for (const line of lines) {
    if (length >= maxLength) break;
    if (fence.test(line)) {
      inFence = !inFence;
      continue;
    }
    const cut = line.slice(0, lineLimit);
    const text = inFence ? cut : stripBlockSyntax(cut);
    if (text === null) continue;
    const plain = (inFence ? text : stripInlineSyntax(text)).replace(/\s+/g, ' ').trim();
    if (plain === '') continue;
    words.push(plain);
    length += plain.length + 1;
  }
  // Array.from cuts by code point, so an emoji at the cut is never halved.
  return Array.from(words.join(' ')).slice(0, Math.max(0, maxLength)).join('').trim();
}
