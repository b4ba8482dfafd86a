import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { AccountSection } from '../account/on-demand.ts';
// By its file, not the feature's index: the index is on the first load, this section is not.
import { CloudSyncSection } from '../cloud-sync/on-demand.ts';
import { StorageSection } from '../cloud-storage/index.ts';
import './settings-screen.css';
import './cloud-sync-dialog.css';

/**
 * Spec agents-sync-keys §2 "Cloud sync dialog": account (with revoking other sessions), sync (errors,
 * pending and ignored counts, toggles), storage and subscriptions, in one place reachable from any tab.
 * The same sections appear on the Settings tab.
 */
export function CloudSyncDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <ModalDialog
      title={intl.formatMessage({ id: 'cloudSyncDialog.title', defaultMessage: 'Cloud sync' })}
      size="wide"
      className="cloud-sync-dialog"
      onClose={onClose}
    >
      <div className="cloud-sync-dialog__sections">
        <AccountSection />
        <CloudSyncSection />
        <StorageSection />
      </div>
      <DialogActions>
        <Button onClick={onClose}>
          {intl.formatMessage({ id: 'cloudSyncDialog.close', defaultMessage: 'Close' })}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
