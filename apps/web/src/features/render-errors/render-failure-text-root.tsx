import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RenderFailureTextProvider } from '@confab/ui';
import { renderErrorMessages } from './render-error-messages.ts';

/** Gives ui's own boundaries (the one in every dialog) the app's translated words. */
export function RenderFailureTextRoot({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const text = useMemo(
    () => ({
      dialogFailed: intl.formatMessage(renderErrorMessages.dialogFailed),
      close: intl.formatMessage(renderErrorMessages.close),
    }),
    [intl],
  );
  return <RenderFailureTextProvider value={text}>{children}</RenderFailureTextProvider>;
}
