import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { consoleMessages } from './admin-console-messages.ts';

/** The Save button of a settings form, with its outcome announced beside it. */
export function SaveBar({
  saving,
  saved,
  error,
}: {
  saving: boolean;
  saved: boolean;
  error: string | undefined;
}) {
  const intl = useIntl();
  return (
    <div className="admin-console__save-bar">
      <Button type="submit" variant="primary" disabled={saving}>
        {intl.formatMessage(saving ? consoleMessages.saving : consoleMessages.save)}
      </Button>
      <p role="status" className="admin-console__status">
        {saved ? intl.formatMessage(consoleMessages.saved) : null}
      </p>
      {error === undefined ? null : (
        <p role="alert" className="admin-console__error">
          {error}
        </p>
      )}
    </div>
  );
}
