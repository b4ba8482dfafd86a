import { lazyComponent } from '@confab/ui';

/** The share dialog and the export formats load when it first opens (ARCHITECTURE §5 budget). */
export const LazyShareChatDialog = lazyComponent(
  async () => (await import('./share-chat-dialog.tsx')).ShareChatDialog,
);
