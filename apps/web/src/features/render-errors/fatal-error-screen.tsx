import { useIntl } from 'react-intl';
import { Button, FailureNotice, useCopyToClipboard } from '@confab/ui';
import { currentErrorDetails } from './error-details.ts';
import { renderErrorMessages } from './render-error-messages.ts';
import './render-errors.css';

/**
 * The fatal error screen (spec §2): what the inner boundaries did not catch, or a start-up that
 * failed, ends here with Reload and "Copy details" instead of an empty window.
 */
export function FatalErrorScreen({ error }: { error: unknown }) {
  const intl = useIntl();
  const { copied, copy } = useCopyToClipboard();
  return (
    <main className="render-error-page">
      <FailureNotice
        title={intl.formatMessage(renderErrorMessages.pageFailed)}
        action={
          <div className="render-error-page__actions">
            <Button
              variant="primary"
              onClick={() => {
                window.location.reload();
              }}
            >
              {intl.formatMessage(renderErrorMessages.reload)}
            </Button>
            <Button
              onClick={() => {
                copy(currentErrorDetails(error));
              }}
            >
              {intl.formatMessage(copied ? renderErrorMessages.copied : renderErrorMessages.copyDetails)}
            </Button>
          </div>
        }
      >
        <p className="render-error-screen__body">{intl.formatMessage(renderErrorMessages.pageBody)}</p>
      </FailureNotice>
    </main>
  );
}
