import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CloudIcon, IconButton, lazyComponent } from '@confab/ui';
import { useHostConfig } from '../../host/host-config.tsx';
import { isSignInAllowed, useCloudToken } from '../account/index.ts';

// The sections it shows live in the Settings chunk; the button alone stays on the first load.
const CloudSyncDialog = lazyComponent(async () => (await import('./cloud-sync-dialog.tsx')).CloudSyncDialog);

/** Opens the cloud sync dialog; shown where signing in is possible, or to someone signed in. */
export function CloudSyncButton() {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  const token = useCloudToken();
  const [open, setOpen] = useState(false);
  if (token === undefined && !isSignInAllowed(hostConfig)) return null;
  return (
    <>
      <IconButton
        label={intl.formatMessage({ id: 'cloudSyncDialog.open', defaultMessage: 'Cloud sync' })}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        <CloudIcon size={20} strokeWidth={1.8} />
      </IconButton>
      {open ? (
        <CloudSyncDialog
          onClose={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
