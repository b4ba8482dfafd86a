import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import type { LiveAnswers } from '@confab/core/conversation';
import { createMemoryStorage } from '@confab/storage-browser';
import { ModelsTestRoot } from '../../models/test-harness.tsx';
import { ChatEngineProvider, useChatEngine } from './chat-runner-context.tsx';

afterEach(cleanup);

describe('ChatEngineProvider', () => {
  it('says whether an answer is streaming on each change, for background work that waits for it', () => {
    const onArrivingChange = vi.fn();
    let live: LiveAnswers | undefined;
    function Probe() {
      live = useChatEngine().live;
      return null;
    }
    render(
      <ModelsTestRoot storage={createMemoryStorage()}>
        <ChatEngineProvider onArrivingChange={onArrivingChange}>
          <Probe />
        </ChatEngineProvider>
      </ModelsTestRoot>,
    );
    expect(onArrivingChange.mock.calls).toEqual([[false]]);
    act(() => {
      live?.start('a');
      live?.append('a', { text: 'Hello' });
      live?.end('a');
      live?.finish('a', { storedAt: 1 });
    });
    // Told on the changes only: not on each token, nor on the finish after the end.
    expect(onArrivingChange.mock.calls).toEqual([[false], [true], [false]]);
  });
});
