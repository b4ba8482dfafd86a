/**
 * Where OAuth state lives in the settings table. Both prefixes start with `sync.`, which marks a
 * setting device-local: it never syncs (`settingSyncCategory`) and no export section names it, so a
 * plugin's tokens stay on the device that connected it.
 */
export const pendingAuthorizationKeyPrefix = 'sync.pluginOAuth.pending.';
export const tokenRecordKeyPrefix = 'sync.pluginOAuth.token.';

export function pendingAuthorizationKey(state: string): string {
  return `${pendingAuthorizationKeyPrefix}${state}`;
}

export function tokenRecordKey(pluginUUID: string): string {
  return `${tokenRecordKeyPrefix}${pluginUUID}`;
}
