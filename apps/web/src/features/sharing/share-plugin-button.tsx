import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ModalDialog } from '@confab/ui';
import type { Plugin } from '@confab/core';
import { useChatFeature } from '../../host/host-config.tsx';
import { useCloudToken } from '../account/index.ts';
import { ShareOutcome } from './share-outcome.tsx';
import { sharePluginMessages as messages } from './share-plugin-messages.ts';
import { sharingMessages } from './sharing-messages.ts';
import { useSharePlugin } from './use-share-plugin.ts';
import './share-link-panel.css';

export interface SharePluginButtonProps {
  /** The plugin as stored; only its definition is sent (no setting values, secrets or tokens). */
  plugin: Plugin;
}

/**
 * "Share plugin" and its dialog: a consent box, Share, then the share link (`/plugins/{id}`) and the
 * delete link. Draws nothing where the host turned sharing off.
 */
export function SharePluginButton({ plugin }: SharePluginButtonProps) {
  const intl = useIntl();
  const allowed = useChatFeature('actionButtons.share');
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        {intl.formatMessage(messages.button)}
      </Button>
      {open ? (
        <SharePluginDialog
          plugin={plugin}
          onClose={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function SharePluginDialog({ plugin, onClose }: { plugin: Plugin; onClose: () => void }) {
  const intl = useIntl();
  const token = useCloudToken();
  const { state, share } = useSharePlugin(token);
  const [consented, setConsented] = useState(false);
  const hintID = useId();
  const sending = state.status === 'sending';
  const signedOut = token === undefined;

  return (
    <ModalDialog title={intl.formatMessage(messages.title, { title: plugin.title })} onClose={onClose}>
      <div className="share-link">
        <p id={hintID} className="share-chat__hint">
          {intl.formatMessage(signedOut ? messages.needsAccount : messages.hint)}
        </p>
        <label className="share-link__consent">
          <input
            type="checkbox"
            checked={consented}
            disabled={sending || signedOut}
            onChange={(event) => {
              setConsented(event.currentTarget.checked);
            }}
          />
          <span>{intl.formatMessage(messages.consent)}</span>
        </label>
        <div>
          <Button
            variant="primary"
            aria-describedby={hintID}
            disabled={!consented || sending || signedOut}
            onClick={() => {
              share(plugin);
            }}
          >
            {intl.formatMessage(sending ? sharingMessages.sharing : sharingMessages.share)}
          </Button>
        </div>
        <ShareOutcome
          state={state}
          createdText={intl.formatMessage(messages.created)}
          deleteLinkHint={intl.formatMessage(messages.deleteLinkHint)}
          tooLargeText={intl.formatMessage(messages.tooLarge)}
        />
      </div>
    </ModalDialog>
  );
}
