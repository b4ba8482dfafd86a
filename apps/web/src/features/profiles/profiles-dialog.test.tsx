import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { defaultHostConfig, type HostConfig, type Profile, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { ProfilesDialog } from './profiles-dialog.tsx';

function stored(id: string, name: string, isCurrent = false): Profile {
  return { id, name, isCurrent, createdAt: id === 'home' ? 1 : 2, updatedAt: 1, syncedAt: null };
}

async function renderDialog(profiles: Profile[] = [], hostConfig: HostConfig = defaultHostConfig) {
  const storage = createMemoryStorage();
  await storage.profiles.putMany(profiles);
  render(
    <HostConfigProvider config={hostConfig}>
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">
          <ProfilesDialog onClose={() => undefined} />
        </IntlRoot>
      </StorageProvider>
    </HostConfigProvider>,
  );
  return storage;
}

const current = async (storage: StoragePort) =>
  (await storage.profiles.list()).filter((profile) => profile.isCurrent).map((profile) => profile.id);

afterEach(cleanup);

describe('ProfilesDialog', () => {
  it('adds a profile through its edit form and says it is saved', async () => {
    const storage = await renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Add profile' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Custom instruction' }), {
      target: { value: 'Answer in French.' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'OpenAI API key' }), {
      target: { value: 'sk-ana' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use Ana' })).toBeTruthy();
    const [profile] = await storage.profiles.list();
    expect(profile).toMatchObject({
      name: 'Ana',
      customInstruction: 'Answer in French.',
      isCurrent: false,
      assignedAPIKey: { openAIAPIKey: 'sk-ana' },
      syncedAt: null,
    });
  });

  it('selects a profile, and ticking its badge leaves none current', async () => {
    const storage = await renderDialog([stored('home', 'Home', true), stored('work', 'Work')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Use Work' }));
    await waitFor(async () => {
      expect(await current(storage)).toEqual(['work']);
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Stop using Work' }));
    await waitFor(async () => {
      expect(await current(storage)).toEqual([]);
    });
    expect(await screen.findByText(/No profile is current/)).toBeTruthy();
  });

  it('deletes only after confirmation', async () => {
    const storage = await renderDialog([stored('home', 'Home')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Home' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete profile?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await storage.profiles.get('home')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Home' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete profile?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Profile deleted')).toBeTruthy();
    expect(await storage.profiles.get('home')).toBeUndefined();
  });

  it('shows the generic message when saving fails and gives the form back', async () => {
    const storage = await renderDialog([stored('home', 'Home')]);
    vi.spyOn(storage.profiles, 'put').mockRejectedValueOnce(new Error('quota'));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Home' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'House' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const failure = await screen.findByText('Something went wrong. Please try again.');
    expect(failure.getAttribute('role')).toBe('alert');
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('House');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers no key fields where a managed host refuses user keys', async () => {
    await renderDialog([], { ...defaultHostConfig, managed: true, allowUserAPIKey: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Add profile' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'OpenAI API key' })).toBeNull();
  });
});
