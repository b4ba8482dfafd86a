import * as z from 'zod/mini';
import {
  licenceTokenPayloadSchema,
  licenceTokenSignature,
  type LicenceTokenPayload,
} from '../protocol/index.ts';
import { fromBase64, fromBase64Url, toBase64Url } from './licence-token-encoding.ts';

/** WebCrypto's key type, named through the API because core's type libraries have no DOM. */
export type LicenceCryptoKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

const algorithm = { name: licenceTokenSignature.name, namedCurve: licenceTokenSignature.namedCurve };
const signing = { name: licenceTokenSignature.name, hash: licenceTokenSignature.hash };

/**
 * Why a token was refused: `malformed` (not two base64url parts of a JSON payload of the right
 * shape), `badSignature` (not signed by this host's key, or changed after signing; also a public key
 * that cannot be read), `expired` (its `exp` is not after now).
 */
export type LicenceTokenRefusal = 'malformed' | 'badSignature' | 'expired';

export type LicenceTokenCheck =
  { ok: true; payload: LicenceTokenPayload } | { ok: false; reason: LicenceTokenRefusal };

/** The verifying key from the host config's `licensing.publicKey` (base64 SPKI); undefined when unreadable. */
export async function importLicencePublicKey(publicKeySpki: string): Promise<LicenceCryptoKey | undefined> {
  const bytes = fromBase64(publicKeySpki);
  if (bytes === undefined) return undefined;
  try {
    return await crypto.subtle.importKey('spki', bytes, algorithm, false, ['verify']);
  } catch {
    return undefined;
  }
}

/** The signing key from LICENCE_SIGNING_KEY (base64 PKCS8); undefined when unreadable. */
export async function importLicencePrivateKey(
  privateKeyPkcs8: string,
): Promise<LicenceCryptoKey | undefined> {
  const bytes = fromBase64(privateKeyPkcs8);
  if (bytes === undefined) return undefined;
  try {
    return await crypto.subtle.importKey('pkcs8', bytes, algorithm, false, ['sign']);
  } catch {
    return undefined;
  }
}

/** `base64url(JSON payload) + "." + base64url(raw r||s signature over the first part)`. */
export async function signLicenceToken(
  payload: LicenceTokenPayload,
  privateKey: LicenceCryptoKey,
): Promise<string> {
  const body = toBase64Url(new TextEncoder().encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign(signing, privateKey, new TextEncoder().encode(body));
  return `${body}.${toBase64Url(new Uint8Array(signature))}`;
}

function readPayload(body: string): LicenceTokenPayload | undefined {
  const bytes = fromBase64Url(body);
  if (bytes === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
  const checked = z.safeParse(licenceTokenPayloadSchema, parsed);
  return checked.success ? checked.data : undefined;
}

/**
 * Checks a token offline: the signature first (a forged payload is never read as true), then that
 * it has not expired at `nowSeconds`. The public key may be given as base64 SPKI or already imported.
 */
export async function verifyLicenceToken(
  token: string,
  publicKey: string | LicenceCryptoKey,
  nowSeconds: number,
): Promise<LicenceTokenCheck> {
  const parts = token.split('.');
  const [body, signatureText] = parts;
  if (parts.length !== 2 || body === undefined || signatureText === undefined) {
    return { ok: false, reason: 'malformed' };
  }
  const payload = readPayload(body);
  const signature = fromBase64Url(signatureText);
  if (payload === undefined || signature === undefined) return { ok: false, reason: 'malformed' };
  const key = typeof publicKey === 'string' ? await importLicencePublicKey(publicKey) : publicKey;
  if (key === undefined) return { ok: false, reason: 'badSignature' };
  let valid: boolean;
  try {
    valid = await crypto.subtle.verify(signing, key, signature, new TextEncoder().encode(body));
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'badSignature' };
  if (!(payload.exp > nowSeconds)) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}
