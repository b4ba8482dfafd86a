import { lazyComponent } from '@confab/ui';

/** Project settings load when first opened (ARCHITECTURE §5 budget). */
export const LazyProjectSettingsDialog = lazyComponent(
  async () => (await import('./project-settings-dialog.tsx')).ProjectSettingsDialog,
);
