export { OrgNotices, orgTrialDays } from './org-notices.tsx';
export { licenceTokenExpiry, serverLicenceState } from './server-licence.ts';
export { profileDisplayName, useHostedProfile } from './hosted-profile-store.ts';
export { accountInfoShown } from './account-info-shown.ts';
