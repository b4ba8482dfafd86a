import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import type { ChatExportSource } from '@confab/core/chat-export';
import { useCloudToken } from '../account/index.ts';
import { CopyableLink } from './copyable-link.tsx';
import type { ShareFailure } from './share-chat-client.ts';
import { sharingMessages } from './sharing-messages.ts';
import { useShareLink } from './use-share-link.ts';
import './share-link-panel.css';

export interface ShareLinkPanelProps {
  /** The chat as the dialog read it; undefined while loading or when there is nothing to share. */
  source: ChatExportSource | undefined;
  /** The host turned sharing off, or the chat has nothing to share. */
  disabled: boolean;
}

/**
 * The share dialog's product-link format (spec §2 "Share dialog", §5 share consent): a consent box
 * that must be ticked, Share, then the share link and the delete link, each with a copy button.
 */
export function ShareLinkPanel({ source, disabled }: ShareLinkPanelProps) {
  const intl = useIntl();
  const token = useCloudToken();
  const { state, share } = useShareLink(token);
  const [consented, setConsented] = useState(false);
  // Off by default (issue #18: noindex unless the owner opts in).
  const [indexable, setIndexable] = useState(false);
  const hintID = useId();
  const sending = state.status === 'sending';
  const signedOut = token === undefined;

  const failureText = (failure: ShareFailure): string => {
    if (failure.kind === 'too-large') return intl.formatMessage(sharingMessages.tooLarge);
    if (failure.kind === 'server') return failure.userMessage;
    return intl.formatMessage(sharingMessages.generic);
  };

  return (
    <li className="share-link" aria-labelledby={`${hintID}-title`}>
      <p id={`${hintID}-title`} className="share-link__title">
        {intl.formatMessage(sharingMessages.linkFormat)}
      </p>
      <p id={hintID} className="share-chat__hint">
        {intl.formatMessage(signedOut ? sharingMessages.needsAccount : sharingMessages.linkHint)}
      </p>
      <label className="share-link__consent">
        <input
          type="checkbox"
          checked={consented}
          disabled={sending || disabled || signedOut}
          onChange={(event) => {
            setConsented(event.currentTarget.checked);
          }}
        />
        <span>{intl.formatMessage(sharingMessages.consent)}</span>
      </label>
      <label className="share-link__consent">
        <input
          type="checkbox"
          checked={indexable}
          disabled={sending || disabled || signedOut}
          onChange={(event) => {
            setIndexable(event.currentTarget.checked);
          }}
        />
        <span>{intl.formatMessage(sharingMessages.indexable)}</span>
      </label>
      <div>
        <Button
          variant="primary"
          aria-describedby={hintID}
          disabled={!consented || sending || disabled || signedOut || source === undefined}
          onClick={() => {
            if (source) share(source, { indexable });
          }}
        >
          {intl.formatMessage(sending ? sharingMessages.sharing : sharingMessages.share)}
        </Button>
      </div>
      {state.status === 'shared' ? (
        <div className="share-link__result">
          <p role="status">{intl.formatMessage(sharingMessages.created)}</p>
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
            hint={intl.formatMessage(sharingMessages.deleteLinkHint)}
            value={state.links.deleteLink}
          />
        </div>
      ) : null}
      {/* Mounted with its text: the dialog keeps one empty alert region of its own for its formats. */}
      {state.status === 'failed' ? (
        <p className="share-link__problem" role="alert">
          {failureText(state.failure)}
        </p>
      ) : null}
    </li>
  );
}
