const keyMoves: ReadonlyMap<string, (current: number, count: number) => number> = new Map([
  ['ArrowDown', (current: number) => current + 1],
  ['ArrowUp', (current: number) => current - 1],
  ['Home', () => 0],
  ['End', (_current: number, count: number) => count - 1],
]);

/**
 * The WAI-ARIA menu keys: arrows move focus to the next or previous item (wrapping), Home and End to
 * the first and last. Answers whether `key` was one of them; other keys (Escape, Tab) are the menu's.
 */
export function moveMenuFocus(
  container: HTMLElement | null,
  key: string,
  itemSelector = '[role^="menuitem"]',
): boolean {
  const move = keyMoves.get(key);
  if (!move) return false;
  const items = [...(container?.querySelectorAll<HTMLElement>(itemSelector) ?? [])];
  if (items.length === 0) return true;
  const next = move(items.indexOf(document.activeElement as HTMLElement), items.length);
  items[(next + items.length) % items.length]?.focus();
  return true;
}
