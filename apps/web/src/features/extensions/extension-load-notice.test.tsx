import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { extensionsStorageKey } from './extension-store.ts';
import { ExtensionLoadNotice } from './extension-load-notice.tsx';
import { loadExtensions } from './load-extensions.ts';

afterEach(() => {
  cleanup();
  window.localStorage.removeItem(extensionsStorageKey);
  vi.restoreAllMocks();
});

describe('loading extensions', () => {
  it('adds nothing in safe mode, then adds each script and names one that fails', async () => {
    const url = 'https://gone.test/ext.js';
    window.localStorage.setItem(
      extensionsStorageKey,
      JSON.stringify({ version: 1, scripts: [{ url, addedAt: 1 }] }),
    );
    const added: HTMLScriptElement[] = [];
    // Captured rather than appended: the test environment must not fetch the address.
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added.push(...nodes.filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement));
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <IntlRoot locale="en">
        <ExtensionLoadNotice />
      </IntlRoot>,
    );
    loadExtensions({ safeMode: true });
    expect(added).toHaveLength(0);
    loadExtensions({ safeMode: false });
    expect(added.map((script) => script.src)).toEqual([url]);
    act(() => {
      added[0]?.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText(`The script at ${url} could not be loaded.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(`The script at ${url} could not be loaded.`)).toBeNull();
  });
});
