import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { ImportPluginButton } from './import-plugin-button.tsx';

// Reading a file and planning the install take several renders; a loaded machine needs longer than 1 s.
const slow = { timeout: 5_000 };

afterEach(cleanup);

const multiFunctionFile = {
  uuid: 'two-tools-uuid',
  title: 'Two tools',
  pluginFunctions: [
    {
      id: 'f1',
      implementationType: 'http',
      openaiSpec: { name: 'lookup_word' },
      httpAction: { method: 'GET', url: 'https://example.test/{word}' },
    },
    { id: 'f2', implementationType: 'javascript', openaiSpec: { name: 'shout' }, code: 'function shout(){}' },
  ],
};

const legacyFile = {
  uuid: 'legacy-uuid',
  title: 'Legacy lookup',
  implementationType: 'http',
  openaiSpec: { name: 'legacy_lookup' },
  httpAction: { method: 'GET', url: 'https://example.test/legacy' },
};

function renderButton(storage: StoragePort) {
  render(
    <StorageProvider storage={storage}>
      <IntlRoot locale="en">
        <ImportPluginButton />
      </IntlRoot>
    </StorageProvider>,
  );
}

function chooseFile(text: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Import plugin' }));
  expect(screen.getByRole('dialog', { name: 'Import plugin' })).toBeTruthy();
  const input = screen.getByLabelText('Choose a JSON file');
  fireEvent.change(input, {
    target: { files: [new File([text], 'plugin.json', { type: 'application/json' })] },
  });
}

async function install(title: string, button: 'Install' | 'Update') {
  const popup = await screen.findByRole('dialog', { name: title }, slow);
  const action = within(popup).getByRole('button', { name: button });
  await waitFor(() => {
    expect(action.hasAttribute('disabled')).toBe(false);
  });
  fireEvent.click(action);
  await waitFor(() => {
    expect(screen.queryByRole('dialog', { name: title })).toBeNull();
  });
  return popup;
}

describe('ImportPluginButton', () => {
  it('installs files of both forms switched off, then updates one in place', async () => {
    const storage = createMemoryStorage();
    renderButton(storage);
    chooseFile(JSON.stringify(multiFunctionFile));
    await install('Two tools', 'Install');
    chooseFile(JSON.stringify(legacyFile));
    await install('Legacy lookup', 'Install');
    const installedID = (await storage.plugins.list()).find((plugin) => plugin.uuid === 'two-tools-uuid')?.id;
    chooseFile(JSON.stringify({ ...multiFunctionFile, title: 'Two tools v2' }));
    const popup = await screen.findByRole('dialog', { name: 'Two tools v2' }, slow);
    expect((await within(popup).findByRole('alert', {}, slow)).textContent).toContain(
      'This plugin already exists.',
    );
    await install('Two tools v2', 'Update');
    const stored = await storage.plugins.list();
    expect(stored.map((plugin) => [plugin.title, plugin.enabled]).sort()).toEqual([
      ['Legacy lookup', false],
      ['Two tools v2', false],
    ]);
    // An update keeps the local id that chats' tool choices and the person's settings point at.
    expect(installedID).toBeDefined();
    expect(stored.find((plugin) => plugin.uuid === 'two-tools-uuid')?.id).toBe(installedID);
  });

  it('shows the error heading for a broken file and refuses clashing function names', async () => {
    const storage = createMemoryStorage();
    renderButton(storage);
    chooseFile('{ not json');
    const failed = await screen.findByRole('dialog', { name: 'Plugin' }, slow);
    // The popup opens while the file is read ('Loading the plugin…'), then shows the failure.
    expect(await within(failed).findByText('Unable to install the plugin', {}, slow)).toBeTruthy();
    expect(failed.textContent).toContain('The plugin file is not valid JSON.');
    fireEvent.click(within(failed).getByRole('button', { name: 'Cancel' }));

    chooseFile(JSON.stringify({ ...legacyFile, uuid: 'other', openaiSpec: { name: 'calculator' } }));
    const clash = await screen.findByRole('dialog', { name: 'Legacy lookup' }, slow);
    await waitFor(() => {
      expect(clash.textContent).toContain('already uses the function name calculator');
    }, slow);
    expect(within(clash).getByRole('button', { name: 'Install' }).hasAttribute('disabled')).toBe(true);
  });

  it('says the URL is required', async () => {
    renderButton(createMemoryStorage());
    fireEvent.click(screen.getByRole('button', { name: 'Import plugin' }));
    fireEvent.click(screen.getByRole('button', { name: 'Import from URL' }));
    const failed = await screen.findByRole('dialog', { name: 'Plugin' }, slow);
    await waitFor(() => {
      expect(failed.textContent).toContain('Enter the plugin URL.');
    }, slow);
  });
});
