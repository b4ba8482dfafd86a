import { createEventDialogHost, lazyComponent } from '@confab/ui';

const profilesDialog = createEventDialogHost(
  'confab:open-profiles',
  lazyComponent(async () => (await import('./profiles-dialog.tsx')).ProfilesDialog),
);

/** Opens the profiles dialog from anywhere (the sidebar's profiles button, the workspace menu's card). */
export const openProfilesDialog = profilesDialog.open;

/** Mounted once in the app; the dialog's code loads when it is first opened. */
export const ProfilesDialogHost = profilesDialog.Host;
