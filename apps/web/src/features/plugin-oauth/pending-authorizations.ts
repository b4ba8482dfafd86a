import type { StoragePort } from '@confab/core';
import * as z from 'zod/mini';
import { pendingAuthorizationKey, pendingAuthorizationKeyPrefix } from './oauth-storage-keys.ts';

/** A connection started but not yet called back is good for ten minutes. */
export const pendingAuthorizationLifetimeMs = 10 * 60 * 1000;

const boundedText = z.string().check(z.minLength(1), z.maxLength(2048));

const pendingAuthorizationSchema = z.object({
  state: boundedText,
  codeVerifier: boundedText,
  pluginUUID: boundedText,
  redirectURI: boundedText,
  createdAt: z.number(),
});

export type PendingAuthorization = z.infer<typeof pendingAuthorizationSchema>;

/** The states this app writes: 43 base64url characters. Anything else in a URL matches nothing. */
const statePattern = /^[\w-]{16,128}$/;

export async function savePendingAuthorization(
  storage: StoragePort,
  pending: PendingAuthorization,
): Promise<void> {
  await storage.settings.set({
    key: pendingAuthorizationKey(pending.state),
    value: pending,
    updatedAt: pending.createdAt,
    syncedAt: null,
  });
}

/**
 * The pending authorization a callback's `state` names, removed so a state is used once. Undefined
 * when the state is unknown, malformed, already used or older than the lifetime.
 */
export async function takePendingAuthorization(
  storage: StoragePort,
  state: string,
  now: number,
): Promise<PendingAuthorization | undefined> {
  if (!statePattern.test(state)) return undefined;
  const key = pendingAuthorizationKey(state);
  const stored = await storage.settings.get(key);
  if (!stored) return undefined;
  await storage.settings.delete(key);
  const parsed = pendingAuthorizationSchema.safeParse(stored.value);
  if (!parsed.success || parsed.data.state !== state) return undefined;
  return isExpired(parsed.data, now) ? undefined : parsed.data;
}

/** Removes pending authorizations nobody came back for, so abandoned popups leave nothing behind. */
export async function forgetExpiredAuthorizations(storage: StoragePort, now: number): Promise<void> {
  const stale = (await storage.settings.all()).filter((setting) => {
    if (!setting.key.startsWith(pendingAuthorizationKeyPrefix)) return false;
    const parsed = pendingAuthorizationSchema.safeParse(setting.value);
    return !parsed.success || isExpired(parsed.data, now);
  });
  for (const setting of stale) await storage.settings.delete(setting.key);
}

function isExpired(pending: PendingAuthorization, now: number): boolean {
  return now - pending.createdAt > pendingAuthorizationLifetimeMs || pending.createdAt > now;
}
