import type { Plugin } from '@confab/core';
import { useLiveQuery } from '../../storage/use-live-query.ts';
import { tokenRecordKey } from './oauth-storage-keys.ts';
import { readPluginOAuthToken, type PluginOAuthToken } from './oauth-token-record.ts';

/**
 * A plugin's token record, kept live: the callback page (a popup, or another tab) writes it, and
 * the store's cross-tab change events bring it here.
 */
export function usePluginOAuthToken(plugin: Plugin): {
  token: PluginOAuthToken | undefined;
  loaded: boolean;
} {
  const key = tokenRecordKey(plugin.uuid);
  const { value, loaded } = useLiveQuery(
    () => ({
      read: async (storage) => ({ token: await readPluginOAuthToken(storage, plugin.uuid) }),
      watches: (change) => change.table === 'settings' && change.ids.includes(key),
    }),
    [plugin.uuid, key],
  );
  return { token: value?.token, loaded };
}
