import { useState } from 'react';
import type { ShareState } from './share-outcome.tsx';
import type { ChatExportSource } from '@confab/core/chat-export';
import { publishChat, ShareRequestError, type ShareFailure } from './share-chat-client.ts';
import { sharedChatDataFrom } from './shared-chat-data.ts';
import { useOrgApiBase } from '../../host/org-api.ts';

export type ShareLinkState = ShareState;

/**
 * One publish per press of Share. Sharing again makes a new link (the earlier one keeps its
 * snapshot until deleted): a link never changes under the people it was sent to.
 */
export function useShareLink(token: string | undefined) {
  const [state, setState] = useState<ShareLinkState>({ status: 'idle' });
  const orgBase = useOrgApiBase();
  const share = (source: ChatExportSource, { indexable }: { indexable: boolean }) => {
    if (token === undefined || state.status === 'sending') return;
    setState({ status: 'sending' });
    publishChat(sharedChatDataFrom(source), token, { indexable, base: orgBase }).then(
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
