import type { KeyboardEvent } from 'react';
import { moveMenuFocus } from '@confab/ui';

/**
 * The WAI-ARIA menu keys inside the menu part of the panel: arrows, Home and End move between its
 * items. Tab is left alone, so it reaches the language picker and the theme switch below.
 */
export function onMenuKeyDown(event: KeyboardEvent<HTMLElement>): void {
  if (moveMenuFocus(event.currentTarget, event.key, '[role="menuitem"]')) event.preventDefault();
}
