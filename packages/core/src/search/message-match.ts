import { foldText, foldWithOrigins } from './fold-text.ts';
import { hasWordStartingWith, isWordStart } from './search-terms.ts';
import type { MatchRange, Snippet } from './search-types.ts';

/** The searchable text of one message: its content and the text of every multi-model answer. */
export interface MessageText {
  uuid: string;
  text: string;
}

export interface MessageMatch {
  messageUUID: string;
  snippet: Snippet;
}

/** Characters of context kept before the first match, and the longest snippet. */
const contextBefore = 40;
const snippetLength = 160;

/**
 * The message matching the most query words (the earliest of equals), with a snippet around its
 * first match. Undefined when no message contains any word (the chat matched by title or tags).
 */
export function findMessageMatch(
  words: readonly string[],
  messages: readonly MessageText[],
): MessageMatch | undefined {
  let best: MessageText | undefined;
  let bestCount = 0;
  for (const message of messages) {
    const folded = foldText(message.text);
    const count = words.filter((word) => hasWordStartingWith(folded, word)).length;
    if (count > bestCount) {
      best = message;
      bestCount = count;
      if (count === words.length) break;
    }
  }
  return best ? { messageUUID: best.uuid, snippet: cutSnippet(best.text, words) } : undefined;
}

/** Every word-start occurrence of the words, in original-text coordinates, sorted and merged. */
function matchRanges(text: string, words: readonly string[]): MatchRange[] {
  const { folded, origins } = foldWithOrigins(text);
  const ranges: MatchRange[] = [];
  for (const word of words) {
    let from = folded.indexOf(word);
    while (from !== -1) {
      if (isWordStart(folded, from)) {
        const endUnit = from + word.length;
        const start = origins[from] ?? 0;
        const end = endUnit < folded.length ? (origins[endUnit] ?? text.length) : text.length;
        ranges.push({ start, end: Math.max(end, start + 1) });
      }
      from = folded.indexOf(word, from + 1);
    }
  }
  ranges.sort((left, right) => left.start - right.start);
  const merged: MatchRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** A window of the text around its first match, cut at spaces, with the matches inside it. */
export function cutSnippet(text: string, words: readonly string[]): Snippet {
  const ranges = matchRanges(text, words);
  const first = ranges[0]?.start ?? 0;
  let start = Math.max(0, first - contextBefore);
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    start = space > first - contextBefore * 2 && space >= 0 ? space + 1 : start;
  }
  let end = Math.min(text.length, start + snippetLength);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  // Whitespace becomes plain spaces one for one, so the ranges keep their offsets.
  const body = text.slice(start, end).replace(/\s/g, ' ');
  const shift = prefix.length - start;
  return {
    text: `${prefix}${body}${suffix}`,
    ranges: ranges
      .filter((range) => range.start >= start && range.start < end)
      .map((range) => ({ start: range.start + shift, end: Math.min(range.end, end) + shift })),
  };
}
