import { useState } from 'react';
import { CheatSheetDialog } from './cheat-sheet-dialog.tsx';
import { useCommand } from './use-command.ts';
import { useShortcutKeys } from './use-shortcut-keys.ts';
import { useShortcutMap } from './use-shortcut-map.ts';

/** Mounted once by the app: the key listener for the person's map, and the "?" cheat sheet. */
export function ShortcutsHost() {
  const { map } = useShortcutMap();
  const [cheatSheetOpen, setCheatSheetOpen] = useState(false);
  useShortcutKeys(map);
  useCommand('showShortcuts', () => {
    setCheatSheetOpen(true);
  });
  return cheatSheetOpen ? (
    <CheatSheetDialog
      map={map}
      onClose={() => {
        setCheatSheetOpen(false);
      }}
    />
  ) : null;
}
