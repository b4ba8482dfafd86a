export type PersistenceResult = 'granted' | 'denied' | 'unsupported';

interface PersistCapableNavigator {
  storage?: { persist?: () => Promise<boolean>; persisted?: () => Promise<boolean> };
}

/** Node 20 and some workers have no navigator at all. */
function currentNavigator(): PersistCapableNavigator | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator;
}

/**
 * Asks the browser not to evict Confab's data under storage pressure. Never throws: a refusal or an
 * old browser leaves the store working, only evictable. The navigator is a parameter for tests.
 */
export async function requestPersistentStorage(
  navigatorLike: PersistCapableNavigator | undefined = currentNavigator(),
): Promise<PersistenceResult> {
  const storage = navigatorLike?.storage;
  if (typeof storage?.persist !== 'function') return 'unsupported';
  try {
    // Asking again after a grant is harmless, but checking first avoids a prompt in some browsers.
    if (typeof storage.persisted === 'function' && (await storage.persisted())) return 'granted';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}
