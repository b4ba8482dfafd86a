import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, FormField, ModalDialog } from '@confab/ui';
import type { ActivationFailure } from '@confab/core/licence';
import type { OrderInfoResponse } from '@confab/core/protocol';
import { ActivationFailureMessage } from './activation-message.tsx';
import { activateLicenceKey } from './licence-actions.ts';
import { fetchOrderInfo, type FetchImplementation } from './licence-client.ts';
import { licenceMessages } from './licence-messages.ts';
import { recordLicencePurchased } from './purchase-event.ts';
import { purchaseMessages as messages } from './purchase-messages.ts';
import { readStoredLicence } from './licence-storage.ts';
import { Confetti } from './confetti.tsx';
import './licence-panel.css';

export interface PurchaseSuccessDialogProps {
  checkoutSessionID: string;
  publicKey: string;
  onClose: () => void;
  fetchImplementation?: FetchImplementation;
}

/** Order info is asked up to 4 times, 2 s apart, before the error shows. */
const orderInfoAttempts = 4;
const orderInfoRetryMilliseconds = 2000;

type Purchase =
  | { state: 'fetching' }
  | { state: 'verified'; order: OrderInfoResponse }
  | { state: 'orderFailed'; userMessage?: string }
  | { state: 'activationFailed'; failure: ActivationFailure };

/**
 * Spec §2/§4 purchase success (`?checkout_success={session id}`): fetches the order, activates its key
 * on this device, then celebrates with confetti and a "View license key" reveal; or shows the error.
 */
export function PurchaseSuccessDialog({
  checkoutSessionID,
  publicKey,
  onClose,
  fetchImplementation,
}: PurchaseSuccessDialogProps) {
  const intl = useIntl();
  const [purchase, setPurchase] = useState<Purchase>({ state: 'fetching' });
  const [keyShown, setKeyShown] = useState(false);

  useEffect(() => {
    const run = { active: true };
    void (async () => {
      let info = await fetchOrderInfo(checkoutSessionID, fetchImplementation);
      // The provider's webhook can reach the server a moment after the buyer comes back (docs/licences.md).
      for (let attempt = 1; attempt < orderInfoAttempts && !info.ok && run.active; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, orderInfoRetryMilliseconds));
        info = await fetchOrderInfo(checkoutSessionID, fetchImplementation);
      }
      if (!info.ok) {
        if (run.active)
          setPurchase({
            state: 'orderFailed',
            ...(info.userMessage ? { userMessage: info.userMessage } : {}),
          });
        return;
      }
      recordLicencePurchased({ plan: info.order.plan, checkoutSessionID });
      // Coming back to the same address must not use up a second device of the licence.
      const stored = readStoredLicence();
      if (stored?.key !== info.order.licenseKey || stored.instanceID === undefined) {
        const outcome = await activateLicenceKey(info.order.licenseKey, {
          publicKey,
          ...(fetchImplementation ? { fetchImplementation } : {}),
        });
        if (!outcome.ok) {
          if (run.active) setPurchase({ state: 'activationFailed', failure: outcome.failure });
          return;
        }
      }
      if (run.active) setPurchase({ state: 'verified', order: info.order });
    })();
    return () => {
      run.active = false;
    };
  }, [checkoutSessionID, publicKey, fetchImplementation]);

  return (
    <ModalDialog
      title={intl.formatMessage(messages.successTitle)}
      size="compact"
      className="licence-purchase"
      onClose={onClose}
    >
      {purchase.state === 'verified' ? <Confetti /> : null}
      <div className="licence-panel">
        {purchase.state === 'fetching' ? <p role="status">{intl.formatMessage(messages.fetching)}</p> : null}
        {purchase.state === 'orderFailed' ? (
          <p role="alert" className="licence-panel__error">
            {purchase.userMessage ?? intl.formatMessage(messages.orderFailed)}
          </p>
        ) : null}
        {purchase.state === 'activationFailed' ? (
          <ActivationFailureMessage failure={purchase.failure} />
        ) : null}
        {purchase.state === 'verified' ? (
          <>
            <p role="status" className="licence-panel__success">
              {intl.formatMessage(messages.success, {
                plan: intl.formatMessage(
                  purchase.order.plan === 'premium'
                    ? licenceMessages.planPremium
                    : licenceMessages.planStandard,
                ),
                email: purchase.order.email,
              })}
            </p>
            {keyShown ? (
              <FormField label={intl.formatMessage(messages.keyLabel)}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    readOnly
                    className="licence-panel__input"
                    value={purchase.order.licenseKey}
                    onFocus={(event) => {
                      event.target.select();
                    }}
                  />
                )}
              </FormField>
            ) : (
              <Button
                onClick={() => {
                  setKeyShown(true);
                }}
              >
                {intl.formatMessage(messages.viewKey)}
              </Button>
            )}
          </>
        ) : null}
      </div>
      <DialogActions placement="inline">
        <Button variant={purchase.state === 'verified' ? 'primary' : 'secondary'} onClick={onClose}>
          {intl.formatMessage(purchase.state === 'verified' ? messages.startChatting : messages.close)}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
