/** What stops Confab before it starts: each has its own screen (spec §2 "Other dialogs and screens"). */
export type StartupProblem = 'https-required' | 'cookies-blocked';

export interface StartupEnvironment {
  /** Shown inside another page's frame. */
  embedded: boolean;
  /** The browser lets this page keep data (cookies and localStorage). */
  storageAllowed: boolean;
  /** WebCrypto, which the browser offers only in secure contexts (HTTPS or localhost). */
  hasSubtleCrypto: boolean;
}

function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // Reading a cross-origin top throws: that is a frame too.
    return true;
  }
}

function storageAllowed(): boolean {
  try {
    const probe = 'confab:storage-check';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return navigator.cookieEnabled;
  } catch {
    return false;
  }
}

export function readStartupEnvironment(): StartupEnvironment {
  return {
    embedded: isEmbedded(),
    storageAllowed: storageAllowed(),
    hasSubtleCrypto: typeof globalThis.crypto === 'object' && typeof globalThis.crypto.subtle === 'object',
  };
}

/**
 * A refused storage in a frame is the third-party-cookie case (the person can open Confab on its
 * own); without WebCrypto, keys can be neither locked nor ids made, so nothing else can work.
 */
export function startupProblem(
  environment: StartupEnvironment = readStartupEnvironment(),
): StartupProblem | null {
  if (environment.embedded && !environment.storageAllowed) return 'cookies-blocked';
  if (!environment.hasSubtleCrypto) return 'https-required';
  return null;
}

const probeDatabase = 'confab-availability-check';

/**
 * Whether IndexedDB opens. It is missing or refuses to open in some private windows and when site
 * data is blocked; the app then runs on memory and warns (the no-IndexedDB dialog).
 */
export function indexedDbAvailable(
  factory: IDBFactory | undefined = (globalThis as { indexedDB?: IDBFactory }).indexedDB,
): Promise<boolean> {
  if (factory === undefined) return Promise.resolve(false);
  return new Promise((resolve) => {
    try {
      const request = factory.open(probeDatabase);
      request.onsuccess = () => {
        request.result.close();
        factory.deleteDatabase(probeDatabase);
        resolve(true);
      };
      request.onerror = () => {
        resolve(false);
      };
    } catch {
      resolve(false);
    }
  });
}
