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
