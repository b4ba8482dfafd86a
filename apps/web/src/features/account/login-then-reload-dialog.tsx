import type { AccountClient } from './account-client.ts';
import { cloudTokenStore } from './cloud-token-store.ts';
import { LazyLoginDialog as LoginDialog } from './lazy-login-dialog.tsx';

/**
 * The login dialog of screens that show before anyone is signed in (the login-required screen, the
 * admin console's refusal): once signed in, the session is kept and the page loads again, so the
 * host config (which names members and administrators per session) is read afresh.
 */
export function LoginThenReloadDialog({ client, onClose }: { client: AccountClient; onClose: () => void }) {
  return (
    <LoginDialog
      client={client}
      onSignedIn={({ token }) => {
        cloudTokenStore.save(token);
        window.location.reload();
      }}
      onClose={onClose}
    />
  );
}
