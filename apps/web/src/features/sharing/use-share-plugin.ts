import { useState } from 'react';
import type { ShareState } from './share-outcome.tsx';
import { ShareRequestError, type ShareFailure } from './share-chat-client.ts';
import { publishPlugin } from './share-plugin-client.ts';
import { useOrgApiBase } from '../../host/org-api.ts';

export type SharePluginState = ShareState;

/** One publish per press of Share; sharing again makes a new link, as for chats. */
export function useSharePlugin(token: string | undefined) {
  const [state, setState] = useState<SharePluginState>({ status: 'idle' });
  const orgBase = useOrgApiBase();
  const share = (plugin: object) => {
    if (token === undefined || state.status === 'sending') return;
    setState({ status: 'sending' });
    publishPlugin(plugin, token, orgBase).then(
      (links) => {
        setState({ status: 'shared', links });
      },
      (error: unknown) => {
        const failure: ShareFailure =
          error instanceof ShareRequestError ? error.failure : { kind: 'generic' };
        setState({ status: 'failed', failure });
      },
    );
  };
  return { state, share };
}
