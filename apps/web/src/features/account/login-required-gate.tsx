import type { ReactNode } from 'react';
import { lazyComponent } from '@confab/ui';
import { useHostConfig } from '../../host/host-config.tsx';
import type { AccountClient } from './account-client.ts';
import { isLoginRequired } from './sign-in-allowed.ts';

// Only hosts that require login need the account check and the login screen: their code loads there.
const MembersOnly = lazyComponent(async () => (await import('./members-only.tsx')).MembersOnly);

/**
 * Spec §6: on a host that requires login and allows no guests, the login screen comes before
 * anything else of the app. Other hosts render the app at once, without asking the server.
 */
export function LoginRequiredGate({ children, client }: { children: ReactNode; client?: AccountClient }) {
  if (!isLoginRequired(useHostConfig())) return children;
  return <MembersOnly {...(client ? { client } : {})}>{children}</MembersOnly>;
}
