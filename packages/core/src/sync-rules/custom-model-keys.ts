import { isLockedKeyValue } from './sync-categories.ts';

function apiKeyOf(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !Object.hasOwn(data, 'apiKey')) return undefined;
  return (data as { apiKey?: unknown }).apiKey;
}

/**
 * A custom model as it may leave the device: its API key travels only when locked with the user's
 * password and the API keys category is on; a plain key never does (agents spec §4). Custom headers
 * travel as typed: a credential put there is not the vault's to protect (docs/key-vault.md).
 */
export function customModelForSync<Data extends object>(data: Data, apiKeysSynced: boolean): Data {
  const apiKey = apiKeyOf(data);
  if (apiKey === undefined || (apiKeysSynced && isLockedKeyValue(apiKey))) return data;
  const { apiKey: _apiKey, ...rest } = data as Data & { apiKey?: unknown };
  return rest as Data;
}

/** True when a custom model carries a key that is not locked: the server refuses to store it. */
export function customModelCarriesPlainKey(data: unknown): boolean {
  const apiKey = apiKeyOf(data);
  return apiKey !== undefined && apiKey !== '' && !isLockedKeyValue(apiKey);
}

/**
 * A custom model arriving from another device keeps this device's own key where the arriving
 * version has none: plain keys never travel, so their absence there says nothing about this device's.
 */
export function withLocalCustomModelKey<Data extends object>(incoming: Data, local: unknown): Data {
  const localKey = apiKeyOf(local);
  const incomingKey = apiKeyOf(incoming);
  if (typeof localKey !== 'string' || localKey === '' || (incomingKey !== undefined && incomingKey !== ''))
    return incoming;
  return { ...incoming, apiKey: localKey };
}
