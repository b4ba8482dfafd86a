import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { defaultHostConfig, type HostConfig, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { loadLocale, UILanguageRoot } from '../../i18n/ui-language.tsx';
import { cloudTokenStore } from '../account/index.ts';
import { WorkspaceMenuButton } from './workspace-menu-button.tsx';

async function renderMenu({
  hostConfig = defaultHostConfig,
  storage = createMemoryStorage(),
}: { hostConfig?: HostConfig; storage?: StoragePort } = {}) {
  const initial = await loadLocale('en');
  render(
    <HostConfigProvider config={hostConfig}>
      <StorageProvider storage={storage}>
        <UILanguageRoot initial={initial}>
          <WorkspaceMenuButton />
        </UILanguageRoot>
      </StorageProvider>
    </HostConfigProvider>,
  );
  return storage;
}

async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Workspace menu' }));
  return screen.findByRole('menu', { name: 'Workspace menu' }, { timeout: 5000 });
}

afterEach(() => {
  cleanup();
  cloudTokenStore.clear();
  document.cookie = 'locale=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
});

describe('workspace menu', () => {
  it('offers the settings pages and help links, and moves with the arrow keys', async () => {
    await renderMenu();
    const menu = await openMenu();
    await waitFor(() => {
      expect(document.activeElement?.textContent).toBe('Log in');
    });
    expect(screen.getByRole('menuitem', { name: 'Cloud sync' }).getAttribute('href')).toBe(
      '#settings/cloud-sync',
    );
    expect(screen.getByRole('menuitem', { name: 'API keys' }).getAttribute('href')).toBe(
      '#settings/api-keys',
    );
    expect(screen.getByRole('menuitem', { name: 'Suggest a feature' }).getAttribute('href')).toBe('/ideas');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Cloud sync');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Suggest a feature');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Workspace menu' }));
  });

  it('switches the language in place and keeps the choice as a synced setting and a cookie', async () => {
    const storage = await renderMenu();
    await openMenu();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'de' } });
    expect(await screen.findByText('Sprache', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Cloud-Synchronisierung' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toContain('locale=de');
    await waitFor(async () => {
      expect((await storage.settings.get('preferences.language'))?.value).toBe('de');
    });
  });

  it('hides the language picker when the host turns it off', async () => {
    await renderMenu({
      hostConfig: {
        ...defaultHostConfig,
        chatFeatures: { ...defaultHostConfig.chatFeatures, changeUILanguage: false },
      },
    });
    await openMenu();
    expect(await screen.findByText('Dark theme')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });

  it('asks whether to delete local data when logging out off managed hosts', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ ok: true })));
    vi.stubGlobal('fetch', fetchMock);
    cloudTokenStore.save('token-1');
    await renderMenu();
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Log out of this browser?', {}, { timeout: 5000 })).toBeTruthy();
    // The dialog's title can show a render before its buttons under load: wait for them too.
    expect(
      await screen.findByRole('button', { name: 'Log out and delete local data' }, { timeout: 5000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out, keep data' }));
    await waitFor(() => {
      expect(cloudTokenStore.read()).toBeUndefined();
    });
    expect(fetchMock).toHaveBeenCalled();
  });

  it('logs out at once on a managed host', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ ok: true }))),
    );
    cloudTokenStore.save('token-2');
    await renderMenu({ hostConfig: { ...defaultHostConfig, managed: true } });
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => {
      expect(cloudTokenStore.read()).toBeUndefined();
    });
    expect(screen.queryByText('Log out of this browser?')).toBeNull();
  });

  it('offers signed-in members of a hosted host their account information, under their name', async () => {
    cloudTokenStore.save('t-1');
    const hostConfig: HostConfig = {
      ...defaultHostConfig,
      hosted: true,
      currentUser: { email: 'ada@acme.example', profile: { firstName: 'Ada', lastName: 'Lovelace' } },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({ user: { email: 'ada@acme.example', firstName: 'Ada', lastName: 'Lovelace' } }),
            {
              headers: { 'content-type': 'application/json' },
            },
          ),
        ),
      ),
    );
    await renderMenu({ hostConfig });
    await openMenu();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Support and help' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Account information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account information' }, { timeout: 5000 });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Ada');
  });

  it('offers no account information or cloud sync to a visitor of a managed host', async () => {
    await renderMenu({ hostConfig: { ...defaultHostConfig, managed: true } });
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: 'Account information' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Cloud sync' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Log in' })).toBeNull();
  });

  it('offers an anonymous visitor a login button when the public host allows login', async () => {
    await renderMenu({ hostConfig: { ...defaultHostConfig, managed: true, publicModeAllowLogin: true } });
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Log in' })).toBeTruthy();
  });

  it('links the admin console for an account the server names as administrator, on any host', async () => {
    cloudTokenStore.save('t-admin');
    await renderMenu({
      hostConfig: { ...defaultHostConfig, currentUser: { email: 'boss@acme.example', isAdmin: true } },
    });
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Admin console' }).getAttribute('href')).toBe('/admin');
    cleanup();
    await renderMenu({
      hostConfig: { ...defaultHostConfig, currentUser: { email: 'ada@acme.example', isAdmin: false } },
    });
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Admin console' })).toBeNull();
  });
});
