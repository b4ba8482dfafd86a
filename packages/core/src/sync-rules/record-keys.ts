import {
  customModelCarriesPlainKey,
  customModelForSync,
  withLocalCustomModelKey,
} from './custom-model-keys.ts';
import { pluginSettingsForSync, withLocalPluginSecrets } from './plugin-setting-secrets.ts';
import { profileCarriesPlainKey, profileForSync, withLocalProfileKeys } from './profile-keys.ts';
import type { SyncRecordKind } from './sync-categories.ts';

/**
 * The records that hold API keys besides the key settings: profiles (their assigned keys), custom
 * models (their own key) and the plugin settings (secret-named values, which never travel there). One dispatch, so the push filter, the server check and the pull
 * merge cannot disagree about which kinds carry keys.
 */

/** The record's data as it may be pushed: only locked keys, and only with the API keys category on. */
export function withSyncableKeys<Data extends object>(
  kind: SyncRecordKind,
  data: Data,
  apiKeysSynced: boolean,
): Data {
  if (kind === 'profile') return profileForSync(data, apiKeysSynced);
  if (kind === 'customModel') return customModelForSync(data, apiKeysSynced);
  if (kind === 'setting') return pluginSettingsForSync(data);
  return data;
}

/** True when a pushed record carries a plain key: the server refuses it. */
export function carriesPlainKey(kind: SyncRecordKind, data: unknown): boolean {
  if (kind === 'profile') return profileCarriesPlainKey(data);
  if (kind === 'customModel') return customModelCarriesPlainKey(data);
  return false;
}

/** An arriving record with this device's own keys kept where the arriving version has none. */
export function withLocalKeys<Data extends object>(
  kind: SyncRecordKind,
  incoming: Data,
  local: unknown,
): Data {
  if (kind === 'profile') return withLocalProfileKeys(incoming, local);
  if (kind === 'customModel') return withLocalCustomModelKey(incoming, local);
  if (kind === 'setting') return withLocalPluginSecrets(incoming, local);
  return incoming;
}
