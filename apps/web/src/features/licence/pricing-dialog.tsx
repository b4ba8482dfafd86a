import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import type { LicencePlan } from '@confab/core/protocol';
import { startLicenceCheckout, type FetchImplementation } from './licence-client.ts';
import { PricingFeatures } from './pricing-features.tsx';
import { pricingMessages as messages } from './pricing-messages.ts';
import { PricingPlans } from './pricing-plans.tsx';
import { useLicenceStatus } from './use-licence.ts';
import './pricing-dialog.css';

export interface PricingDialogProps {
  onClose: () => void;
  /** Leaves the app for the payment provider's checkout; tests pass their own. */
  navigate?: (url: string) => void;
  fetchImplementation?: FetchImplementation;
}

/**
 * `#pricing` (spec §2 "Landing page"): the full-screen upsell with the hero's "Get a lifetime
 * license" (straight to checkout) and "Try for free" (back to the app), Confab's real features, the
 * plans with their device limits, and the feature checklist. No customer counts or testimonials:
 * Confab shows only what is true.
 */
export function PricingDialog({
  onClose,
  navigate = (url) => {
    window.location.assign(url);
  },
  fetchImplementation,
}: PricingDialogProps) {
  const intl = useIntl();
  const plansHeadingID = useId();
  const [checkout, setCheckout] = useState<'idle' | 'working' | 'failed'>('idle');
  const held = useLicenceStatus().payload?.plan;

  const buy = (plan: LicencePlan) => {
    setCheckout('working');
    const redirect = `${window.location.origin}/`;
    void startLicenceCheckout(plan, redirect, fetchImplementation).then((url) => {
      if (url === undefined) setCheckout('failed');
      else navigate(url);
    });
  };

  return (
    <ModalDialog
      title={intl.formatMessage(messages.title)}
      size="wide"
      className="licence-pricing"
      onClose={onClose}
    >
      <section className="licence-pricing__hero">
        <p className="licence-pricing__hero-heading">{intl.formatMessage(messages.heroHeading)}</p>
        <p>{intl.formatMessage(messages.heroBody)}</p>
        <div className="licence-pricing__hero-actions">
          <Button
            variant="primary"
            disabled={checkout === 'working'}
            onClick={() => {
              buy(held === 'standard' ? 'premium' : 'standard');
            }}
          >
            {intl.formatMessage(checkout === 'working' ? messages.redirecting : messages.buy)}
          </Button>
          <Button onClick={onClose}>{intl.formatMessage(messages.tryFree)}</Button>
        </div>
        {checkout === 'failed' ? (
          <p role="alert" className="licence-pricing__error">
            {intl.formatMessage(messages.checkoutFailed)}
          </p>
        ) : null}
      </section>
      <PricingFeatures />
      <PricingPlans headingID={plansHeadingID} busy={checkout === 'working'} onBuy={buy} />
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(messages.close)}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
