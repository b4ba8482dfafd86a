import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInSandbox, SandboxTimeoutError } from './run-in-sandbox.ts';

const job = { mode: 'script', code: 'return 1' } as const;

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

function frameOf(container: HTMLElement): HTMLIFrameElement {
  const frame = container.querySelector('iframe');
  if (!frame) throw new Error('no frame');
  return frame;
}

describe('runInSandbox', () => {
  it('starts a hidden frame sandboxed without allow-same-origin', () => {
    const stop = new AbortController();
    void runInSandbox(job, { signal: stop.signal }).catch(() => undefined);
    const frame = frameOf(document.body);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBe('/sandbox/plugin.html');
    expect(frame.hidden).toBe(true);
    stop.abort();
  });

  it('tears the frame down on Stop', async () => {
    const stop = new AbortController();
    const running = runInSandbox(job, { signal: stop.signal });
    stop.abort(new Error('Stopped by the person'));
    await expect(running).rejects.toThrow('Stopped by the person');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('gives up after the timeout and tears the frame down', async () => {
    vi.useFakeTimers();
    const running = runInSandbox(job, { signal: new AbortController().signal, timeoutMs: 2_000 });
    vi.advanceTimersByTime(2_000);
    await expect(running).rejects.toThrow(SandboxTimeoutError);
    await expect(running).rejects.toThrow('The code did not finish within 2 seconds; it was stopped.');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('ignores messages from any other window', async () => {
    vi.useFakeTimers();
    const running = runInSandbox(job, { signal: new AbortController().signal, timeoutMs: 1_000 });
    const forged = {
      type: 'confab-plugin-result',
      nonce: 'guess',
      outcome: 'returned',
      value: '1',
      logs: [],
    };
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'confab-plugin-ready' }, source: window }),
    );
    window.dispatchEvent(new MessageEvent('message', { data: forged, source: window }));
    vi.advanceTimersByTime(1_000);
    await expect(running).rejects.toThrow(SandboxTimeoutError);
  });

  it('does not start after Stop', async () => {
    const stop = new AbortController();
    stop.abort();
    await expect(runInSandbox(job, { signal: stop.signal })).rejects.toBeDefined();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
