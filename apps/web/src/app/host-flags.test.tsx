import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { defaultHostConfig, parseHostConfig } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { ModelsTestRoot } from '../features/models/test-harness.tsx';
import { ChatEngineProvider } from '../features/chat/engine/chat-runner-context.tsx';
import { CloudSyncProvider } from '../features/cloud-sync/index.ts';
import { privacyChoiceStorageKey } from '../features/onboarding/privacy-choice.ts';
import { loadAgentChatStorageKey } from '../features/agents/default-agent-on-load.ts';
import { lastOpenChatStorageKey } from '../routing/reopen-previous-chat.ts';
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

const policyHelper = {
  id: 'org-helper',
  title: 'Policy Helper',
  type: 'org-system',
  welcomeMessage: 'Ask me about policies.',
};

/** Spec §6 host flags read by the app shell and its chat and agents screens. */
describe('host flags in the app', () => {
  beforeEach(() => {
    localStorage.setItem(privacyChoiceStorageKey, String(Date.now()));
  });
  afterEach(() => {
    cleanup();
    localStorage.removeItem(privacyChoiceStorageKey);
    localStorage.removeItem(loadAgentChatStorageKey);
    localStorage.removeItem(lastOpenChatStorageKey);
    window.history.replaceState(null, '', '/');
  });

  it('shows the chat’s top bar on a plain host', async () => {
    renderApp();
    expect(await screen.findByRole('heading', { name: 'New Chat' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('hides the chat’s top bar with navBar off, keeping the sidebar toggle and the chat settings', async () => {
    renderApp(parseHostConfig({ chatFeatures: { navBar: false } }));
    await screen.findByRole('textbox', { name: 'Message' }, { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'New Chat' })).toBeNull();
    expect(screen.getByRole('button', { name: /Toggle sidebar/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chat settings' })).toBeTruthy();
  });

  it('offers no Chat button on agents with pickCharacters off', async () => {
    window.history.replaceState(null, '', '/#agents');
    renderApp(parseHostConfig({ systemCharacters: [policyHelper], chatFeatures: { pickCharacters: false } }));
    const card = await screen.findByRole('article', { name: 'Policy Helper' }, { timeout: 10_000 });
    expect(within(card).queryByRole('button', { name: 'Chat' })).toBeNull();
  });

  it('offers the Chat button on agents by default', async () => {
    window.history.replaceState(null, '', '/#agents');
    renderApp(parseHostConfig({ systemCharacters: [policyHelper] }));
    const card = await screen.findByRole('article', { name: 'Policy Helper' }, { timeout: 10_000 });
    expect(within(card).getByRole('button', { name: 'Chat' })).toBeTruthy();
  });

  it("opens the first screen after loading with the host's default agent", async () => {
    renderApp(parseHostConfig({ systemCharacters: [policyHelper], defaultCharacterID: 'org-helper' }));
    expect(await screen.findByText('Ask me about policies.', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => {
      expect(window.location.hash).toMatch(/^#chat=/);
    });
  });
});
