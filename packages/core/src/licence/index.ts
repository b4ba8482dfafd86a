// Licence tokens and rights (issue #21): verifying a signed token offline, the verification states
// and `userCanUse`. Token code is in licence-token*.ts; rights and states in the other files.
export {
  importLicencePrivateKey,
  importLicencePublicKey,
  signLicenceToken,
  verifyLicenceToken,
} from './licence-token.ts';
export type { LicenceCryptoKey, LicenceTokenCheck, LicenceTokenRefusal } from './licence-token.ts';
export {
  licencesApply,
  upgradeOffered,
  userCanUse,
  type LicenceContext,
  type LicencedFeature,
  type LicenceRight,
} from './licence-rights.ts';
export { looksLikeAPIKey, mayActivate, maskLicenceKey } from './licence-key-rules.ts';
export {
  buyPromptIntervalMilliseconds,
  buyPromptMessageThreshold,
  shouldShowBuyPrompt,
  type BuyPromptFacts,
} from './buy-prompt-rule.ts';
export {
  readActivationAnswer,
  readVerifyAnswer,
  reopenPopupDelayMilliseconds,
  type ActivationFailure,
  type ActivationOutcome,
  type LicenceAnswer,
  type VerificationStep,
} from './licence-answers.ts';
