import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Keys are kept sealed (AES-256-GCM) so that recovery mails and order info can show them again,
 * while a copy of the database alone reveals none. The sealing secret is derived from the licence
 * signing key, which lives in the server's environment, not in the database.
 */
export interface KeySealer {
  seal: (key: string) => string;
  /** Undefined when the text was sealed under another signing key or was changed. */
  open: (sealed: string) => string | undefined;
}

const version = 'v1';

export function createKeySealer(signingKeyPkcs8: string): KeySealer {
  const secret = Buffer.from(
    hkdfSync(
      'sha256',
      Buffer.from(signingKeyPkcs8, 'base64'),
      'confab-licence-keys',
      'licence key sealing v1',
      32,
    ),
  );
  return {
    seal(key) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', secret, iv);
      const body = Buffer.concat([cipher.update(key, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${version}.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed) {
      const [prefix, ivText, bodyText] = sealed.split('.');
      if (prefix !== version || ivText === undefined || bodyText === undefined) return undefined;
      const body = Buffer.from(bodyText, 'base64url');
      if (body.length < 16) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(ivText, 'base64url'));
        decipher.setAuthTag(body.subarray(body.length - 16));
        return Buffer.concat([
          decipher.update(body.subarray(0, body.length - 16)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
