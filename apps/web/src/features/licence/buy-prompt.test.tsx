import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createChatMeta } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { BuyPrompt } from './buy-prompt.tsx';
import { readBuyPromptState, saveBuyPromptState } from './buy-prompt-state.ts';
import { readLicenceDialog, openLicenceDialog, setLicenceStatus } from './licence-status.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  openLicenceDialog('none');
  setLicenceStatus({ verified: null });
});

async function sendMessages(storage: ReturnType<typeof createMemoryStorage>, count: number) {
  for (let index = 0; index < count; index += 1) {
    const now = Date.now() + 1;
    await storage.saveChatWithMessages(createChatMeta({ id: `chat-${String(index)}`, now }), [
      {
        uuid: `m-${String(index)}`,
        chatID: `chat-${String(index)}`,
        role: 'user',
        content: 'Hello',
        order: 0,
        createdAt: now,
        updatedAt: now,
        syncedAt: null,
      },
    ]);
  }
}

function renderPrompt() {
  const storage = createMemoryStorage();
  render(
    <StorageProvider storage={storage}>
      <IntlRoot locale="en">
        <BuyPrompt />
      </IntlRoot>
    </StorageProvider>,
  );
  return storage;
}

describe('the buy prompt', () => {
  it('offers the plans after the fourth message, then starts counting again', async () => {
    setLicenceStatus({ verified: false });
    const storage = renderPrompt();
    await sendMessages(storage, 3);
    await expect.poll(() => readBuyPromptState().messageCount).toBe(3);
    expect(screen.queryByRole('heading', { name: 'Enjoying Confab?' })).toBeNull();
    await sendMessages(storage, 1);
    fireEvent.click(await screen.findByRole('button', { name: 'See licences' }));
    expect(readLicenceDialog()).toBe('pricing');
    expect(readBuyPromptState().messageCount).toBe(0);
    expect(screen.queryByRole('heading', { name: 'Enjoying Confab?' })).toBeNull();
  });

  it('waits 120 s after the last prompt, and never asks a verified licence holder', async () => {
    saveBuyPromptState({ lastPromptAt: Date.now() - 60_000, messageCount: 10 });
    setLicenceStatus({ verified: false });
    const storage = renderPrompt();
    await sendMessages(storage, 1);
    await expect.poll(() => readBuyPromptState().messageCount).toBe(11);
    expect(screen.queryByRole('heading', { name: 'Enjoying Confab?' })).toBeNull();
    cleanup();
    saveBuyPromptState({ lastPromptAt: 0, messageCount: 10 });
    setLicenceStatus({ verified: true });
    const second = renderPrompt();
    await sendMessages(second, 1);
    await expect.poll(() => readBuyPromptState().messageCount).toBe(11);
    expect(screen.queryByRole('heading', { name: 'Enjoying Confab?' })).toBeNull();
  });
});
