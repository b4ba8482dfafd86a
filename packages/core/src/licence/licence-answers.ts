import { licenceGrantSchema, licenceRefusalSchema, type LicenceGrant } from '../protocol/index.ts';

/** How a request to the licence server ended: its status and JSON body, or no answer at all. */
export type LicenceAnswer = { status: number; body: unknown } | { status: 'network' };

/** Spec §8: why an activation failed, each with its own message in the popup. */
export type ActivationFailure =
  | { kind: 'server' }
  | { kind: 'deviceUnlinked'; userMessage?: string }
  | { kind: 'limitReached'; activationLimit?: number; activationUsage?: number }
  | { kind: 'refused'; userMessage?: string }
  | { kind: 'failed' };

export type ActivationOutcome = { ok: true; grant: LicenceGrant } | { ok: false; failure: ActivationFailure };

function refusal(body: unknown) {
  const parsed = licenceRefusalSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/** Spec §7/§8: 500+ generic; 4xx by its flags or userMessage; a 2xx needs instanceID and token. */
export function readActivationAnswer(answer: LicenceAnswer): ActivationOutcome {
  if (answer.status === 'network') return { ok: false, failure: { kind: 'failed' } };
  if (answer.status >= 500) return { ok: false, failure: { kind: 'server' } };
  if (answer.status >= 400) {
    const body = refusal(answer.body);
    if (body?.limitReached) {
      return {
        ok: false,
        failure: {
          kind: 'limitReached',
          ...(body.activationLimit === undefined ? {} : { activationLimit: body.activationLimit }),
          ...(body.activationUsage === undefined ? {} : { activationUsage: body.activationUsage }),
        },
      };
    }
    const userMessage = body?.userMessage.trim() ? { userMessage: body.userMessage } : {};
    if (body?.deviceUnlinked) return { ok: false, failure: { kind: 'deviceUnlinked', ...userMessage } };
    return { ok: false, failure: { kind: 'refused', ...userMessage } };
  }
  const grant = licenceGrantSchema.safeParse(answer.body);
  return grant.success ? { ok: true, grant: grant.data } : { ok: false, failure: { kind: 'failed' } };
}

/**
 * Spec §4, what a verify answer means for the device: a fresh grant verifies; limitReached or
 * deviceUnlinked make it not verified and reopen the licence popup (deviceUnlinked also forgets the
 * key and instance id); another refusal (a revoked or unknown key) is not verified; a server error,
 * 429 or no answer falls back to the stored token, checked offline.
 */
export type VerificationStep =
  | { kind: 'verified'; grant: LicenceGrant }
  | { kind: 'refused'; openPopup: boolean; forgetKey: boolean }
  | { kind: 'useStoredToken' };

export function readVerifyAnswer(answer: LicenceAnswer): VerificationStep {
  if (answer.status === 'network' || answer.status >= 500 || answer.status === 429) {
    return { kind: 'useStoredToken' };
  }
  if (answer.status >= 400) {
    const body = refusal(answer.body);
    const deviceUnlinked = body?.deviceUnlinked === true;
    return {
      kind: 'refused',
      openPopup: deviceUnlinked || body?.limitReached === true,
      forgetKey: deviceUnlinked,
    };
  }
  const grant = licenceGrantSchema.safeParse(answer.body);
  return grant.success ? { kind: 'verified', grant: grant.data } : { kind: 'useStoredToken' };
}

/** Spec §4: the popup reopens 1 s after a verify answer with limitReached or deviceUnlinked. */
export const reopenPopupDelayMilliseconds = 1000;
