import { useIntl } from 'react-intl';
import { Button, useCopyToClipboard } from '@confab/ui';
import { chatMessages } from './chat-messages.ts';

/** Spec §9: a copy confirmation shows for 2 s. */
export function CopyButton({ text }: { text: string }) {
  const intl = useIntl();
  const { copied, copy } = useCopyToClipboard();
  return (
    <Button
      variant="ghost"
      className="message-action"
      onClick={() => {
        copy(text);
      }}
    >
      {intl.formatMessage(copied ? chatMessages.copied : chatMessages.copy)}
    </Button>
  );
}
