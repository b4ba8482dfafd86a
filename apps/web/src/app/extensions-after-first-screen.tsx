import { useEffect } from 'react';
import { useAfterFirstScreen } from './after-first-screen.ts';
import { lazyBackgroundPart } from './lazy-background-part.tsx';

const LazyExtensionLoadNotice = lazyBackgroundPart(
  async () => (await import('../features/extensions/extension-load-notice.tsx')).ExtensionLoadNotice,
);

/**
 * The person's confirmed extension scripts, and the notice naming any that failed, once the first
 * screen is up: the loader and the notice are not part of the first load, and no script may delay
 * the composer. Not in safe mode (`?safe_mode`), which is how a person gets back into an app a
 * script broke.
 */
export function ExtensionsAfterFirstScreen({ safeMode }: { safeMode: boolean }) {
  const afterFirstScreen = useAfterFirstScreen();
  useEffect(() => {
    if (!afterFirstScreen) return;
    void import('../features/extensions/load-extensions.ts').then(
      ({ loadExtensions }) => {
        loadExtensions({ safeMode });
      },
      // Without the loader's code (offline, a replaced deploy) the page goes on without extensions.
      () => undefined,
    );
  }, [afterFirstScreen, safeMode]);
  return afterFirstScreen ? <LazyExtensionLoadNotice /> : null;
}
