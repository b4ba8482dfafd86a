import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { licenceDeviceLimits, licencePlans, type LicencePlan } from '@confab/core/protocol';
import { pricingMessages as messages } from './pricing-messages.ts';
import { useLicenceStatus } from './use-licence.ts';

export interface PricingPlansProps {
  headingID: string;
  busy: boolean;
  onBuy: (plan: LicencePlan) => void;
}

/** The plans with their device limits; the plan already held is marked, not offered again. */
export function PricingPlans({ headingID, busy, onBuy }: PricingPlansProps) {
  const intl = useIntl();
  const status = useLicenceStatus();
  const held = status.verified === true ? status.payload?.plan : undefined;
  return (
    <section className="licence-pricing__section" aria-labelledby={headingID}>
      <h3 id={headingID}>{intl.formatMessage(messages.plansHeading)}</h3>
      <ul className="licence-pricing__plans">
        {licencePlans.map((plan) => {
          const name = intl.formatMessage(plan === 'premium' ? messages.planPremium : messages.planStandard);
          return (
            <li key={plan} className="licence-pricing__plan">
              <h4>{name}</h4>
              <p>{intl.formatMessage(messages.planDevices, { count: licenceDeviceLimits.get(plan) ?? 1 })}</p>
              <p className="licence-pricing__muted">{intl.formatMessage(messages.planPriceNote)}</p>
              {held === plan ? (
                <p className="licence-pricing__held">{intl.formatMessage(messages.yourPlan)}</p>
              ) : (
                <Button
                  variant={plan === 'premium' ? 'primary' : 'secondary'}
                  disabled={busy}
                  onClick={() => {
                    onBuy(plan);
                  }}
                >
                  {intl.formatMessage(messages.buyPlan, { plan: name })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
