export { Notices, type NoticesProps } from './notices.tsx';
export { VersionBannerLater as VersionBanner } from './version-banner-later.tsx';
export { AfterIdle } from './after-idle.tsx';
