import { useEffect, useState } from 'react';
import type { CloudUser } from '@confab/core';
import {
  genericServerError,
  serverErrorMessage,
  ServerRequestError,
} from '../../host/server-request-error.ts';
import type { AccountClient } from './account-client.ts';
import { cloudTokenStore, useCloudToken } from './cloud-token-store.ts';

export type AccountState =
  | { status: 'signed-out' }
  | { status: 'loading'; token: string }
  | { status: 'signed-in'; token: string; user: CloudUser }
  | { status: 'failed'; token: string; userMessage: string };

interface LoadedAccount {
  token: string;
  user?: CloudUser;
  userMessage?: string;
}

/**
 * The account behind this browser's token. A token the server no longer accepts (logged out or
 * revoked on another device) is dropped, so the section shows "Log in" rather than a dead account.
 */
export function useAccount(client: AccountClient) {
  const token = useCloudToken();
  const [loaded, setLoaded] = useState<LoadedAccount>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (token === undefined) return;
    let current = true;
    client.readAccount(token).then(
      (user) => {
        if (current) setLoaded({ token, user });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ServerRequestError && error.status === 401) {
          cloudTokenStore.endSession(token);
          return;
        }
        setLoaded({
          token,
          userMessage: serverErrorMessage(error),
        });
      },
    );
    return () => {
      current = false;
    };
  }, [client, token, attempt]);

  let state: AccountState;
  if (token === undefined) state = { status: 'signed-out' };
  else if (loaded?.token !== token) state = { status: 'loading', token };
  else if (loaded.user) state = { status: 'signed-in', token, user: loaded.user };
  else state = { status: 'failed', token, userMessage: loaded.userMessage ?? genericServerError };

  return {
    state,
    retry: () => {
      setAttempt((count) => count + 1);
    },
    /** Keeps the account shown while the token changes (login, revoke-other-sessions). */
    adoptToken: (newToken: string, user: CloudUser) => {
      setLoaded({ token: newToken, user });
      cloudTokenStore.save(newToken);
    },
    forget: () => {
      cloudTokenStore.clear();
    },
  };
}
