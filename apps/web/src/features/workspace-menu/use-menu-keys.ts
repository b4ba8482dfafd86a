import type { KeyboardEvent } from 'react';

/**
 * The WAI-ARIA menu keys inside the menu part of the panel: arrows, Home and End move between its
 * items. Tab is left alone, so it reaches the language picker and the theme switch below.
 */
export function onMenuKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const entries = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const current = entries.indexOf(document.activeElement as HTMLElement);
  const focusAt = (index: number) => {
    entries[(index + entries.length) % entries.length]?.focus();
  };
  switch (event.key) {
    case 'ArrowDown':
      focusAt(current + 1);
      break;
    case 'ArrowUp':
      focusAt(current - 1);
      break;
    case 'Home':
      focusAt(0);
      break;
    case 'End':
      focusAt(entries.length - 1);
      break;
    default:
      return;
  }
  event.preventDefault();
}
