import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { defaultHostConfig, type HostConfig, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { HostConfigProvider } from '../../../host/host-config.tsx';
import { IntlRoot } from '../../../i18n/intl-root.tsx';
import { StorageProvider } from '../../../storage/app-storage.tsx';
import { settingKeys } from '../../../storage/setting-keys.ts';
import { KeywordSettingsFields } from './keyword-settings-fields.tsx';

afterEach(cleanup);

function renderFields(storage: StoragePort, hostConfig: HostConfig = defaultHostConfig) {
  return render(
    <HostConfigProvider config={hostConfig}>
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">
          <KeywordSettingsFields />
        </IntlRoot>
      </StorageProvider>
    </HostConfigProvider>,
  );
}

async function stored(storage: StoragePort, key: string): Promise<unknown> {
  return (await storage.settings.get(key))?.value;
}

describe('KeywordSettingsFields', () => {
  it('turns keywords on, picks an engine and stores a custom address only when it is valid', async () => {
    const storage = createMemoryStorage();
    renderFields(storage);
    fireEvent.click(await screen.findByRole('switch', { name: 'Suggest search keywords' }));
    const engine = await screen.findByRole('combobox', { name: 'Search engine for keywords' });
    expect(await stored(storage, settingKeys.suggestKeywords)).toBe(true);
    fireEvent.change(engine, { target: { value: 'ddg' } });
    await waitFor(async () => {
      expect(await stored(storage, settingKeys.keywordSearchEngine)).toBe('ddg');
    });

    fireEvent.change(engine, { target: { value: 'other' } });
    const address = screen.getByRole('textbox', { name: 'Search address' });
    fireEvent.change(address, { target: { value: 'http://search.example/?q=%s' } });
    fireEvent.blur(address);
    expect(
      await screen.findByText('The search address must be a web address starting with https://.'),
    ).toBeTruthy();
    fireEvent.change(address, { target: { value: 'https://search.example/' } });
    expect(
      await screen.findByText('The search address must contain %s where the keyword goes.'),
    ).toBeTruthy();
    expect(await stored(storage, settingKeys.keywordSearchEngine)).toBe('ddg');
    fireEvent.change(address, { target: { value: 'https://search.example/?q=%s' } });
    await waitFor(async () => {
      expect(await stored(storage, settingKeys.keywordSearchEngine)).toBe('https://search.example/?q=%s');
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is hidden when the host turns the feature off', () => {
    const hostConfig = {
      ...defaultHostConfig,
      chatFeatures: { ...defaultHostConfig.chatFeatures, useAutoSuggestKeywords: false },
    };
    const { container } = renderFields(createMemoryStorage(), hostConfig);
    expect(container.textContent).toBe('');
  });
});
