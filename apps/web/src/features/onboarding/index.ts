export { PrivacyNoticeGate } from './privacy-notice-gate.tsx';
export { OnboardingNotices } from './onboarding-notices.tsx';
export { SetupChecklist } from './setup-checklist.tsx';
