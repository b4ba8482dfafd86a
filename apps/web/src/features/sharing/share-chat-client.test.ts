import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishChat, shareFailureOf } from './share-chat-client.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('share failures (spec §8)', () => {
  it('names 413 on its own, passes the server’s userMessage on, and falls back to the generic text', async () => {
    expect(await shareFailureOf(answer(413, { userMessage: 'ignored' }))).toEqual({ kind: 'too-large' });
    expect(await shareFailureOf(answer(429, { userMessage: 'Slow down.' }))).toEqual({
      kind: 'server',
      userMessage: 'Slow down.',
    });
    expect(await shareFailureOf(new Response('<html>', { status: 502 }))).toEqual({ kind: 'generic' });
  });
});

describe('publishChat', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for a listed page only when the owner opted in', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', (_input: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string));
      return Promise.resolve(
        new Response(JSON.stringify({ shareLink: 'http://x/share/a', deleteLink: 'http://x/d' }), {
          status: 201,
        }),
      );
    });
    const data = { version: 1 as const, title: 'T', createdAt: 0, messages: [] };
    await publishChat(data, 'token');
    await publishChat(data, 'token', { indexable: true });
    expect(bodies[0]).not.toHaveProperty('indexable');
    expect(bodies[1]).toMatchObject({ indexable: true });
  });
});
