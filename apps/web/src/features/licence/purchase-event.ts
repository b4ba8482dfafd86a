import type { LicencePlan } from '@confab/core/protocol';
import { readAttribution } from '../entry-links/index.ts';

/**
 * Spec §7 analytics event `license-purchased`, with the plan (or the checkout session id when the
 * plan is unknown) and the tab's stored ref/utm values. Confab sends no analytics anywhere: the event
 * goes to the console, which the debug log (`?debug=true`) records.
 */
export function recordLicencePurchased({
  plan,
  checkoutSessionID,
}: {
  plan?: LicencePlan;
  checkoutSessionID: string;
}): void {
  const event = {
    event: 'license-purchased',
    ...(plan === undefined ? { sessionID: checkoutSessionID } : { plan }),
    ...Object.fromEntries(readAttribution()),
  };
  console.info('[analytics]', JSON.stringify(event));
}
