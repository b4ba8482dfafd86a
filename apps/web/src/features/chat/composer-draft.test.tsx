import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryStorage } from '@confab/storage-browser';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { Composer } from './composer.tsx';
import { clearComposerDraft, placeComposerDraft, placeComposerFiles } from './composer-draft.ts';

function renderComposer(onSend: (text: string, files: File[]) => boolean) {
  // The composer's microphone reads the voice-input settings from storage.
  render(
    <StorageProvider storage={createMemoryStorage()}>
      <IntlRoot locale="en">
        <Composer onSend={onSend} onStop={() => undefined} running={false} />
      </IntlRoot>
    </StorageProvider>,
  );
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
}

afterEach(() => {
  cleanup();
  clearComposerDraft();
});

describe('composer drafts', () => {
  it('sends a draft marked to send when it mounts, without showing it', () => {
    const onSend = vi.fn(() => true);
    placeComposerDraft('  Hello  ', { send: true });
    const input = renderComposer(onSend);
    expect(onSend).toHaveBeenCalledWith('Hello', []);
    expect(input.value).toBe('');
  });

  it('keeps a refused draft as text to send by hand', () => {
    placeComposerDraft('Hello', { send: true });
    const input = renderComposer(() => false);
    expect(input.value).toBe('Hello');
  });

  it('sends a live draft marked to send, and only shows a plain one', () => {
    const onSend = vi.fn(() => true);
    const input = renderComposer(onSend);
    act(() => {
      placeComposerDraft('Shown only');
    });
    expect(input.value).toBe('Shown only');
    expect(onSend).not.toHaveBeenCalled();
    act(() => {
      placeComposerDraft('Sent', { send: true });
    });
    expect(onSend).toHaveBeenCalledWith('Sent', []);
  });

  it('attaches files handed over before and after it mounts, once each', () => {
    const onSend = vi.fn(() => true);
    placeComposerFiles([new File(['a'], 'before.txt')]);
    renderComposer(onSend);
    screen.getByRole('button', { name: 'Remove before.txt' });
    act(() => {
      placeComposerFiles([new File(['b'], 'after.txt')]);
    });
    screen.getByRole('button', { name: 'Remove after.txt' });
    act(() => {
      screen.getByRole('button', { name: 'Send' }).click();
    });
    expect(onSend).toHaveBeenCalledWith('', [
      expect.objectContaining({ name: 'before.txt' }),
      expect.objectContaining({ name: 'after.txt' }),
    ]);
    cleanup();
    renderComposer(onSend);
    expect(screen.queryByRole('button', { name: 'Remove before.txt' })).toBeNull();
  });
});
