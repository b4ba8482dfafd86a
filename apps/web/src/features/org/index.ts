export { OrgNoticesHost as OrgNotices } from './org-notices-host.tsx';
export { licenceTokenExpiry, serverLicenceState } from './server-licence.ts';
export { profileDisplayName, useHostedProfile } from './hosted-profile-store.ts';
export { accountInfoShown } from './account-info-shown.ts';
