export { PrivacyNoticeGate } from './privacy-notice-gate.tsx';
export { OnboardingNotices } from './onboarding-notices.tsx';
export { SetupChecklistLater as SetupChecklist } from './setup-checklist-later.tsx';
