// On the first load: the shell's host (it loads the dialogs on demand), the rights hooks and the
// settings page's visibility. The settings page itself is in on-demand.ts.
export { LicenceHost } from './licence-host.tsx';
export {
  licencesOffered,
  licenceKeySavedAtStart,
  useLicencesOffered,
  useLicenceStatus,
  useUpgradeOffered,
  useUserCanUse,
} from './use-licence.ts';
export { openLicenceDialog } from './licence-status.ts';
export { PricingLink } from './pricing-link.tsx';
