import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { createMemoryStorage } from '@confab/storage-browser';
import { StorageProvider } from '../storage/app-storage.tsx';
import { loadLocale, UILanguageRoot } from './ui-language.tsx';

function NewChatLabel() {
  const intl = useIntl();
  return <p>{intl.formatMessage({ id: 'sidebar.newChat', defaultMessage: 'New chat' })}</p>;
}

afterEach(() => {
  cleanup();
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

describe('UILanguageRoot', () => {
  it('follows a language chosen on another device, which arrives as the synced setting', async () => {
    const storage = createMemoryStorage();
    await storage.settings.set({ key: 'preferences.language', value: 'fr', updatedAt: 1, syncedAt: 1 });
    render(
      <StorageProvider storage={storage}>
        <UILanguageRoot initial={await loadLocale('de')}>
          <NewChatLabel />
        </UILanguageRoot>
      </StorageProvider>,
    );
    expect(screen.getByText('Neuer Chat')).toBeTruthy();
    expect(await screen.findByText('Nouvelle discussion', {}, { timeout: 5000 })).toBeTruthy();
    expect(document.cookie).toContain('locale=fr');
  });

  it('starts in English for a language without a catalogue', async () => {
    expect((await loadLocale('xx-YY')).locale).toBe('en');
    expect((await loadLocale('de-AT')).locale).toBe('de');
  });
});
