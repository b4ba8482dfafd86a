// On the first load: the rights hooks and the settings page's visibility. The host (mounted after
// the first screen; it loads the dialogs on demand) and the settings page are in on-demand.ts.
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
