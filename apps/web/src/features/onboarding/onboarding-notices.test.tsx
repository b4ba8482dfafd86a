import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createChatMeta } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { ModelsTestRoot } from '../models/test-harness.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { OnboardingNotices } from './onboarding-notices.tsx';
import { privacyChoiceStorageKey } from './privacy-choice.ts';

beforeEach(() => {
  localStorage.setItem(privacyChoiceStorageKey, String(Date.now()));
});
afterEach(() => {
  cleanup();
  localStorage.removeItem(privacyChoiceStorageKey);
});

async function sendUserMessage(storage: ReturnType<typeof createMemoryStorage>, chatID: string) {
  const now = Date.now();
  await storage.saveChatWithMessages({ ...createChatMeta({ id: chatID, now }), messageCount: 1 }, [
    {
      uuid: `${chatID}-1`,
      chatID,
      role: 'user',
      content: 'Hi',
      order: 0,
      createdAt: now,
      updatedAt: now,
      syncedAt: null,
    },
  ]);
}

describe('OnboardingNotices', () => {
  it('congratulates on the first message sent, once, and records it', async () => {
    const storage = createMemoryStorage();
    render(
      <ModelsTestRoot storage={storage}>
        <OnboardingNotices />
      </ModelsTestRoot>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await act(() => sendUserMessage(storage, 'c1'));
    expect(await screen.findByText('Congratulations on sending your first message!')).toBeTruthy();
    expect(typeof (await storage.settings.get(settingKeys.firstMessageSentAt))?.value).toBe('number');
  });

  it('adds no examples for a returning person', async () => {
    const storage = createMemoryStorage();
    render(
      <ModelsTestRoot storage={storage}>
        <OnboardingNotices />
      </ModelsTestRoot>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await storage.chats.query()).toEqual([]);
  });
});
