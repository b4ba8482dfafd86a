import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { LicenceKeyForm } from './licence-key-form.tsx';
import { purchaseMessages as messages } from './purchase-messages.ts';
import { useCountdown } from '@confab/ui';
import { useLicenceStatus } from './use-licence.ts';
import './licence-panel.css';

/** Spec §9: the thank-you dialog counts down 10 s before it can be skipped. */
export const thankYouCountdownSeconds = 10;

export interface ThankYouDialogProps {
  publicKey: string;
  /** The link's `key` parameter, put in the field ready to activate. */
  initialKey?: string;
  onClose: () => void;
}

/**
 * Spec §2/§4/§5 thank-you dialog (unmanaged hosts): key entry, and a close button disabled for the
 * first 10 s. It stays open until the key is verified or the person skips it.
 */
export function ThankYouDialog({ publicKey, initialKey, onClose }: ThankYouDialogProps) {
  const intl = useIntl();
  const secondsLeft = useCountdown(thankYouCountdownSeconds);
  const verified = useLicenceStatus().verified === true;
  const closable = verified || secondsLeft === 0;
  const close = () => {
    if (closable) onClose();
  };
  return (
    <ModalDialog title={intl.formatMessage(messages.thankYouTitle)} size="compact" onClose={close}>
      <div className="licence-panel">
        <p>{intl.formatMessage(messages.thankYouBody)}</p>
        <LicenceKeyForm publicKey={publicKey} {...(initialKey ? { initialKey } : {})} />
        <p role="status" className="licence-panel__status">
          {closable ? '' : intl.formatMessage(messages.thankYouCountdown, { seconds: secondsLeft })}
        </p>
      </div>
      <DialogActions placement="inline">
        <Button variant={verified ? 'primary' : 'secondary'} disabled={!closable} onClick={close}>
          {intl.formatMessage(verified ? messages.done : messages.skip)}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
