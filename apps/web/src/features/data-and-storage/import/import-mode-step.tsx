import { Button, DialogActions } from '@confab/ui';
import { useIntl } from 'react-intl';
import type { ImportMode, ImportSummary } from './import-protocol.ts';
import { importMessages } from './import-messages.ts';

export interface ImportModeStepProps {
  summary: ImportSummary;
  onChoose: (mode: ImportMode) => void;
  onCancel: () => void;
}

/** Asked only when some incoming ids are already stored (agents spec §4). */
export function ImportModeStep({ summary, onChoose, onCancel }: ImportModeStepProps) {
  const intl = useIntl();
  const existing = Object.values(summary.existing).reduce((sum, count) => sum + count, 0);
  return (
    <>
      <p>
        {intl.formatMessage(
          {
            id: 'data.import.existing',
            defaultMessage:
              '{count, plural, one {# item in the file is} other {# items in the file are}} already here.',
          },
          { count: existing },
        )}
      </p>
      <p>{intl.formatMessage(importMessages.modeHint)}</p>
      <DialogActions placement="inline">
        <Button onClick={onCancel}>{intl.formatMessage(importMessages.cancel)}</Button>
        <Button
          autoFocus
          onClick={() => {
            onChoose('clone');
          }}
        >
          {intl.formatMessage(importMessages.clone)}
        </Button>
        <Button
          variant="primary"
          onClick={() => {
            onChoose('replace');
          }}
        >
          {intl.formatMessage(importMessages.replace)}
        </Button>
      </DialogActions>
    </>
  );
}
