import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { readPluginOAuthToken } from './oauth-token-record.ts';
import { installOAuthTestPlugin, oauthTestPlugin } from './oauth-test-plugin.ts';
import { savePendingAuthorization } from './pending-authorizations.ts';
import { PluginOAuthCallbackPage } from './plugin-oauth-callback-page.tsx';

const startAddress = window.location.href;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', startAddress);
});

function renderPage(storage: StoragePort) {
  render(
    <StrictMode>
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">
          <PluginOAuthCallbackPage />
        </IntlRoot>
      </StorageProvider>
    </StrictMode>,
  );
}

describe('PluginOAuthCallbackPage', () => {
  it('exchanges the code once under StrictMode, stores the tokens and clears the address', async () => {
    const storage = createMemoryStorage();
    const plugin = oauthTestPlugin({ tokenURL: 'https://auth.example/token', contentType: 'json' });
    await installOAuthTestPlugin(storage, plugin, { clientID: 'client', clientSecret: 'secret' });
    const state = 'callback-state-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    await savePendingAuthorization(storage, {
      state,
      codeVerifier: 'verifier',
      pluginUUID: plugin.uuid,
      redirectURI: 'http://localhost/plugin-oauth/callback',
      createdAt: Date.now(),
    });
    const tokenFetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ access_token: 'fresh', expires_in: 3600 }), { status: 200 }),
      ),
    );
    vi.stubGlobal('fetch', tokenFetch);
    window.history.replaceState(null, '', `/plugin-oauth/callback?code=the-code&state=${state}`);

    renderPage(storage);
    expect(await screen.findByRole('heading', { name: 'Plugin connected' })).toBeTruthy();
    expect(tokenFetch).toHaveBeenCalledTimes(1);
    expect((await readPluginOAuthToken(storage, plugin.uuid))?.accessToken).toBe('fresh');
    expect(window.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('shows the failure heading and "Plugin not found: {uuid}"', async () => {
    const storage = createMemoryStorage();
    const state = 'callback-state-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
    await savePendingAuthorization(storage, {
      state,
      codeVerifier: 'verifier',
      pluginUUID: 'uuid-removed',
      redirectURI: 'http://localhost/plugin-oauth/callback',
      createdAt: Date.now(),
    });
    window.history.replaceState(null, '', `/plugin-oauth/callback?code=the-code&state=${state}`);
    renderPage(storage);
    expect(await screen.findByRole('heading', { name: 'Connection failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Plugin not found: uuid-removed');
  });
});
