import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '@confab/ui';
import { useChatFeature } from '../../host/host-config.tsx';
import { chatExportMessages } from './chat-export-messages.ts';
import { LazyShareChatDialog } from './lazy-share-chat-dialog.tsx';

const ShareIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 15V4" />
    <path d="M8 8l4-4 4 4" />
    <path d="M6 12H5a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-6a1 1 0 0 0-1-1h-1" />
  </svg>
);

/** The chat header's share action; a host that turns `actionButtons.share` off hides it. */
export function ShareChatButton({ chatID, disabled = false }: { chatID: string; disabled?: boolean }) {
  const intl = useIntl();
  const shown = useChatFeature('actionButtons.share');
  const [open, setOpen] = useState(false);
  if (!shown) return null;
  return (
    <>
      <IconButton
        label={intl.formatMessage(chatExportMessages.shareButton)}
        disabled={disabled}
        onClick={() => {
          setOpen(true);
        }}
      >
        <ShareIcon />
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
