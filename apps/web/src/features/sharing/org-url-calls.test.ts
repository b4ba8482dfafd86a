import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishChat, readSharedChat } from './share-chat-client.ts';
import { deleteSharedLinks, listSharedLinks, sharedLinkURL } from './shared-links-client.ts';

const orgBase = 'https://org.example.com';

function recordCalls(answer: unknown) {
  const calls: { url: string; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    calls.push({ url: input, authorization: new Headers(init.headers).get('authorization') });
    return Promise.resolve(Response.json(answer));
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Spec §7: with the host's orgURL, shared links and sharing call `{orgURL}/api/...`. */
describe('calls bound for the organisation host', () => {
  it('sends shared links and their deletion to orgURL, and opens the links there', async () => {
    const calls = recordCalls([]);
    await listSharedLinks('chat', 't-1', orgBase);
    await deleteSharedLinks({ ids: [], type: 'chat', isDeleteAll: true }, 't-1', orgBase);
    expect(calls.map((call) => call.url)).toEqual([
      `${orgBase}/api/shared-links?type=chat`,
      `${orgBase}/api/shared-links`,
    ]);
    expect(sharedLinkURL({ id: 'abc', type: 'chat', title: 'T', createdAt: 1 }, orgBase)).toBe(
      `${orgBase}/share/abc`,
    );
  });

  it('shares chats on orgURL, and on this origin without one', async () => {
    const calls = recordCalls({ shareLink: 'https://x/share/1', deleteLink: 'https://x/d/1' });
    const data = { chatTitle: 'T', messages: [] } as unknown as Parameters<typeof publishChat>[0];
    await publishChat(data, 't-1', { base: orgBase });
    await publishChat(data, 't-1');
    expect(calls.map((call) => call.url)).toEqual([`${orgBase}/api/share`, '/api/share']);
    await readSharedChat('abc', orgBase).catch(() => undefined);
    expect(calls.at(-1)?.url).toBe(`${orgBase}/api/share/abc`);
  });
});
