// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { connectPlugin } from './connect-plugin.ts';
import { installOAuthTestPlugin, oauthTestPlugin } from './oauth-test-plugin.ts';

const plugin = oauthTestPlugin({
  authorizationURL: 'https://auth.example/authorize',
  tokenURL: 'https://auth.example/token',
  contentType: 'json',
});

function fakeWindow(popup: unknown) {
  const assign = vi.fn<(address: string) => void>();
  return {
    assign,
    open: vi.fn(() => popup as Window | null),
    location: { origin: 'https://confab.example', assign } as unknown as Location,
  };
}

async function installed(): Promise<StoragePort> {
  const storage = createMemoryStorage();
  await installOAuthTestPlugin(storage, plugin, { clientID: 'client', clientSecret: 'secret' });
  return storage;
}

describe('connectPlugin', () => {
  it('goes to the provider in this tab when the popup is blocked', async () => {
    const page = fakeWindow(null);
    expect(await connectPlugin(plugin, { storage: await installed(), window: page })).toBe('same-tab');
    const address = new URL(page.assign.mock.calls[0]?.[0] ?? '');
    expect(address.searchParams.get('redirect_uri')).toBe('https://confab.example/plugin-oauth/callback');
  });

  it('refuses an authorization URL that is not http(s), before opening anything', async () => {
    const page = fakeWindow(null);
    const scripted = oauthTestPlugin({
      tokenURL: 'https://auth.example/token',
      contentType: 'json',
      authorizationURL: 'javascript:alert(1)',
    });
    await expect(connectPlugin(scripted, { storage: await installed(), window: page })).rejects.toThrow(
      'no authorization URL',
    );
    expect(page.open).not.toHaveBeenCalled();
  });

  it('closes the blank popup when the connection cannot be stored', async () => {
    const storage = await installed();
    vi.spyOn(storage.settings, 'set').mockRejectedValue(new Error('quota'));
    const popup = { close: vi.fn(), opener: {}, location: { href: '' } };
    await expect(connectPlugin(plugin, { storage, window: fakeWindow(popup) })).rejects.toThrow('quota');
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.href).toBe('');
  });
});
