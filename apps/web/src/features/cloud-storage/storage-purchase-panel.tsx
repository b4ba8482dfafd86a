import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { defaultStoragePlan, storagePlans, type StoragePlan } from '@confab/core';
import { buyMoreStorage } from './billing-client.ts';
import { billingMessages, storagePlanLabels } from './billing-messages.ts';
import { requestErrorText } from './request-error-text.ts';

/** The 5 GB plans show after "More plans" (spec §9). */
const firstPlans: readonly StoragePlan[] = ['YEARLY', 'MONTHLY'];

/** Storage purchase panel: pick a plan, then the payment provider's checkout page takes over. */
export function StoragePurchasePanel({
  token,
  navigate,
}: {
  token: string;
  navigate: (url: string) => void;
}) {
  const intl = useIntl();
  const headingID = useId();
  const [plan, setPlan] = useState<StoragePlan>(defaultStoragePlan);
  const [showingMore, setShowingMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const shown = showingMore ? storagePlans : firstPlans;

  const buy = async () => {
    setBusy(true);
    setError(undefined);
    try {
      navigate(await buyMoreStorage(token, plan, window.location.href));
    } catch (failure) {
      setError(requestErrorText(failure, intl.formatMessage(billingMessages.genericError)));
      setBusy(false);
    }
  };

  return (
    <div className="storage-purchase" role="group" aria-labelledby={headingID}>
      <h3 id={headingID}>{intl.formatMessage(billingMessages.purchaseTitle)}</h3>
      <fieldset className="storage-purchase__plans">
        <legend>{intl.formatMessage(billingMessages.plan)}</legend>
        {shown.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${headingID}-plan`}
              value={option}
              checked={plan === option}
              onChange={() => {
                setPlan(option);
              }}
            />
            {intl.formatMessage(storagePlanLabels[option])}
          </label>
        ))}
      </fieldset>
      <div className="storage-purchase__actions">
        {showingMore ? null : (
          <Button
            variant="ghost"
            onClick={() => {
              setShowingMore(true);
            }}
          >
            {intl.formatMessage(billingMessages.more)}
          </Button>
        )}
        <Button variant="primary" disabled={busy} onClick={() => void buy()}>
          {intl.formatMessage(busy ? billingMessages.redirecting : billingMessages.buy)}
        </Button>
      </div>
      {error === undefined ? null : (
        <p role="alert" className="storage-purchase__error">
          {error}
        </p>
      )}
    </div>
  );
}
