import type { ReactNode } from 'react';
import { createAccountClient, type AccountClient } from './account-client.ts';
import { LoginRequiredScreen } from './login-required-screen.tsx';
import { useAccount } from './use-account.ts';

const defaultClient = createAccountClient();

/**
 * The token is checked with the server first: one it no longer accepts (expired, revoked on
 * another device) is dropped by useAccount and the login screen shows. An unreachable server lets a
 * member with a token work on their local data.
 */
export function MembersOnly({
  children,
  client = defaultClient,
}: {
  children: ReactNode;
  client?: AccountClient;
}) {
  const { state } = useAccount(client);
  if (state.status === 'signed-in' || state.status === 'failed') return children;
  return <LoginRequiredScreen client={client} checking={state.status === 'loading'} />;
}
