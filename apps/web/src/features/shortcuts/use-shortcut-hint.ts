import { noShortcut, shortcutAriaKeys, shortcutLabel } from './shortcut-map.ts';
import type { ShortcutAction } from './shortcut-actions.ts';
import { useShortcutMap } from './use-shortcut-map.ts';

export interface ShortcutHint {
  /** As people read it, for a tooltip ("Ctrl+Alt+T"). */
  label: string;
  /** For `aria-keyshortcuts`. */
  ariaKeys: string;
}

/** The current combination of an action, for the button that does the same thing; undefined when none. */
export function useShortcutHint(action: ShortcutAction): ShortcutHint | undefined {
  const { map } = useShortcutMap();
  const key = map.get(action) ?? noShortcut;
  const label = shortcutLabel(action, key);
  const ariaKeys = shortcutAriaKeys(action, key);
  return label === undefined || ariaKeys === undefined ? undefined : { label, ariaKeys };
}
