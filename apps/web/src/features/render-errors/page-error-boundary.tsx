import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, ErrorBoundary, FailureNotice } from '@confab/ui';
import { renderErrorMessages } from './render-error-messages.ts';
import './render-errors.css';

/**
 * The last resort around a whole page: what the inner boundaries did not catch (the shell itself)
 * shows a notice with "Reload page" instead of an empty window.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <ErrorBoundary
      fallback={() => (
        <main className="render-error-page">
          <FailureNotice
            title={intl.formatMessage(renderErrorMessages.pageFailed)}
            action={
              <Button
                variant="primary"
                onClick={() => {
                  window.location.reload();
                }}
              >
                {intl.formatMessage(renderErrorMessages.reload)}
              </Button>
            }
          />
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
