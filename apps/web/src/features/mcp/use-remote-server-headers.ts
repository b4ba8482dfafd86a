import { useCallback, useMemo } from 'react';
import * as z from 'zod/mini';
import { openedKey, useKeyVaultState, useVaultActions } from '../key-vault/index.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { readRemoteServerHeaders, type RequestHeader } from './remote-server-headers.ts';

export interface RemoteServerHeadersState {
  /** Headers by server name; empty while they are locked. */
  byServer: ReadonlyMap<string, readonly RequestHeader[]>;
  /** Saved, but locked with the key vault's password and not unlocked in this tab. */
  locked: boolean;
  loaded: boolean;
  /** Sets (or, with none, removes) one server's headers. Refused while they are locked. */
  save: (serverID: string, headers: readonly RequestHeader[]) => Promise<void>;
}

const storedSchema = z.string().check(z.maxLength(1_000_000));

/**
 * Remote MCP servers' request headers often carry a key, so they are kept like one: one JSON text
 * under `apiKeys.mcpRemoteHeaders`, locked with the vault's password when there is one (and then
 * synced), plain and on this device only when there is none; never exported.
 */
export function useRemoteServerHeaders(): RemoteServerHeadersState {
  const { opened } = useKeyVaultState();
  const { seal } = useVaultActions();
  const stored = useSetting(settingKeys.mcpRemoteHeaders, storedSchema, '', { optimistic: false });
  const { key, locked } = openedKey(stored.value, opened);
  const byServer = useMemo(() => readRemoteServerHeaders(key), [key]);
  const saveStored = stored.save;
  const save = useCallback(
    async (serverID: string, headers: readonly RequestHeader[]) => {
      if (locked) throw new Error('The request headers are locked');
      const next = new Map(byServer);
      if (headers.length === 0) next.delete(serverID);
      else next.set(serverID, headers);
      await saveStored(next.size === 0 ? '' : await seal(JSON.stringify(Object.fromEntries(next))));
    },
    [byServer, locked, saveStored, seal],
  );
  return { byServer, locked, loaded: stored.loaded, save };
}
