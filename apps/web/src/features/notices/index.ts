export { Notices, type NoticesProps } from './notices.tsx';
export { VersionBanner } from './version-banner.tsx';
