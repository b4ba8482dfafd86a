import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { LicenceKeyPanel } from './licence-key-panel.tsx';
import { licenceMessages as messages } from './licence-messages.ts';

/** Spec §2 licence popup: key, activate, recover, buy or upgrade, manage, unlink. */
export function LicencePopup({ publicKey, onClose }: { publicKey: string; onClose: () => void }) {
  const intl = useIntl();
  return (
    <ModalDialog title={intl.formatMessage(messages.title)} size="compact" onClose={onClose}>
      <LicenceKeyPanel publicKey={publicKey} showManageLink onNavigate={onClose} />
      <DialogActions placement="inline">
        <Button onClick={onClose}>{intl.formatMessage(messages.close)}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
