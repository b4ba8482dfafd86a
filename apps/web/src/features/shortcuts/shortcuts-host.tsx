import { useState } from 'react';
import { lazyComponent } from '@confab/ui';
import type { CheatSheetDialogProps } from './cheat-sheet-dialog.tsx';
import { useCommand } from './use-command.ts';
import { useShortcutKeys } from './use-shortcut-keys.ts';
import { useShortcutMap } from './use-shortcut-map.ts';

// The cheat sheet opens on "?" only: its list of actions loads then, not with the first screen.
const CheatSheetDialog = lazyComponent<CheatSheetDialogProps>(
  async () => (await import('./cheat-sheet-dialog.tsx')).CheatSheetDialog,
);

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
