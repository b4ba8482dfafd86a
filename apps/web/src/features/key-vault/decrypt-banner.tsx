import { useIntl } from 'react-intl';
import { LockedIcon } from '@confab/ui';
import { keyVaultNoticeMessages } from './key-vault-notice-messages.ts';
import { openKeyVaultDialog, useKeyVaultState } from './key-vault-store.ts';
import { useStoredKeyState } from './use-stored-key-state.ts';
import './decrypt-banner.css';

/** The sidebar footer's decrypt banner (workspace spec §2): shown while stored keys stay locked. */
export function DecryptBanner() {
  const intl = useIntl();
  const { vault } = useKeyVaultState();
  const stored = useStoredKeyState();
  if (vault || !stored.anyLocked) return null;
  return (
    <button
      type="button"
      className="decrypt-banner"
      onClick={() => {
        openKeyVaultDialog('unlock');
      }}
    >
      <LockedIcon size={16} />
      <span>{intl.formatMessage(keyVaultNoticeMessages.banner)}</span>
    </button>
  );
}
