import { importLicencePrivateKey, signLicenceToken } from '@confab/core/licence';
import type { LicenceTokenPayload } from '@confab/core/protocol';

function toBase64(buffer: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(buffer)));
}

/** A throwaway signing key pair for tests, and a signer for tokens the fake server hands out. */
export async function makeTestLicensing() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  const publicKey = toBase64(await crypto.subtle.exportKey('spki', pair.publicKey));
  const privateKey = await importLicencePrivateKey(
    toBase64(await crypto.subtle.exportKey('pkcs8', pair.privateKey)),
  );
  if (privateKey === undefined) throw new Error('test key did not import');
  const now = Math.floor(Date.now() / 1000);
  const sign = (overrides: Partial<LicenceTokenPayload> = {}) =>
    signLicenceToken(
      {
        iat: now,
        exp: now + 3600,
        plan: 'standard',
        email: 'ada@example.com',
        instanceID: 'inst-1',
        keyLast4: 'WXYZ',
        ...overrides,
      },
      privateKey,
    );
  return { publicKey, sign };
}

export function answerWith(status: number, body: unknown): typeof fetch {
  return () => Promise.resolve(new Response(JSON.stringify(body), { status }));
}
