import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton, ShareOutIcon } from '@confab/ui';
import { useChatFeature } from '../../host/host-config.tsx';
import { shareButtonMessages } from './share-button-messages.ts';
import { LazyShareChatDialog } from './lazy-share-chat-dialog.tsx';

/** The chat header's share action; a host that turns `actionButtons.share` off hides it. */
export function ShareChatButton({ chatID, disabled = false }: { chatID: string; disabled?: boolean }) {
  const intl = useIntl();
  const shown = useChatFeature('actionButtons.share');
  const [open, setOpen] = useState(false);
  if (!shown) return null;
  return (
    <>
      <IconButton
        label={intl.formatMessage(shareButtonMessages.shareButton)}
        disabled={disabled}
        onClick={() => {
          setOpen(true);
        }}
      >
        <ShareOutIcon size={20} strokeWidth={1.8} />
      </IconButton>
      {open ? (
        <LazyShareChatDialog
          chatID={chatID}
          onClose={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
