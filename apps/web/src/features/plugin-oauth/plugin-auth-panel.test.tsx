import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { pluginSecretKey, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { readPluginOAuthToken, savePluginOAuthToken } from './oauth-token-record.ts';
import { oauthTestPlugin } from './oauth-test-plugin.ts';
import { PluginAuthPanel } from './plugin-auth-panel.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const plugin = oauthTestPlugin({
  authorizationURL: 'https://auth.example/authorize?audience=calendar',
  tokenURL: 'https://auth.example/token',
  contentType: 'json',
  scopes: 'calendar.read offline',
  accessType: 'offline',
});

function renderPanel(storage: StoragePort) {
  return render(
    <StorageProvider storage={storage}>
      <IntlRoot locale="en">
        <PluginAuthPanel plugin={plugin} />
      </IntlRoot>
    </StorageProvider>,
  );
}

describe('PluginAuthPanel', () => {
  it('stores the client in the plugin settings (the secret as a key) and opens the authorization request in a popup', async () => {
    const storage = createMemoryStorage();
    const popup = { opener: {} as unknown, location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderPanel(storage);
    expect(await screen.findByText('Not connected')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Enter the client ID first.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Client ID'), { target: { value: 'my-client' } });
    fireEvent.change(screen.getByLabelText('Client secret'), { target: { value: 'my-secret' } });
    await waitFor(async () => {
      expect((await storage.settings.get(settingKeys.userPluginSettings))?.value).toEqual({
        'plugin-1': { PLUGIN_OAUTH_CLIENT_ID: 'my-client' },
      });
    });
    // The secret is kept like an API key, apart from the plain settings.
    await waitFor(async () => {
      expect(
        (await storage.settings.get(pluginSecretKey('plugin-1', 'PLUGIN_OAUTH_CLIENT_SECRET')))?.value,
      ).toBe('my-secret');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => {
      expect(popup.location.href).not.toBe('');
    });
    expect(popup.opener).toBeNull();
    const url = new URL(popup.location.href);
    expect(url.origin + url.pathname).toBe('https://auth.example/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      audience: 'calendar',
      response_type: 'code',
      client_id: 'my-client',
      redirect_uri: `${window.location.origin}/plugin-oauth/callback`,
      scope: 'calendar.read offline',
      code_challenge_method: 'S256',
      access_type: 'offline',
    });
    const state = url.searchParams.get('state') ?? '';
    const pending = (await storage.settings.get(`sync.pluginOAuth.pending.${state}`))?.value;
    expect(pending).toMatchObject({ pluginUUID: 'uuid-1', state });
  });

  it('shows a stored connection, an expired one, and forgets it on Disconnect', async () => {
    const storage = createMemoryStorage();
    const nowSeconds = Math.floor(Date.now() / 1000);
    await savePluginOAuthToken(storage, plugin.uuid, {
      accessToken: 'old',
      expiresIn: 60,
      createdAtUnixTime: nowSeconds - 120,
    });
    renderPanel(storage);
    expect(await screen.findByText('The connection has expired. Connect again.')).toBeTruthy();
    await savePluginOAuthToken(storage, plugin.uuid, {
      accessToken: 'new',
      expiresIn: 3600,
      createdAtUnixTime: nowSeconds,
    });
    expect(await screen.findByText('Connected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Not connected')).toBeTruthy();
    expect(await readPluginOAuthToken(storage, plugin.uuid)).toBeUndefined();
  });
});
