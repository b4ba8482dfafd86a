import { describe, expect, it } from 'vitest';
import { preloadStreamChat } from './lazy-stream-chat.ts';

describe('the provider adapters loaded ahead of the first send', () => {
  it('load once, and the send uses that load', async () => {
    const first = preloadStreamChat();
    expect(preloadStreamChat()).toBe(first);
    const adapters = await first;
    expect(typeof adapters.streamChat).toBe('function');
  });
});
