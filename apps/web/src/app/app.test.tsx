import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { defaultHostConfig, parseHostConfig } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { ModelsTestRoot } from '../features/models/test-harness.tsx';
import { ChatEngineProvider } from '../features/chat/engine/chat-runner-context.tsx';
import { CloudSyncProvider } from '../features/cloud-sync/index.ts';
import { privacyChoiceStorageKey } from '../features/onboarding/privacy-choice.ts';
import { App } from './app.tsx';

function renderApp(config = defaultHostConfig) {
  return render(
    <ModelsTestRoot storage={createMemoryStorage()} hostConfig={config}>
      <ChatEngineProvider>
        <CloudSyncProvider>
          <App />
        </CloudSyncProvider>
      </ChatEngineProvider>
    </ModelsTestRoot>,
  );
}

describe('App', () => {
  beforeEach(() => {
    // A returning person who chose local-only: the privacy notice has its own tests.
    localStorage.setItem(privacyChoiceStorageKey, String(Date.now()));
  });
  afterEach(() => {
    cleanup();
    localStorage.removeItem(privacyChoiceStorageKey);
    window.history.replaceState(null, '', '/');
  });

  it('highlights the tab named by the hash and switches tabs', async () => {
    window.history.replaceState(null, '', '/#models');
    renderApp();
    const workspace = screen.getByRole('navigation', { name: 'Workspace' });
    expect(within(workspace).getByRole('link', { name: 'Models' }).getAttribute('aria-current')).toBe('page');
    act(() => {
      fireEvent.click(within(workspace).getByRole('link', { name: 'Settings' }));
    });
    expect(window.location.hash).toBe('#settings');
    // Two lazy screens load one after the other here: a loaded machine needs more than a second.
    expect(
      await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('shows only the tabs the host allows', () => {
    renderApp(parseHostConfig({ hosted: true, chatFeatures: { usePlugins: false } }));
    const workspace = screen.getByRole('navigation', { name: 'Workspace' });
    const names = within(workspace)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Chat', 'Agents', 'Prompts', 'Models', 'Files', 'Settings']);
  });

  it('opens the chat for the hash of a feature not built yet, with no placeholder tab', () => {
    window.history.replaceState(null, '', '/#teams');
    renderApp();
    const workspace = screen.getByRole('navigation', { name: 'Workspace' });
    expect(within(workspace).queryByRole('link', { name: 'Teams' })).toBeNull();
    expect(within(workspace).getByRole('link', { name: 'Chat' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText(/is not available yet/)).toBeNull();
  });

  it('leaves out the workspace bar when the host turns showWorkspaceBar off', () => {
    renderApp(parseHostConfig({ chatFeatures: { showWorkspaceBar: false } }));
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeTruthy();
  });

  it("names the tab and the sidebar after the host's brand", () => {
    renderApp(parseHostConfig({ brand: 'acme', displayBrand: 'Acme Chat', tagline: 'At work' }));
    expect(document.title).toBe('Acme Chat – At work');
    expect(
      within(screen.getByRole('complementary', { name: 'Sidebar' })).getByText('Acme Chat'),
    ).toBeTruthy();
  });
});
