import * as z from 'zod/mini';
import type { HostConfig } from '@confab/core';

/** Spec §9: the expiry warning shows when less than this is left on the server's licence token. */
export const licenceWarningMilliseconds = 3 * 24 * 60 * 60 * 1000;

const payloadSchema = z.object({ exp: z.number() });

export type ServerLicenceState =
  { kind: 'none' } | { kind: 'valid' } | { kind: 'expiring'; daysLeft: number } | { kind: 'expired' };

function decodeBase64URL(text: string): string | undefined {
  try {
    const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (character) =>
      character.charCodeAt(0),
    );
    return new TextDecoder().decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * When the host's licence token ends (ms since the epoch), read from its payload (the base64url
 * JSON before the dot, protocol/licence.ts). The signature is not checked: this only decides
 * whether to tell people the licence has run out, and the server enforces the licence itself.
 */
export function licenceTokenExpiry(token: string | undefined): number | undefined {
  const payloadPart = token?.split('.')[0];
  if (payloadPart === undefined || payloadPart === '') return undefined;
  const json = decodeBase64URL(payloadPart);
  if (json === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const payload = z.safeParse(payloadSchema, parsed);
  return payload.success ? payload.data.exp * 1000 : undefined;
}

/** Where the host's server licence stands at `now`: nothing to say, expiring soon, or expired. */
export function serverLicenceState(hostConfig: HostConfig, now: number): ServerLicenceState {
  const expiry = licenceTokenExpiry(hostConfig.licenseToken);
  if (expiry === undefined) return { kind: 'none' };
  const left = expiry - now;
  if (left <= 0) return { kind: 'expired' };
  if (left < licenceWarningMilliseconds) {
    return { kind: 'expiring', daysLeft: Math.max(1, Math.ceil(left / (24 * 60 * 60 * 1000))) };
  }
  return { kind: 'valid' };
}
