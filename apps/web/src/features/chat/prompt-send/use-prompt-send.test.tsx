import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createChatMeta } from '@confab/core';
import { loadedChatOf, type AnswerSettings } from '@confab/core/conversation';
import { createMemoryStorage } from '@confab/storage-browser';
import { StorageProvider } from '../../../storage/app-storage.tsx';
import { sharedSnapshot } from '../../../storage/shared-live-read.ts';
import type { ChatRunnerApi } from '../engine/lazy-chat-runner.ts';
import { loadedChatQueryName } from '../engine/loaded-chat-query.ts';
import { usePromptSend } from './use-prompt-send.ts';

afterEach(cleanup);

const answer: AnswerSettings = {
  modelID: 'm1',
  providerModelID: 'm1',
  connection: { style: 'openai', endpoint: 'http://127.0.0.1:1/v1/chat/completions' },
  parameters: {},
  streaming: true,
};

describe('usePromptSend', () => {
  it('opens the chat its first send created with what the send stored, before any read', async () => {
    const storage = createMemoryStorage();
    // Nothing is in the store: the opened chat can only come from what the send handed back.
    const stored = loadedChatOf(createChatMeta({ id: 'chat-new', now: 1 }), []);
    const send = vi.fn(() =>
      Promise.resolve({ chatID: 'chat-new', finished: Promise.resolve(), stored: () => stored }),
    );
    const onOpenChat = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IntlProvider locale="en">
        <StorageProvider storage={storage}>{children}</StorageProvider>
      </IntlProvider>
    );
    const { result } = renderHook(
      () =>
        usePromptSend({
          chatID: undefined,
          runner: { send } as unknown as ChatRunnerApi,
          answersFor: () => [answer],
          answerAsAgent: () => null,
          titleSettings: () => ({ enabled: false, prompt: '' }),
          keywordSettings: () => ({ enabled: false }),
          onOpenChat,
          queueDelaySeconds: 0,
          restoreDraft: () => undefined,
        }),
      { wrapper },
    );

    act(() => {
      result.current.send('Hello', []);
    });
    await waitFor(() => {
      expect(onOpenChat).toHaveBeenCalledWith('chat-new', { replace: true });
    });
    expect(sharedSnapshot(storage, loadedChatQueryName('chat-new'))).toEqual({
      value: stored,
      loaded: true,
      failed: false,
    });
  });
});
