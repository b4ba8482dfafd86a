export type KeyVaultFailure = 'empty-password' | 'wrong-password' | 'damaged';

const englishMessages: ReadonlyMap<KeyVaultFailure, string> = new Map([
  ['empty-password', 'Enter a password.'],
  // Agents spec §8 asks for "an invalid-password message" without giving its words.
  ['wrong-password', 'Invalid password. Please try again.'],
  ['damaged', 'A saved key is damaged and cannot be unlocked. Use "Forget keys" and enter it again.'],
]);

/** Why keys could not be locked or unlocked; the UI translates by reason. */
export class KeyVaultError extends Error {
  override readonly name = 'KeyVaultError';
  readonly reason: KeyVaultFailure;

  constructor(reason: KeyVaultFailure) {
    super(englishMessages.get(reason));
    this.reason = reason;
  }
}
