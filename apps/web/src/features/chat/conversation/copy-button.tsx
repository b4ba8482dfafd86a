import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { chatMessages } from './chat-messages.ts';

/** Spec §9: a copy confirmation shows for 2 s. */
export const copyConfirmationMilliseconds = 2000;

export function CopyButton({ text }: { text: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => {
      setCopied(false);
    }, copyConfirmationMilliseconds);
    return () => {
      window.clearTimeout(timer);
    };
  }, [copied]);
  return (
    <Button
      variant="ghost"
      className="message-action"
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => {
          setCopied(true);
        });
      }}
    >
      {intl.formatMessage(copied ? chatMessages.copied : chatMessages.copy)}
    </Button>
  );
}
