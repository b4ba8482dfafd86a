import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ChatRunner, LiveAnswers } from '@confab/core/conversation';
import { createMemoryStorage } from '@confab/storage-browser';
import { IntlRoot } from '../../../i18n/intl-root.tsx';
import { StorageProvider } from '../../../storage/app-storage.tsx';
import { ChatEngineProvider } from '../engine/chat-runner-context.tsx';
import { useKnowledgeNotice } from './use-knowledge-notice.ts';

afterEach(cleanup);

function Notice({ chatID }: { chatID: string }) {
  return <p role="status">{useKnowledgeNotice(chatID) ?? 'No notice'}</p>;
}

describe('useKnowledgeNotice', () => {
  it('tells the chat its last send went without the knowledge base', async () => {
    const storage = createMemoryStorage();
    const live = new LiveAnswers();
    const runner = new ChatRunner({
      storage,
      live,
      streamChat: () => {
        throw new Error('not called');
      },
      clock: { now: () => 1 },
      random: { uuid: () => 'id' },
      fetchText: () => Promise.resolve(''),
    });
    render(
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">
          <ChatEngineProvider engine={{ runner, live }}>
            <Notice chatID="chat-1" />
          </ChatEngineProvider>
        </IntlRoot>
      </StorageProvider>,
    );
    expect(await screen.findByText('No notice')).toBeTruthy();
    act(() => {
      runner.knowledgeNotices.set('chat-1', [{ reason: 'the index is not ready' }]);
    });
    expect(
      await screen.findByText(
        'Sent without the knowledge base: passages could not be retrieved (the index is not ready).',
      ),
    ).toBeTruthy();
  });
});
