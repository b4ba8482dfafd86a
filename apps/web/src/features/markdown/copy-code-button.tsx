import { useIntl } from 'react-intl';
import { markdownMessages } from './markdown-messages.ts';
import { useCopyToClipboard } from './use-copy-to-clipboard.ts';

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
