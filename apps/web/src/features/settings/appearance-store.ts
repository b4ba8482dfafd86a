import { defaultAppearance, parseAppearance, type Appearance } from './appearance.ts';

/**
 * Appearance lives in localStorage, not IndexedDB: public/theme-boot.js must read the theme
 * synchronously before the first paint. The record is a few bytes.
 */
export const appearanceStorageKey = 'confab:appearance';

type Listener = (appearance: Appearance) => void;
const listeners = new Set<Listener>();

export function readAppearance(): Appearance {
  try {
    const saved = window.localStorage.getItem(appearanceStorageKey);
    return saved ? parseAppearance(JSON.parse(saved)) : defaultAppearance;
  } catch {
    return defaultAppearance;
  }
}

export function writeAppearance(appearance: Appearance): void {
  window.localStorage.setItem(appearanceStorageKey, JSON.stringify(appearance));
  for (const listener of listeners) listener(appearance);
}

/** Notifies of changes in this tab and, through the storage event, in other tabs. */
export function subscribeAppearance(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === appearanceStorageKey) listener(readAppearance());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
