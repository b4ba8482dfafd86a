import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useSendWhenReady } from './use-send-when-ready.ts';

afterEach(cleanup);

function setup(initiallyReady: boolean, accepts: boolean) {
  const send = vi.fn((_text: string, _files: File[]) => accepts);
  const restoreDraft = vi.fn();
  const hook = renderHook(({ ready }) => useSendWhenReady(ready, send, restoreDraft), {
    initialProps: { ready: initiallyReady },
  });
  return { send, restoreDraft, hook };
}

describe('useSendWhenReady', () => {
  it('sends at once when the settings are read, and answers what the send answered', () => {
    const { send, hook } = setup(true, false);
    expect(hook.result.current('Hello', [])).toBe(false);
    expect(send).toHaveBeenCalledWith('Hello', []);
  });

  it('holds a prompt sent before the settings are read and sends it once they are', () => {
    const { send, restoreDraft, hook } = setup(false, true);
    const file = new File(['x'], 'note.txt');
    expect(hook.result.current('Hello', [file])).toBe(true);
    expect(send).not.toHaveBeenCalled();

    hook.rerender({ ready: false });
    expect(send).not.toHaveBeenCalled();
    hook.rerender({ ready: true });
    expect(send).toHaveBeenCalledExactlyOnceWith('Hello', [file]);
    expect(restoreDraft).not.toHaveBeenCalled();

    hook.rerender({ ready: true });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('puts a held prompt back in the composer when it is refused once the settings are read', () => {
    const { send, restoreDraft, hook } = setup(false, false);
    hook.result.current('Hello', []);
    hook.rerender({ ready: true });
    expect(send).toHaveBeenCalledOnce();
    expect(restoreDraft).toHaveBeenCalledExactlyOnceWith('Hello');
  });

  it('holds one prompt at a time: a second stays in the composer', () => {
    const { send, hook } = setup(false, true);
    expect(hook.result.current('First', [])).toBe(true);
    expect(hook.result.current('Second', [])).toBe(false);
    hook.rerender({ ready: true });
    expect(send).toHaveBeenCalledExactlyOnceWith('First', []);
  });
});
