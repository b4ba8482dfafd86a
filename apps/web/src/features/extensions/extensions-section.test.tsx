import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { extensionOriginsCookie, extensionsStorageKey } from './extension-store.ts';
import { ExtensionsSection } from './extensions-section.tsx';

afterEach(() => {
  cleanup();
  window.localStorage.removeItem(extensionsStorageKey);
  document.cookie = `${extensionOriginsCookie}=; Path=/; Max-Age=0`;
  vi.unstubAllGlobals();
});

function renderSection() {
  render(
    <IntlRoot locale="en">
      <ExtensionsSection />
    </IntlRoot>,
  );
  const field = screen.getByRole('textbox', { name: 'Extension script URL' });
  const add = screen.getByRole('button', { name: 'Add extension' });
  const submit = (value: string) => {
    fireEvent.change(field, { target: { value } });
    fireEvent.click(add);
  };
  return { submit };
}

describe('ExtensionsSection', () => {
  it('names the URL of a script that does not load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { submit } = renderSection();
    submit('');
    expect(await screen.findByText('Enter the address of a script.')).toBeTruthy();
    submit('https://gone.test/ext.js');
    expect(
      await screen.findByText('The script at https://gone.test/ext.js could not be loaded.'),
    ).toBeTruthy();
  });

  it('adds a script only after the warning is confirmed, then prompts to reload and refuses a duplicate', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('void 0'))),
    );
    const { submit } = renderSection();
    submit('https://cdn.test/ext.js');
    const confirm = await screen.findByRole('button', { name: 'Add and run' });
    expect(window.localStorage.getItem(extensionsStorageKey)).toBeNull();
    expect(screen.getByText(/It can read your chats and API keys/)).toBeTruthy();
    fireEvent.click(confirm);
    expect(await screen.findByText('Reload Confab to apply the change.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove https://cdn.test/ext.js' })).toBeTruthy();
    expect(window.localStorage.getItem(extensionsStorageKey)).toContain('https://cdn.test/ext.js');
    submit('https://cdn.test/ext.js');
    expect(await screen.findByText('This script is already in the list.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove https://cdn.test/ext.js' }));
    expect(await screen.findByText('No extensions added.')).toBeTruthy();
  });
});
