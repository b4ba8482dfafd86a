import { useEffect, useState } from 'react';
import { lazyComponent } from '@confab/ui';

const ChangelogDialog = lazyComponent(async () => (await import('./changelog-dialog.tsx')).ChangelogDialog);

const openEvent = 'confab:open-changelog';

/** Opens the changelog dialog from anywhere in the app (a menu item, a "what's new" link). */
export function openChangelogDialog(): void {
  window.dispatchEvent(new Event(openEvent));
}

/** Mounted once in the app; the dialog's code and the changelog text load when first opened. */
export function ChangelogDialogHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => {
      setOpen(true);
    };
    window.addEventListener(openEvent, show);
    return () => {
      window.removeEventListener(openEvent, show);
    };
  }, []);
  return open ? (
    <ChangelogDialog
      onClose={() => {
        setOpen(false);
      }}
    />
  ) : null;
}
