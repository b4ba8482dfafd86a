// Licence tokens and rights (issue #21): verifying a signed token offline, the verification states
// and `userCanUse`. Token code is in licence-token*.ts; rights and states in the other files.
export {
  importLicencePrivateKey,
  importLicencePublicKey,
  signLicenceToken,
  verifyLicenceToken,
} from './licence-token.ts';
export type { LicenceCryptoKey, LicenceTokenCheck, LicenceTokenRefusal } from './licence-token.ts';
