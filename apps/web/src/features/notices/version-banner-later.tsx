import { lazyComponent } from '@confab/ui';
import { AfterIdle } from './after-idle.tsx';

const LazyVersionBanner = lazyComponent(async () => (await import('./version-banner.tsx')).VersionBanner);

/**
 * The new-version banner, loaded at the first idle moment after the first screen: it can only show
 * after its check has asked the server, so neither its code nor that request belongs to the first
 * load.
 */
export function VersionBannerLater() {
  return (
    <AfterIdle>
      <LazyVersionBanner />
    </AfterIdle>
  );
}
