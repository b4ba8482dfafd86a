import { useState } from 'react';
import { Button } from '@confab/ui';
import { useStorage } from '../../../storage/app-storage.tsx';
import { useLiveQuery } from '../../../storage/use-live-query.ts';
import { readPluginOAuthClient } from '../plugin-oauth-client.ts';
import { oauthClientSettingNames } from '../oauth-client-settings.ts';
import { pluginAccessToken } from '../plugin-access-token.ts';
import { PluginAuthPanel } from '../plugin-auth-panel.tsx';

/**
 * The panel for one installed plugin, and a button that asks for its access token as a plugin
 * runtime would (refreshing it when it is about to expire). Test-only: its text is not translated.
 */
export function PluginAuthHarness({ pluginID }: { pluginID: string }) {
  const storage = useStorage();
  const [accessToken, setAccessToken] = useState<string>('');
  const { value: plugin, loaded } = useLiveQuery(
    () => ({
      read: (source) => source.plugins.get(pluginID),
      watches: (change) => change.table === 'plugins',
    }),
    [pluginID],
  );
  if (!loaded) return null;
  if (!plugin) return <p>No plugin {pluginID}</p>;

  const askForToken = async (): Promise<void> => {
    const client = await readPluginOAuthClient(storage, plugin.id);
    const userSettings = new Map([
      [oauthClientSettingNames.clientID, client.clientID],
      [oauthClientSettingNames.clientSecret, client.clientSecret],
    ]);
    setAccessToken((await pluginAccessToken(plugin, { storage, userSettings })) ?? 'none');
  };

  return (
    <main style={{ padding: '1rem' }}>
      <h1>{plugin.title}</h1>
      <PluginAuthPanel plugin={plugin} />
      <p>
        <Button onClick={() => void askForToken()}>Get access token</Button>{' '}
        <output aria-label="Access token">{accessToken}</output>
      </p>
    </main>
  );
}
