import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryStorage } from '@confab/storage-browser';
import { ModelsTestRoot, saveSetting } from '../../models/test-harness.tsx';
import { settingKeys } from '../../../storage/setting-keys.ts';
import { useAnswerSound } from './use-answer-sound.ts';

async function renderSound(enabled: boolean) {
  const storage = createMemoryStorage();
  if (enabled) await saveSetting(storage, settingKeys.soundOnAnswer, true);
  const play = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ModelsTestRoot storage={storage}>{children}</ModelsTestRoot>
  );
  const view = renderHook(
    ({ chatID, running }: { chatID: string | undefined; running: boolean }) => {
      useAnswerSound(chatID, running, play);
    },
    { wrapper, initialProps: { chatID: 'c-1', running: true } },
  );
  return { play, view };
}

describe('sound on answer', () => {
  afterEach(cleanup);

  it('plays once when the open chat’s answer finishes and the setting is on', async () => {
    const { play, view } = await renderSound(true);
    // The setting loads after the first render; an answer that ends after that plays.
    await new Promise((resolve) => setTimeout(resolve, 20));
    view.rerender({ chatID: 'c-1', running: false });
    await waitFor(() => {
      expect(play).toHaveBeenCalledTimes(1);
    });
    view.rerender({ chatID: 'c-1', running: false });
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('stays silent when switching chats, and when the setting is off', async () => {
    const on = await renderSound(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    on.view.rerender({ chatID: 'c-2', running: false });
    const off = await renderSound(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    off.view.rerender({ chatID: 'c-1', running: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(on.play).not.toHaveBeenCalled();
    expect(off.play).not.toHaveBeenCalled();
  });
});
