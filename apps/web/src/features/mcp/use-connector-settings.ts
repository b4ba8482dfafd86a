import { useCallback } from 'react';
import { openedKey, useKeyVaultState, useVaultActions } from '../key-vault/index.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import type { ConnectorConnection } from './connector-client.ts';
import { connectorTokenSchema, storedConnectorDetailsSchema, type ConnectorDetails } from '@confab/core';

export interface ConnectorSettings {
  details: ConnectorDetails | null;
  /** The saved connector with its token, when both are on this device and the token is open. */
  connection: ConnectorConnection | undefined;
  /** A token is saved but locked with the key vault's password, not yet unlocked in this tab. */
  tokenLocked: boolean;
  loaded: boolean;
  save: (details: ConnectorDetails, token: string) => Promise<void>;
  remove: () => Promise<void>;
}

/**
 * The saved connector: details sync with plugin settings; the token is kept like an API key
 * (`apiKeys.mcpConnector`): locked with the vault's password when there is one, and then synced, plain
 * and on this device only when there is none.
 */
export function useConnectorSettings(): ConnectorSettings {
  const { opened } = useKeyVaultState();
  const { seal } = useVaultActions();
  const details = useSetting(settingKeys.mcpConnector, storedConnectorDetailsSchema, null, {
    optimistic: false,
  });
  const token = useSetting(settingKeys.mcpConnectorToken, connectorTokenSchema, '', { optimistic: false });
  const legacyToken = useSetting(settingKeys.legacyMcpConnectorToken, connectorTokenSchema, '', {
    optimistic: false,
  });
  const saveDetails = details.save;
  const saveToken = token.save;
  const saveLegacyToken = legacyToken.save;
  const save = useCallback(
    async (next: ConnectorDetails, nextToken: string) => {
      await saveToken(await seal(nextToken));
      await saveLegacyToken('');
      await saveDetails(next);
    },
    [saveDetails, saveToken, saveLegacyToken, seal],
  );
  const remove = useCallback(async () => {
    await saveDetails(null);
    await saveToken('');
    await saveLegacyToken('');
  }, [saveDetails, saveToken, saveLegacyToken]);
  const stored = token.value === '' ? legacyToken.value : token.value;
  const { key, locked } = openedKey(stored, opened);
  const connection = details.value && key ? { url: details.value.url, token: key } : undefined;
  return {
    details: details.value,
    connection,
    tokenLocked: locked,
    loaded: details.loaded && token.loaded && legacyToken.loaded,
    save,
    remove,
  };
}
