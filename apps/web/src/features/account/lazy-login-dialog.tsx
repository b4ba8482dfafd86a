import { lazyComponent } from '@confab/ui';
import type { LoginDialogProps } from './login-dialog.tsx';

/**
 * The login dialog for screens of the first load (the privacy notice, the login-required screen):
 * it opens on a click, so its form and checks load then instead of with the first screen.
 */
export const LazyLoginDialog = lazyComponent<LoginDialogProps>(
  async () => (await import('./login-dialog.tsx')).LoginDialog,
);
