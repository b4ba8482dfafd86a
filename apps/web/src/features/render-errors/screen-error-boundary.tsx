import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, ErrorBoundary, FailureNotice } from '@confab/ui';
import { renderErrorMessages } from './render-error-messages.ts';
import './render-errors.css';

export interface ScreenErrorBoundaryProps {
  children: ReactNode;
  /** The screen's identity (the tab, the chat): moving to another one tries again. */
  resetKeys: readonly unknown[];
  title?: MessageDescriptor;
  /** Runs before "Try again" renders the screen again (to start a fresh import of its code). */
  onRetry?: () => void;
}

/**
 * A screen (a workspace tab, the sidebar) that failed to render shows a notice with "Try again" in
 * its place; the workspace bar, the sidebar and the other screens keep working.
 */
export function ScreenErrorBoundary({
  children,
  resetKeys,
  title = renderErrorMessages.screenFailed,
  onRetry,
}: ScreenErrorBoundaryProps) {
  const intl = useIntl();
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallback={({ retry }) => (
        <div className="render-error-screen">
          <FailureNotice
            title={intl.formatMessage(title)}
            action={
              <Button
                variant="primary"
                onClick={() => {
                  onRetry?.();
                  retry();
                }}
              >
                {intl.formatMessage(renderErrorMessages.retry)}
              </Button>
            }
          >
            <p className="render-error-screen__body">{intl.formatMessage(renderErrorMessages.screenBody)}</p>
          </FailureNotice>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
