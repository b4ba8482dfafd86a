import { Button, DialogActions } from '@confab/ui';
import { useIntl } from 'react-intl';
import type { ImportStage } from './import-protocol.ts';
import { importMessages } from './import-messages.ts';

const stageMessages = {
  reading: importMessages.reading,
  converting: importMessages.converting,
  writing: importMessages.writing,
} as const;

export interface ImportProgressStepProps {
  stage: ImportStage;
  fraction: number;
  cancelling: boolean;
  onCancel: () => void;
}

/** Reading, converting or writing, with a Cancel that leaves the store as it was. */
export function ImportProgressStep({ stage, fraction, cancelling, onCancel }: ImportProgressStepProps) {
  const intl = useIntl();
  const label = intl.formatMessage(cancelling ? importMessages.cancelling : stageMessages[stage]);
  return (
    <>
      <p className="data-import__status" role="status">
        {label}
      </p>
      <progress className="data-import__progress" aria-label={label} max={1} value={fraction} />
      <DialogActions placement="inline">
        <Button onClick={onCancel} disabled={cancelling} autoFocus>
          {intl.formatMessage(importMessages.cancel)}
        </Button>
      </DialogActions>
    </>
  );
}
