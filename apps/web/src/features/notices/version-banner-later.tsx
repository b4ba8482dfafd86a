import { useEffect, useState } from 'react';
import { lazyComponent } from '@confab/ui';

const LazyVersionBanner = lazyComponent(async () => (await import('./version-banner.tsx')).VersionBanner);

/** How long the banner waits at most for an idle moment after the first screen. */
const idleTimeoutMs = 2_000;

/**
 * The new-version banner, loaded at the first idle moment after the first screen: it can only show
 * after its check has asked the server, so neither its code nor that request belongs to the first
 * load.
 */
export function VersionBannerLater() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => {
      setShown(true);
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(show, { timeout: idleTimeoutMs });
      return () => {
        window.cancelIdleCallback(handle);
      };
    }
    const timer = setTimeout(show, 0);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  return shown ? <LazyVersionBanner /> : null;
}
