export { PrivacyNoticeGate } from './privacy-notice-gate.tsx';
