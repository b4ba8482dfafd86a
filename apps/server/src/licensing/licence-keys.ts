import { createHash, randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a key read aloud or typed from paper has no look-alikes. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const groups = 4;
const groupLength = 5;

/** `CONFAB-XXXXX-XXXXX-XXXXX-XXXXX`: 20 random base32 characters, 100 bits, too many to guess. */
export function generateLicenceKey(): string {
  const parts: string[] = [];
  for (let group = 0; group < groups; group += 1) {
    let part = '';
    for (let index = 0; index < groupLength; index += 1) part += alphabet.charAt(randomInt(alphabet.length));
    parts.push(part);
  }
  return `CONFAB-${parts.join('-')}`;
}

/**
 * The key as stored and compared: upper case, without spaces, and with the look-alikes a person may
 * type (O for 0, I and L for 1) mapped as Crockford's base32 reads them.
 */
export function normaliseLicenceKey(input: string): string {
  const upper = input.replace(/\s+/g, '').toUpperCase();
  const body = upper.startsWith('CONFAB-') ? upper.slice('CONFAB-'.length) : upper;
  return `CONFAB-${body.replace(/O/g, '0').replace(/[IL]/g, '1')}`;
}

/** What the database looks a key up by; keys are random enough that a plain SHA-256 cannot be reversed. */
export function hashLicenceKey(key: string): string {
  return createHash('sha256').update(normaliseLicenceKey(key), 'utf8').digest('hex');
}

export function licenceKeyLast4(key: string): string {
  return normaliseLicenceKey(key).slice(-4);
}
