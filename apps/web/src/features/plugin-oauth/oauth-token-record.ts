import type { StoragePort } from '@confab/core';
import * as z from 'zod/mini';
import { tokenRecordKey } from './oauth-storage-keys.ts';

const tokenText = z.string().check(z.minLength(1), z.maxLength(16_384));
const seconds = z.number().check(z.nonnegative());

/** A plugin's OAuth tokens (spec §3), stored per plugin uuid. Times and lifetimes in seconds. */
export const pluginOAuthTokenSchema = z.object({
  accessToken: tokenText,
  refreshToken: z.optional(tokenText),
  /** Lifetime of the access token from `createdAtUnixTime`; absent when the server gave none. */
  expiresIn: z.optional(seconds),
  createdAtUnixTime: seconds,
  refreshTokenExpiresIn: z.optional(seconds),
});

export type PluginOAuthToken = z.infer<typeof pluginOAuthTokenSchema>;

export type PluginOAuthStatus = 'not-connected' | 'connected' | 'expired';

export async function readPluginOAuthToken(
  storage: StoragePort,
  pluginUUID: string,
): Promise<PluginOAuthToken | undefined> {
  const parsed = pluginOAuthTokenSchema.safeParse(
    (await storage.settings.get(tokenRecordKey(pluginUUID)))?.value,
  );
  return parsed.success ? parsed.data : undefined;
}

export async function savePluginOAuthToken(
  storage: StoragePort,
  pluginUUID: string,
  token: PluginOAuthToken,
): Promise<void> {
  await storage.settings.set({
    key: tokenRecordKey(pluginUUID),
    value: token,
    updatedAt: Date.now(),
    syncedAt: null,
  });
}

/** Disconnect: the tokens are forgotten on this device. */
export async function deletePluginOAuthToken(storage: StoragePort, pluginUUID: string): Promise<void> {
  await storage.settings.delete(tokenRecordKey(pluginUUID));
}

/** When the access token stops working, in ms; Infinity when the server gave no lifetime. */
export function accessTokenExpiresAt(token: PluginOAuthToken): number {
  return token.expiresIn === undefined ? Infinity : (token.createdAtUnixTime + token.expiresIn) * 1000;
}

/** Whether a refresh may still work: a refresh token that has not outlived its stated lifetime. */
export function canRefresh(token: PluginOAuthToken, now: number): boolean {
  if (token.refreshToken === undefined) return false;
  if (token.refreshTokenExpiresIn === undefined || token.refreshTokenExpiresIn === 0) return true;
  return now < (token.createdAtUnixTime + token.refreshTokenExpiresIn) * 1000;
}

/** Connected while the access token works or can be refreshed; expired once neither holds. */
export function pluginOAuthStatus(token: PluginOAuthToken | undefined, now: number): PluginOAuthStatus {
  if (!token) return 'not-connected';
  return now < accessTokenExpiresAt(token) || canRefresh(token, now) ? 'connected' : 'expired';
}
