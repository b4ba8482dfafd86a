import { useEffect, useState } from 'react';
import { lazyComponent } from '@confab/ui';

const ProfilesDialog = lazyComponent(async () => (await import('./profiles-dialog.tsx')).ProfilesDialog);

const openEvent = 'confab:open-profiles';

/** Opens the profiles dialog from anywhere (the sidebar's profiles button, the workspace menu's card). */
export function openProfilesDialog(): void {
  window.dispatchEvent(new Event(openEvent));
}

/** Mounted once in the app; the dialog's code loads when it is first opened. */
export function ProfilesDialogHost() {
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
    <ProfilesDialog
      onClose={() => {
        setOpen(false);
      }}
    />
  ) : null;
}
