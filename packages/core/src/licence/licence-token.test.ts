import { describe, expect, it } from 'vitest';
import type { LicenceTokenPayload } from '../protocol/index.ts';
import { toBase64Url } from './licence-token-encoding.ts';
import { importLicencePrivateKey, signLicenceToken, verifyLicenceToken } from './licence-token.ts';

const payload: LicenceTokenPayload = {
  iat: 1_000,
  exp: 2_000,
  plan: 'standard',
  email: 'ada@example.com',
  instanceID: 'instance-1',
  keyLast4: 'AB12',
};

async function keyPair() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  return { publicKey: base64(spki), privateKey: base64(pkcs8), signingKey: pair.privateKey };
}

describe('licence tokens', () => {
  it('verifies a token signed with the matching key before it expires', async () => {
    const keys = await keyPair();
    const token = await signLicenceToken(payload, keys.signingKey);
    expect(await verifyLicenceToken(token, keys.publicKey, 1_999)).toEqual({ ok: true, payload });
  });

  it('signs the same way with a key read from base64 PKCS8', async () => {
    const keys = await keyPair();
    const imported = await importLicencePrivateKey(keys.privateKey);
    if (imported === undefined) throw new Error('The generated key was not read.');
    const token = await signLicenceToken(payload, imported);
    expect((await verifyLicenceToken(token, keys.publicKey, 1_500)).ok).toBe(true);
  });

  it('refuses an expired token, at and after exp', async () => {
    const keys = await keyPair();
    const token = await signLicenceToken(payload, keys.signingKey);
    expect(await verifyLicenceToken(token, keys.publicKey, 2_000)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyLicenceToken(token, keys.publicKey, 9_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a tampered payload even when the new payload is well formed', async () => {
    const keys = await keyPair();
    const token = await signLicenceToken(payload, keys.signingKey);
    const [, signature] = token.split('.');
    const forged = toBase64Url(new TextEncoder().encode(JSON.stringify({ ...payload, plan: 'premium' })));
    expect(await verifyLicenceToken(`${forged}.${signature ?? ''}`, keys.publicKey, 1_500)).toEqual({
      ok: false,
      reason: 'badSignature',
    });
  });

  it('refuses a token signed by another key', async () => {
    const signer = await keyPair();
    const other = await keyPair();
    const token = await signLicenceToken(payload, signer.signingKey);
    expect(await verifyLicenceToken(token, other.publicKey, 1_500)).toEqual({
      ok: false,
      reason: 'badSignature',
    });
  });

  it('refuses malformed tokens and unreadable public keys', async () => {
    const keys = await keyPair();
    const token = await signLicenceToken(payload, keys.signingKey);
    for (const bad of ['', 'one-part', `${token}.extra`, 'a$b.c', `${toBase64Url(new Uint8Array([1]))}.AA`]) {
      expect(await verifyLicenceToken(bad, keys.publicKey, 1_500)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
    expect(await verifyLicenceToken(token, 'not a key', 1_500)).toEqual({
      ok: false,
      reason: 'badSignature',
    });
  });
});
