/**
 * How many of a chat's oldest messages wait behind "Show earlier messages": `messagesToLoad` per
 * page, `pages` extra pages shown. 0 is the setting's "off" (spec §9): every message shows.
 */
export function hiddenMessageCount(length: number, messagesToLoad: number, pages: number): number {
  if (messagesToLoad <= 0) return 0;
  return Math.max(0, length - messagesToLoad * (pages + 1));
}

/** The extra pages of older messages needed for the message at `index` to be shown (0 if none). */
export function pagesToReveal(length: number, index: number, messagesToLoad: number): number {
  if (index < 0 || messagesToLoad <= 0) return 0;
  return Math.max(0, Math.ceil((length - index) / messagesToLoad) - 1);
}

/**
 * About a screenful of text (1280 × 800, ~100 characters a line): the messages a chat that was just
 * opened shows in its first frame. The rest are added right after it, above, out of sight.
 */
export const firstScreenCharacters = 4_000;
/** At most this many messages in the first frame, however short: each has its own actions. */
export const firstScreenMessages = 8;

/** How many of the newest messages fill the first screen (all of them for a short chat). */
export function firstScreenCount(texts: readonly string[]): number {
  let characters = 0;
  let count = 0;
  for (let index = texts.length - 1; index >= 0 && count < firstScreenMessages; index -= 1) {
    count += 1;
    characters += texts[index]?.length ?? 0;
    if (characters >= firstScreenCharacters) break;
  }
  return count;
}
