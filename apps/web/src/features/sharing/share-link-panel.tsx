import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import type { ChatExportSource } from '@confab/core/chat-export';
import { useCloudToken } from '../account/index.ts';
import { ShareOutcome } from './share-outcome.tsx';
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
      <ShareOutcome
        state={state}
        createdText={intl.formatMessage(sharingMessages.created)}
        deleteLinkHint={intl.formatMessage(sharingMessages.deleteLinkHint)}
        tooLargeText={intl.formatMessage(sharingMessages.tooLarge)}
      />
    </li>
  );
}
