import * as z from 'zod/mini';

/**
 * The licence on this device: the key, the instance id the server gave this device and the last
 * signed token. Kept in localStorage, not the synced settings table: an instance id belongs to one
 * device (syncing it would let two devices share one activation), and rights are read before the
 * settings store has loaded. The key is never logged.
 */
export const storedLicenceSchema = z.object({
  key: z.string(),
  instanceID: z.optional(z.string()),
  token: z.optional(z.string()),
});

export type StoredLicence = z.infer<typeof storedLicenceSchema>;

const storageKey = 'confab:licence';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: StoredLicence | undefined } | undefined;

function read(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    // Storage blocked by privacy settings: no licence is remembered.
    return null;
  }
}

function parse(raw: string | null): StoredLicence | undefined {
  if (raw === null) return undefined;
  try {
    const parsed = storedLicenceSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.key !== '' ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The stored licence; the same object until it changes, as useSyncExternalStore needs. */
export function readStoredLicence(): StoredLicence | undefined {
  const raw = read();
  if (cached?.raw !== raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveStoredLicence(licence: StoredLicence | undefined): void {
  try {
    if (licence === undefined) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, JSON.stringify(licence));
  } catch {
    // See read(): without storage the licence lasts this page load at most.
  }
  notify();
}

export function subscribeStoredLicence(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
