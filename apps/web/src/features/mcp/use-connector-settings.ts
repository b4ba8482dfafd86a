import { useCallback } from 'react';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import type { ConnectorConnection } from './connector-client.ts';
import { connectorTokenSchema, storedConnectorDetailsSchema, type ConnectorDetails } from './mcp-settings.ts';

export interface ConnectorSettings {
  details: ConnectorDetails | null;
  /** The saved connector with its token, when both are stored on this device. */
  connection: ConnectorConnection | undefined;
  loaded: boolean;
  save: (details: ConnectorDetails, token: string) => Promise<void>;
  remove: () => Promise<void>;
}

/** The saved connector: details sync with plugin settings, the token stays on this device. */
export function useConnectorSettings(): ConnectorSettings {
  const details = useSetting(settingKeys.mcpConnector, storedConnectorDetailsSchema, null, {
    optimistic: false,
  });
  const token = useSetting(settingKeys.mcpConnectorToken, connectorTokenSchema, '', { optimistic: false });
  const saveDetails = details.save;
  const saveToken = token.save;
  const save = useCallback(
    async (next: ConnectorDetails, nextToken: string) => {
      await saveToken(nextToken);
      await saveDetails(next);
    },
    [saveDetails, saveToken],
  );
  const remove = useCallback(async () => {
    await saveDetails(null);
    await saveToken('');
  }, [saveDetails, saveToken]);
  const connection =
    details.value && token.value ? { url: details.value.url, token: token.value } : undefined;
  return { details: details.value, connection, loaded: details.loaded && token.loaded, save, remove };
}
