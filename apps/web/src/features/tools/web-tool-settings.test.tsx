import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { defaultHostConfig, type HostConfig, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { WebToolSettings } from './web-tool-settings.tsx';

afterEach(cleanup);

function renderSettings(storage: StoragePort, hostConfig: HostConfig = defaultHostConfig) {
  return render(
    <HostConfigProvider config={hostConfig}>
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">
          <WebToolSettings />
        </IntlRoot>
      </StorageProvider>
    </HostConfigProvider>,
  );
}

async function stored(storage: StoragePort, key: string): Promise<unknown> {
  return (await storage.settings.get(key))?.value;
}

describe('WebToolSettings', () => {
  it('stores a SearXNG address as the search engine only once it is a web address', async () => {
    const storage = createMemoryStorage();
    renderSettings(storage);
    const search = screen.getByRole('group', { name: 'Web search' });
    fireEvent.change(within(search).getByRole('combobox', { name: 'Search engine' }), {
      target: { value: 'searxng' },
    });
    const address = within(search).getByRole('textbox', { name: 'SearXNG address' });
    fireEvent.change(address, { target: { value: 'search.example' } });
    expect(within(search).getByText('Enter an address starting with https:// or http://')).toBeTruthy();
    fireEvent.change(address, { target: { value: 'https://search.example' } });
    await waitFor(async () => {
      expect(await stored(storage, settingKeys.searchEngine)).toBe('https://search.example');
    });
    fireEvent.change(within(search).getByRole('combobox', { name: 'Search engine' }), {
      target: { value: 'google' },
    });
    await waitFor(async () => {
      expect(await stored(storage, settingKeys.searchEngine)).toBe('google');
    });
  });

  it('saves the Google engine id, the key (shown by its end) and the image model', async () => {
    const storage = createMemoryStorage();
    renderSettings(storage);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search engine ID' }), {
      target: { value: ' cx-1 ' },
    });
    fireEvent.change(screen.getByLabelText('Search API key'), { target: { value: 'AIza-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save search API key' }));
    expect(await screen.findByText('Saved: ••••1234')).toBeTruthy();
    expect(await stored(storage, settingKeys.customSearchEngineID)).toBe('cx-1');
    expect(await stored(storage, settingKeys.customSearchAPIKey)).toBe('AIza-1234');
    fireEvent.change(screen.getByRole('textbox', { name: 'Image model' }), { target: { value: 'dall-e-3' } });
    await waitFor(async () => {
      expect(await stored(storage, settingKeys.userPluginSettings)).toEqual({
        generate_image: { model: 'dall-e-3' },
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove search API key' }));
    await waitFor(async () => {
      expect(await stored(storage, settingKeys.customSearchAPIKey)).toBe('');
    });
  });

  it('is hidden when the host turns plugins off', () => {
    renderSettings(createMemoryStorage(), {
      ...defaultHostConfig,
      chatFeatures: { ...defaultHostConfig.chatFeatures, usePlugins: false },
    });
    expect(screen.queryByRole('group', { name: 'Web search' })).toBeNull();
  });
});
