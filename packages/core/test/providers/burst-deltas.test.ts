// A reply read in one burst is handed on as few deltas (each one crosses every layer above), with the
// same text, in the same order as the events, whichever way the bytes arrive.
import { describe, expect, it } from 'vitest';
import { streamChat, type ChatRequest, type StreamEvent } from '../../src/providers/index.ts';
import { collectEvents } from './helpers/collect-events.ts';
import { readFixture, replayFetch } from './helpers/replay-fetch.ts';

const request: ChatRequest = { model: 'm', messages: [{ role: 'user', content: 'Hi' }], stream: true };
const connection = { style: 'anthropic', endpoint: 'http://127.0.0.1:9/v1/messages' } as const;

function textOf(events: StreamEvent[], type: 'text-delta' | 'reasoning-delta'): string {
  return events.map((event) => (event.type === type ? event.text : '')).join('');
}

/** The kinds of events in order, a run of one kind of delta counted once. */
function shape(events: StreamEvent[]): string[] {
  return events.map((event) => event.type).filter((type, index, all) => type !== all[index - 1]);
}

describe('deltas of one burst', () => {
  const fixture = readFixture('anthropic-thinking-stream.sse');

  it('come as at most two deltas per run of reasoning or text, with the text and order of small reads', async () => {
    const whole = await collectEvents(
      streamChat(connection, request, { fetch: replayFetch({ body: fixture, onePiece: true }).fetch }),
    );
    const pieces = await collectEvents(
      streamChat(connection, request, { fetch: replayFetch({ body: fixture }).fetch }),
    );
    expect(textOf(whole, 'text-delta')).toBe(textOf(pieces, 'text-delta'));
    expect(textOf(whole, 'reasoning-delta')).toBe(textOf(pieces, 'reasoning-delta'));
    expect(shape(whole)).toEqual(shape(pieces));
    const deltas = (events: StreamEvent[]) =>
      events.filter((event) => event.type === 'text-delta' || event.type === 'reasoning-delta').length;
    // Read in one slice: each run's first delta goes on at once (a redraw is asked for early), the
    // rest of the run as one.
    expect(deltas(whole)).toBeLessThanOrEqual(
      2 * shape(whole).filter((type) => type.endsWith('-delta')).length,
    );
    expect(deltas(pieces)).toBeGreaterThan(deltas(whole));
  });
});
