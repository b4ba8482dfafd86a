import { describe, expect, it } from 'vitest';
import { shareFailureOf } from './share-chat-client.ts';

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
