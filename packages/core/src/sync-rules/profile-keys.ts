import { isLockedKeyValue as isLockedKey } from './sync-categories.ts';

function assignedKeysOf(data: unknown): Record<string, unknown> | undefined {
  if (typeof data !== 'object' || data === null || !Object.hasOwn(data, 'assignedAPIKey')) return undefined;
  const assigned = (data as { assignedAPIKey?: unknown }).assignedAPIKey;
  return typeof assigned === 'object' && assigned !== null
    ? (assigned as Record<string, unknown>)
    : undefined;
}

/**
 * A profile as it may leave the device: its assigned keys travel only when locked with the
 * user's password and the API keys category is on; a plain key never does (agents spec §4).
 */
export function profileForSync<Data extends object>(data: Data, apiKeysSynced: boolean): Data {
  const assigned = assignedKeysOf(data);
  if (!assigned) return data;
  const kept = apiKeysSynced
    ? Object.fromEntries(Object.entries(assigned).filter(([, value]) => isLockedKey(value)))
    : {};
  const { assignedAPIKey: _assigned, ...rest } = data as Data & { assignedAPIKey?: unknown };
  return (Object.keys(kept).length > 0 ? { ...rest, assignedAPIKey: kept } : rest) as Data;
}

/** True when a profile carries a key that is not locked: the server refuses to store it. */
export function profileCarriesPlainKey(data: unknown): boolean {
  const assigned = assignedKeysOf(data);
  return (
    assigned !== undefined &&
    Object.values(assigned).some((value) => value !== undefined && value !== '' && !isLockedKey(value))
  );
}

/**
 * A profile arriving from another device keeps this device's own keys where the arriving version
 * has none: plain keys never travel, so their absence there says nothing about this device's.
 */
export function withLocalProfileKeys<Data extends object>(incoming: Data, local: unknown): Data {
  const localKeys = assignedKeysOf(local);
  if (!localKeys || Object.keys(localKeys).length === 0) return incoming;
  return { ...incoming, assignedAPIKey: { ...localKeys, ...assignedKeysOf(incoming) } };
}
