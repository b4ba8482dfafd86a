import { useIntl } from 'react-intl';
import { useCopyToClipboard } from '@confab/ui';
import { markdownMessages } from './markdown-messages.ts';

export function CopyCodeButton({ code }: { code: string }) {
  const intl = useIntl();
  const { copied, copy } = useCopyToClipboard();
  return (
    <button
      type="button"
      className="markdown-code__button"
      onClick={() => {
        copy(code);
      }}
    >
      {intl.formatMessage(copied ? markdownMessages.copied : markdownMessages.copyCode)}
    </button>
  );
}
