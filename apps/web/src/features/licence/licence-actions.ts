import {
  readActivationAnswer,
  readVerifyAnswer,
  reopenPopupDelayMilliseconds,
  verifyLicenceToken,
  type ActivationOutcome,
} from '@confab/core/licence';
import type { LicenceTokenPayload } from '@confab/core/protocol';
import { activateLicence, unlinkLicence, verifyLicence, type FetchImplementation } from './licence-client.ts';
import { setLicenceStatus } from './licence-status.ts';
import { readStoredLicence, saveStoredLicence } from './licence-storage.ts';

export interface LicenceActionOptions {
  /** The host config's `licensing.publicKey`: every token is checked against it before it counts. */
  publicKey: string;
  fetchImplementation?: FetchImplementation;
  /** Seconds since the epoch, for the token's expiry. */
  nowSeconds?: () => number;
}

const wallClockSeconds = () => Math.floor(Date.now() / 1000);

async function checkedPayload(
  token: string,
  { publicKey, nowSeconds = wallClockSeconds }: LicenceActionOptions,
): Promise<LicenceTokenPayload | undefined> {
  const check = await verifyLicenceToken(token, publicKey, nowSeconds());
  return check.ok ? check.payload : undefined;
}

/**
 * Spec §4/§5: activates `key` on this device. Success stores the key, instance id and token and makes
 * the licence verified; a grant whose token does not verify against the host's key counts as failed.
 */
export async function activateLicenceKey(
  key: string,
  options: LicenceActionOptions,
): Promise<ActivationOutcome> {
  const outcome = readActivationAnswer(await activateLicence(key.trim(), options.fetchImplementation));
  if (!outcome.ok) return outcome;
  const payload = await checkedPayload(outcome.grant.token, options);
  if (payload === undefined) return { ok: false, failure: { kind: 'failed' } };
  saveStoredLicence({ key: key.trim(), instanceID: outcome.grant.instanceID, token: outcome.grant.token });
  setLicenceStatus({ verified: true, payload });
  return outcome;
}

/** Spec §5: submitting an empty key clears the stored one. */
export function forgetLicenceKey(): void {
  saveStoredLicence(undefined);
  setLicenceStatus({ verified: false });
}

/** Spec §4: unlink frees this device's activation, then forgets the key and instance id. */
export async function unlinkThisDevice(fetchImplementation?: FetchImplementation): Promise<boolean> {
  const stored = readStoredLicence();
  if (stored?.instanceID === undefined) {
    forgetLicenceKey();
    return true;
  }
  if (!(await unlinkLicence(stored.key, stored.instanceID, fetchImplementation))) return false;
  forgetLicenceKey();
  return true;
}

export interface VerifyOptions extends LicenceActionOptions {
  /** Opens the licence popup; called 1 s after a verify answer with limitReached or deviceUnlinked. */
  reopenPopup: () => void;
}

/**
 * Spec §4, once per page load: verifies the stored key with the server. A refusal makes the licence
 * not verified (deviceUnlinked also forgets the key and instance id, and both reopen the popup after
 * 1 s); a server error, 429 or no answer falls back to the stored token if it verifies offline and has
 * not expired.
 */
export async function verifyStoredLicence(options: VerifyOptions): Promise<void> {
  const stored = readStoredLicence();
  if (stored?.instanceID === undefined) {
    setLicenceStatus({ verified: false });
    return;
  }
  const step = readVerifyAnswer(
    await verifyLicence(stored.key, stored.instanceID, options.fetchImplementation),
  );
  if (step.kind === 'refused') {
    if (step.forgetKey) saveStoredLicence(undefined);
    setLicenceStatus({ verified: false });
    if (step.openPopup) window.setTimeout(options.reopenPopup, reopenPopupDelayMilliseconds);
    return;
  }
  const token = step.kind === 'verified' ? step.grant.token : stored.token;
  const payload = token === undefined ? undefined : await checkedPayload(token, options);
  if (payload !== undefined && step.kind === 'verified') {
    saveStoredLicence({ key: stored.key, instanceID: step.grant.instanceID, token: step.grant.token });
  }
  setLicenceStatus(payload === undefined ? { verified: false } : { verified: true, payload });
}
