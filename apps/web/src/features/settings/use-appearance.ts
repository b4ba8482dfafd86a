import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useHostConfig } from '../../host/host-config.tsx';
import { applyAppearance, type Appearance } from './appearance.ts';
import { readAppearance, subscribeAppearance, writeAppearance } from './appearance-store.ts';

let snapshot = readAppearance();

function subscribe(onChange: () => void): () => void {
  return subscribeAppearance((appearance) => {
    snapshot = appearance;
    onChange();
  });
}

export function useAppearance(): [Appearance, (change: Partial<Appearance>) => void] {
  const appearance = useSyncExternalStore(subscribe, () => snapshot);
  const update = useCallback((change: Partial<Appearance>) => {
    writeAppearance({ ...snapshot, ...change });
  }, []);
  return [appearance, update];
}

/** Keeps <html> in step with the saved appearance and, for "system", with the OS setting. */
export function useApplyAppearance(appearance: Appearance): void {
  const hostHue = useHostConfig().sidebarColorHue;
  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => {
      applyAppearance(appearance, document.documentElement, media.matches, hostHue);
    };
    apply();
    media.addEventListener('change', apply);
    return () => {
      media.removeEventListener('change', apply);
    };
  }, [appearance, hostHue]);
}
