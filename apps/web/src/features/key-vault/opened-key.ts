import { isEncryptedKey } from '@confab/core/key-vault';

/** What a provider call may use of a stored key. */
export interface OpenedKey {
  /** The plain key, or undefined when none is stored or it is locked. */
  key: string | undefined;
  /** True when a key is stored but locked in this tab: calls must ask to unlock, not send it. */
  locked: boolean;
}

/**
 * The provider-call view of a stored key: a plain key as it is, a locked one through the keys this
 * tab unlocked. The `encrypted-…` text itself is never handed on: it would only fail at the provider.
 */
export function openedKey(stored: string | undefined, opened: ReadonlyMap<string, string>): OpenedKey {
  if (stored === undefined || stored === '') return { key: undefined, locked: false };
  if (!isEncryptedKey(stored)) return { key: stored, locked: false };
  const plain = opened.get(stored);
  return plain === undefined ? { key: undefined, locked: true } : { key: plain, locked: false };
}
