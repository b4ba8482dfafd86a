import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { startupMessages as messages } from './startup-messages.ts';

/** The no-IndexedDB warning (spec §2): the app runs on memory; the person is told what that means. */
export function NoIndexedDbDialog() {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const close = () => {
    setOpen(false);
  };
  return (
    <ModalDialog size="small" title={intl.formatMessage(messages.noStorageTitle)} onClose={close}>
      <p>{intl.formatMessage(messages.noStorageBody)}</p>
      <p>{intl.formatMessage(messages.noStorageConsequence)}</p>
      <DialogActions>
        <Button variant="primary" onClick={close}>
          {intl.formatMessage(messages.continueAnyway)}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
