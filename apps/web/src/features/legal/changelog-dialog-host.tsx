import { createEventDialogHost, lazyComponent } from '@confab/ui';

const changelogDialog = createEventDialogHost(
  'confab:open-changelog',
  lazyComponent(async () => (await import('./changelog-dialog.tsx')).ChangelogDialog),
);

/** Opens the changelog dialog from anywhere in the app (a menu item, a "what's new" link). */
export const openChangelogDialog = changelogDialog.open;

/** Mounted once in the app; the dialog's code and the changelog text load when first opened. */
export const ChangelogDialogHost = changelogDialog.Host;
