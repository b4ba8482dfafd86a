import { useIntl } from 'react-intl';
import type { ShareChatResponse } from '@confab/core/protocol';
import { CopyableLink } from './copyable-link.tsx';
import type { ShareFailure } from './share-chat-client.ts';
import { sharingMessages } from './sharing-messages.ts';

/** Where one press of Share stands; the same for a chat and a plugin. */
export type ShareState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'shared'; links: ShareChatResponse }
  | { status: 'failed'; failure: ShareFailure };

export interface ShareOutcomeProps {
  state: ShareState;
  /** What was shared, said once the links exist; and the 413 text, which names the kind of item. */
  createdText: string;
  deleteLinkHint: string;
  tooLargeText: string;
}

/** The share link and delete link with copy buttons once shared, or the §8 failure text. */
export function ShareOutcome({ state, createdText, deleteLinkHint, tooLargeText }: ShareOutcomeProps) {
  const intl = useIntl();
  if (state.status === 'shared') {
    return (
      <div className="share-link__result">
        <p role="status">{createdText}</p>
        <CopyableLink
          label={intl.formatMessage(sharingMessages.shareLink)}
          copyLabel={intl.formatMessage(sharingMessages.copyShareLink)}
          copiedLabel={intl.formatMessage(sharingMessages.copied)}
          value={state.links.shareLink}
        />
        <CopyableLink
          label={intl.formatMessage(sharingMessages.deleteLink)}
          copyLabel={intl.formatMessage(sharingMessages.copyDeleteLink)}
          copiedLabel={intl.formatMessage(sharingMessages.copied)}
          hint={deleteLinkHint}
          value={state.links.deleteLink}
        />
      </div>
    );
  }
  // Mounted with its text: a dialog may keep an empty alert region of its own.
  if (state.status !== 'failed') return null;
  const { failure } = state;
  const text =
    failure.kind === 'too-large'
      ? tooLargeText
      : failure.kind === 'server'
        ? failure.userMessage
        : intl.formatMessage(sharingMessages.generic);
  return (
    <p className="share-link__problem" role="alert">
      {text}
    </p>
  );
}
