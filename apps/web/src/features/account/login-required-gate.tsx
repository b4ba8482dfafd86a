import type { ReactNode } from 'react';
import { useHostConfig } from '../../host/host-config.tsx';
import { createAccountClient, type AccountClient } from './account-client.ts';
import { LoginRequiredScreen } from './login-required-screen.tsx';
import { isLoginRequired } from './sign-in-allowed.ts';
import { useAccount } from './use-account.ts';

const defaultClient = createAccountClient();

/**
 * Spec §6: on a host that requires login and allows no guests, the login screen comes before
 * anything else of the app. Other hosts render the app at once, without asking the server.
 */
export function LoginRequiredGate({
  children,
  client = defaultClient,
}: {
  children: ReactNode;
  client?: AccountClient;
}) {
  if (!isLoginRequired(useHostConfig())) return children;
  return <MembersOnly client={client}>{children}</MembersOnly>;
}

/**
 * The token is checked with the server first: one it no longer accepts (expired, revoked on
 * another device) is dropped by useAccount and the login screen shows. An unreachable server lets a
 * member with a token work on their local data.
 */
function MembersOnly({ children, client }: { children: ReactNode; client: AccountClient }) {
  const { state } = useAccount(client);
  if (state.status === 'signed-in' || state.status === 'failed') return children;
  return <LoginRequiredScreen client={client} checking={state.status === 'loading'} />;
}
